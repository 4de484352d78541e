import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methodOutcomeCounts } from "../../../server/media/outcomes.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import {
  bytesOf,
  probeAudioCodec,
  probeVideoStreams,
  saveAs,
} from "../../../test-support/media-files.js";
import {
  type InstagramStandIn,
  instagramEnv,
  startInstagramStandIn,
} from "../../../test-support/stand-ins/instagram.js";

/**
 * The built-in Instagram extractor against local stand-ins answering as Instagram does
 * logged out in 2026 (test-support/stand-ins/instagram.ts).
 */
let ig: InstagramStandIn;
const dir = mkdtempSync(join(tmpdir(), "rd-ig-"));

beforeAll(async () => {
  ig = await startInstagramStandIn();
});
afterAll(() => ig?.close());

const env = (extra: Record<string, string> = {}) => ({ ...instagramEnv(ig), ...extra });

/** What the stand-in was asked since `from`, as "METHOD /path". */
function asked(from = 0): string[] {
  return ig.web.requests.slice(from).map((r) => `${r.method} ${r.url.split("?")[0]}`);
}

describe("built-in Instagram extractor, logged out (2026 answers)", () => {
  const app = useMediaApp(env);

  it("gives a reel's video, not its poster: the file through the tunnel is the recorded video", async () => {
    const from = ig.web.requests.length;
    const { status, body, headers } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CrGkUHUL7_y/?igsh=MTc4MmM1YmI2Ng==",
      "reel",
    );
    expect(status).toBe(200);
    // JSON, never stored, and no ETag: an answer to a POST is never asked for again by its tag.
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(headers.get("cache-control")).toContain("no-store");
    expect(headers.get("etag")).toBeNull();
    expect(Number(headers.get("content-length"))).toBe(Buffer.byteLength(JSON.stringify(body)));
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "instagram-reel-CrGkUHUL7_y.mp4",
      width: 720,
      height: 1280,
    });
    const video = await fetchTunnel(app, body.items?.[0]?.download);
    const bytes = await bytesOf(video);
    expect(bytes.equals(ig.clip)).toBe(true);
    writeFileSync(join(dir, "reel.mp4"), bytes);
    expect(probeVideoStreams(join(dir, "reel.mp4"))).toBe(1);
    const thumb = await fetchTunnel(app, body.items?.[0]?.thumbnail);
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");
    // The session first (home page, then the ruling that sets csrftoken), then one query.
    expect(asked(from)).toEqual([
      "GET /",
      "GET /api/v1/web/get_ruling_for_content/",
      "POST /api/graphql",
    ]);
  });

  it("sends the query as today's web app does", () => {
    const query = ig.web.requests.find((r) => r.url === "/api/graphql");
    expect(query?.headers).toMatchObject({
      "x-asbd-id": "359341",
      "x-ig-app-id": "936619743392459",
      "x-fb-friendly-name": "PolarisLoggedOutDesktopWWWPostRootContentQuery",
      "x-requested-with": "XMLHttpRequest",
      "sec-fetch-mode": "cors",
      "sec-fetch-site": "same-origin",
      "sec-fetch-dest": "empty",
      "sec-ch-ua-mobile": "?0",
    });
    expect(query?.headers["user-agent"]).toMatch(/Chrome\/1[5-9]\d\.0\.0\.0 Safari/);
    expect(query?.headers["sec-ch-ua"]).toContain('"Google Chrome";v="151"');
    const home = ig.web.requests.find((r) => r.url === "/");
    expect(home?.headers).toMatchObject({
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
    });
  });

  it("gives the 1-video + 5-photo carousel as 6 items, in order, reusing the session", async () => {
    const from = ig.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/CVAksOjMuQu/",
      "post",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => i.filename)).toEqual([
      "instagram-media-1.mp4",
      "instagram-media-2.jpg",
      "instagram-media-3.jpg",
      "instagram-media-4.jpg",
      "instagram-media-5.jpg",
      "instagram-media-6.jpg",
    ]);
    const first = await fetchTunnel(app, body.items?.[0]?.download);
    expect((await bytesOf(first)).equals(ig.clip)).toBe(true);
    const photo = await fetchTunnel(app, body.items?.[1]?.download);
    expect((await bytesOf(photo)).equals(ig.jpeg)).toBe(true);
    expect(asked(from)).toEqual(["POST /api/graphql"]);
  });

  it("gives the 10-photo carousel that only its page carries", async () => {
    const from = ig.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/Cf4dPucLzW0/?img_index=1",
      "post",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => i.type)).toEqual(Array(10).fill("photo"));
    expect(asked(from)).toEqual(["POST /api/graphql", "GET /p/Cf4dPucLzW0/"]);
  });

  it("never shortens a carousel: a child without its video URL sends the lookup to the page", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/CVAksOjMuQv/",
      "post",
    );
    expect(body.items?.map((i) => i.type)).toEqual(["video", ...Array(5).fill("photo")]);
  });

  it("turns the reel's own sound (its .m4a asset, not the video) into a real MP3", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CrGkUHUL7_y/",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "instagram-audio-CrGkUHUL7_y.mp3",
    });
    const from = ig.cdn.requests.length;
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(probeAudioCodec(await saveAs(res, join(dir, "sound.mp3")))).toBe("mp3");
    expect(ig.cdn.requests.slice(from).map((r) => r.url.split("?")[0])).toEqual([
      expect.stringMatching(/\.m4a$/),
    ]);
  });

  it("uses the licensed music asset when the reel has no original sound", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CN5mPCGhA9C/",
      "audio",
    );
    const from = ig.cdn.requests.length;
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(probeAudioCodec(await saveAs(res, join(dir, "music.mp3")))).toBe("mp3");
    expect(ig.cdn.requests.slice(from)[0]?.url).toMatch(/t39\.12897-6/);
  });

  it("takes the video's own track when Instagram offers no separate sound", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CfRjHP0g-07/",
      "audio",
    );
    const from = ig.cdn.requests.length;
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(probeAudioCodec(await saveAs(res, join(dir, "track.mp3")))).toBe("mp3");
    expect(ig.cdn.requests.slice(from)[0]?.url).toMatch(/\.mp4/);
  });

  it("falls back to the post page's og:video when nothing else answers", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CPQjO5RIIO9/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({ type: "video", width: 640, height: 355 });
  });

  it.each([
    ["a reel whose page offers only its poster", "https://www.instagram.com/reel/DPosterOnly/"],
    [
      "a video whose embed page says video without a URL",
      "https://www.instagram.com/p/DEmbedOff01/",
    ],
  ])("gives no file for %s (never the poster)", async (_what, link) => {
    const res = await resolveLink(app.origin, link, "reel");
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("upstream_failed");
    expect(res.body.items).toBeUndefined();
  });

  it.each([["https://www.instagram.com/p/Missing1234/", 404, "not_found"]])(
    "answers %s with %s %s",
    async (link, status, code) => {
      const res = await resolveLink(app.origin, link, "post");
      expect(res.status).toBe(status);
      expect(res.body.error?.code).toBe(code);
    },
  );

  it("builds a new session when Instagram refuses the cached tokens, once", async () => {
    ig.revokeTokens();
    const from = ig.web.requests.length;
    const { status } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/CVAksOjMuQu/",
      "post",
    );
    expect(status).toBe(200);
    expect(asked(from)).toEqual([
      "POST /api/graphql",
      "GET /",
      "GET /api/v1/web/get_ruling_for_content/",
      "POST /api/graphql",
    ]);
  });

  it("shares one new session between lookups that arrive together", async () => {
    ig.revokeTokens();
    const from = ig.web.requests.length;
    const links = ["CVAksOjMuQu", "CrGkUHUL7_y", "CAG3E8-A3wf"].map(
      (code) => `https://www.instagram.com/p/${code}/`,
    );
    const answers = await Promise.all(links.map((link) => resolveLink(app.origin, link, "post")));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(asked(from).filter((r) => r === "GET /")).toHaveLength(1);
  });

  it("follows a share link's redirect while it stays on Instagram", async () => {
    const ok = await resolveLink(
      app.origin,
      "https://www.instagram.com/share/reel/BAHxyz9Qk1/",
      "reel",
    );
    expect(ok.body.items?.[0]).toMatchObject({
      type: "video",
      filename: "instagram-reel-CAG3E8-A3wf.mp4",
    });
    const away = await resolveLink(
      app.origin,
      "https://www.instagram.com/share/reel/BAHevil0000/",
      "reel",
    );
    expect(away.body.error?.code).toBe("unsupported_link");
  });

  it("counts each method's outcomes by name and code, holding no link", () => {
    const counts = methodOutcomeCounts();
    const count = (method: string, outcome: string) =>
      counts.find((c) => c.provider === "builtin" && c.method === method && c.outcome === outcome)
        ?.count ?? 0;
    expect(count("instagram.polaris", "items")).toBeGreaterThanOrEqual(3);
    expect(count("instagram.page_json", "items")).toBeGreaterThanOrEqual(2);
    expect(count("instagram.og_tags", "upstream_failed")).toBeGreaterThanOrEqual(1);
    expect(count("resolve", "items")).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(counts)).not.toMatch(/instagram\.com|127\.0\.0\.1|CVAksOjMuQu/);
  });
});

describe("built-in Instagram extractor, when Instagram asks the server to slow down", () => {
  const app = useMediaApp(env);

  it("answers 429 with Retry-After, and asks Instagram nothing more until the cool-down ends", async () => {
    const res = await fetch(`${app.origin}/api/resolve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "https://www.instagram.com/p/Limited1234/", kind: "post" }),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(15);
    expect(retryAfter).toBeLessThanOrEqual(20);
    const body = (await res.json()) as {
      error: { code: string; message: string; retryAfter: number };
    };
    expect(body.error).toEqual({
      code: "rate_limited",
      reason: "rate_limited_wait",
      params: { wait: retryAfter },
      message: `The platform is limiting requests right now. Please try again in ${retryAfter} seconds.`,
      retryAfter,
    });
    // The server's only egress is cooling down: another post is not asked for at all.
    const from = ig.web.requests.length;
    const next = await resolveLink(app.origin, "https://www.instagram.com/p/CrGkUHUL7_y/", "post");
    expect(next.status).toBe(429);
    expect(asked(from)).toEqual([]);
  });
});

describe("built-in Instagram extractor, the volatile values come from configuration", () => {
  const app = useMediaApp(() =>
    env({ INSTAGRAM_POLARIS_DOC_ID: "1111", INSTAGRAM_USER_AGENT: "Mozilla/5.0 Test/1" }),
  );

  it("sends the configured query id and user agent (a stale id fails over to the page)", async () => {
    const from = ig.web.requests.length;
    const { body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/CVAksOjMuQu/",
      "post",
    );
    expect(body.items).toHaveLength(6);
    expect(asked(from)).toContain("GET /p/CVAksOjMuQu/");
    const query = ig.web.requests.slice(from).find((r) => r.url === "/api/graphql");
    expect(query?.headers["user-agent"]).toBe("Mozilla/5.0 Test/1");
    expect(query?.headers["sec-ch-ua"]).toBeUndefined();
  });
});
