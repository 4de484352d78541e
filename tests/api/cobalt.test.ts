import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../server/api/keys.js";
import { openTicket } from "../../server/media/tunnel/token.js";
import { type RunningServer, startHttpApp } from "../../test-support/in-process/http-app.js";
import { answerValidator, lintOpenApi } from "../../test-support/openapi-check.js";
import {
  type InstagramStandIn,
  instagramEnv,
  startInstagramStandIn,
} from "../../test-support/stand-ins/instagram.js";
import {
  makeYoutubeMedia,
  startYoutube,
  type YoutubeStandIn,
} from "../../test-support/stand-ins/youtube.js";
import { CobaltClient } from "../../test-support/third-party/cobalt-api/client.js";

/**
 * cobalt's protocol at /api/cobalt (docs/decisions/045-cobalt-protocol.md) against the whole
 * app in this process, Instagram and YouTube played by their stand-ins: a cobalt client
 * written by someone else, run unchanged, then the protocol's answers one by one, and the
 * OpenAPI document checked and held against real answers.
 */
const REEL = "https://www.instagram.com/reel/CrGkUHUL7_y/";
const CAROUSEL = "https://www.instagram.com/p/CVAksOjMuQu/";
const VIDEO = "https://www.youtube.com/watch?v=M4gD1WSo5mA";
const SECRET = "security-test-secret-long-enough-0123456789";

let ig: InstagramStandIn;
let youtube: YoutubeStandIn;
let app: RunningServer;
let key: string;
let document: Record<string, unknown>;

beforeAll(async () => {
  const media = makeYoutubeMedia(1);
  [ig, youtube] = await Promise.all([startInstagramStandIn(), startYoutube(media)]);
  youtube.answers.set("M4gD1WSo5mA", { VISIONOS: "player-visionos-M4gD1WSo5mA.json" });
  youtube.answers.set("PrivateVid1", { "*": "reel_item_watch-android-private.json" });
  app = await startHttpApp({
    ...instagramEnv(ig),
    YOUTUBE_ORIGIN: youtube.origin,
    API_TUNNEL_TTL_SECONDS: "7200",
  });
  key = (await createApiKey(app.db, { name: "bots", perMinute: 500 })).secret;
  document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Record<string, unknown>;
  // Media made by ffmpeg and three servers: minutes on a 2-core machine shared by many files.
}, 180_000);
afterAll(async () => {
  await app?.close();
  await Promise.all([ig?.close(), youtube?.close()]);
});

/** POST to cobalt's endpoint as its clients do, with this file's key unless `headers` says. */
function cobalt(body: unknown, headers: Record<string, string> = {}, path = "/api/cobalt/") {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      authorization: `Api-Key ${key}`,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, never> };
}

describe("a cobalt client written by someone else (@cute/cobalt-api, unchanged)", () => {
  let client: CobaltClient;
  beforeAll(() => {
    client = new CobaltClient(`${app.url}/api/cobalt/`, key);
  });

  it("reads the instance: cobalt's version, and the services from the platform registry", async () => {
    const info = await client.getInstanceInfo();
    expect(info.cobalt.version).toBe("11.7.1");
    expect(info.cobalt.services).toEqual(expect.arrayContaining(["instagram", "youtube"]));
    expect(info.cobalt.startTime).toMatch(/^\d{13}$/);
  });

  it("downloads a reel with its exact bytes", async () => {
    const { response, file } = await client.processAndDownload({ url: REEL });
    expect(response).toMatchObject({
      status: "tunnel",
      filename: "instagram-reel-CrGkUHUL7_y.mp4",
    });
    expect(Buffer.from(file as ArrayBuffer).equals(ig.clip)).toBe(true);
  });

  it("gets a carousel as a picker and downloads each item with its exact bytes", async () => {
    const result = await client.process({ url: CAROUSEL });
    if (result.status !== "picker") throw new Error(`expected a picker, got ${result.status}`);
    expect(result.picker.map((p) => p.type)).toEqual(["video", ...Array(5).fill("photo")]);
    for (const item of result.picker) {
      const bytes = Buffer.from(await client.downloadFromTunnel(item.url));
      expect(bytes.equals(item.type === "video" ? ig.clip : ig.jpeg)).toBe(true);
    }
  });

  it("downloads a YouTube video: the very file the site's own screen gets", async () => {
    const { response, file } = await client.processAndDownload({ url: VIDEO });
    expect(response).toMatchObject({ status: "tunnel", filename: "youtube-M4gD1WSo5mA-1080p.mp4" });
    const site = await fetch(`${app.url}/api/resolve`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.0.1" },
      body: JSON.stringify({ url: VIDEO, kind: "reel" }),
    });
    const { items } = (await site.json()) as { items: { download: string }[] };
    const own = Buffer.from(await (await fetch(`${app.url}${items[0]?.download}`)).arrayBuffer());
    const bytes = Buffer.from(file as ArrayBuffer);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(bytes.equals(own)).toBe(true);
  });
});

describe("cobalt's protocol", () => {
  it("tells the instance at both spellings of the path, unlimited and open to any origin", async () => {
    const [slash, bare] = await Promise.all(
      ["/api/cobalt/", "/api/cobalt"].map((p) => fetch(`${app.url}${p}`)),
    );
    const info = (await slash?.json()) as { cobalt: { url: string } };
    expect(await bare?.json()).toEqual(info);
    expect(info.cobalt.url).toBe(`${app.url}/api/cobalt/`);
    expect(slash?.headers.get("access-control-allow-origin")).toBe("*");
    expect(slash?.headers.get("ratelimit-limit")).toBeNull();
  });

  it("answers a reel as an absolute tunnel on PUBLIC_URL with draft-6 limits, also without the slash", async () => {
    const res = await cobalt({ url: REEL }, {}, "/api/cobalt");
    const { status, body } = await answer(res);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["filename", "status", "url"]);
    expect(String(body.url)).toMatch(new RegExp(`^${app.url}/api/tunnel/[\\w-]+$`));
    expect(res.headers.get("ratelimit-limit")).toBe("500");
    expect(res.headers.get("ratelimit-policy")).toBe("500;w=60");
    expect(Number(res.headers.get("ratelimit-remaining"))).toBeLessThan(500);
    expect(Number(res.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    // Bots download later: API_TUNNEL_TTL_SECONDS, not the site's TUNNEL_TTL_SECONDS.
    const ticket = openTicket(String(body.url).split("/").at(-1) as string, SECRET);
    expect(ticket.e - Date.now() / 1000).toBeGreaterThan(7100);
    // A caller without a key is a visitor: the site's own 15 minutes (issue 36, item 9).
    const anonymous = await answer(
      await fetch(`${app.url}/api/cobalt/`, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify({ url: REEL }),
      }),
    );
    const visitor = openTicket(String(anonymous.body.url).split("/").at(-1) as string, SECRET);
    expect(visitor.e - Date.now() / 1000).toBeLessThanOrEqual(900);
  });

  it("serves the tunnel with a real length on HEAD, ranges, and the file's name", async () => {
    const { body } = await answer(await cobalt({ url: REEL }));
    const head = await fetch(String(body.url), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(ig.clip.length));
    expect(head.headers.get("content-disposition")).toBe(
      "attachment; filename=instagram-reel-CrGkUHUL7_y.mp4",
    );
    expect(head.headers.get("access-control-expose-headers")).toContain("Content-Disposition");
    const part = await fetch(String(body.url), { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(ig.clip.subarray(0, 100))).toBe(true);
  });

  it("estimates the length of a muxed YouTube file, picks qualities and sound formats", async () => {
    const muxed = await answer(await cobalt({ url: VIDEO, videoQuality: "720" }));
    expect(muxed.body.filename).toBe("youtube-M4gD1WSo5mA-720p.mp4");
    const head = await fetch(String(muxed.body.url), { method: "HEAD" });
    expect(head.headers.get("content-length")).toBeNull();
    expect(Number(head.headers.get("estimated-content-length"))).toBe(18_005_730 + 11_664_965);
    const got = await fetch(String(muxed.body.url));
    expect(got.headers.get("estimated-content-length")).toBe(String(18_005_730 + 11_664_965));
    expect((await got.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const vp9 = await answer(await cobalt({ url: VIDEO, youtubeVideoCodec: "vp9" }));
    expect(vp9.body.filename).toBe("youtube-M4gD1WSo5mA-360p-vp9.webm");
    const sounds = await Promise.all(
      ["best", "mp3", "opus", "wav"].map(async (audioFormat) => {
        const { body } = await answer(
          await cobalt({ url: VIDEO, downloadMode: "audio", audioFormat }),
        );
        return body.filename;
      }),
    );
    expect(sounds).toEqual([
      "youtube-audio-M4gD1WSo5mA.m4a",
      "youtube-audio-M4gD1WSo5mA.mp3",
      "youtube-audio-M4gD1WSo5mA.opus",
      "youtube-audio-M4gD1WSo5mA.mp3",
    ]);
  });

  it("ignores fields it does not know, cobalt's removed ones too, and reads localProcessing: true", async () => {
    const { status, body } = await answer(
      await cobalt({ url: REEL, twitterGif: true, tiktokH265: true, localProcessing: true }),
    );
    expect([status, body.status]).toEqual([200, "tunnel"]);
  });

  it.each([
    ["no link", {}, "error.api.link.missing", undefined],
    ["a link that is no URL", { url: "not a url" }, "error.api.invalid_body", undefined],
    [
      "a host no platform reads",
      { url: "https://example.com/x" },
      "error.api.link.invalid",
      undefined,
    ],
    [
      "a page of a platform that is no post",
      { url: "https://www.instagram.com/explore/" },
      "error.api.link.unsupported",
      { service: "instagram" },
    ],
    [
      "a value outside an enum",
      { url: REEL, videoQuality: "1081" },
      "error.api.invalid_body",
      undefined,
    ],
    [
      "a number for a string",
      { url: REEL, videoQuality: 1080 },
      "error.api.invalid_body",
      undefined,
    ],
    [
      "a private video",
      { url: "https://youtu.be/PrivateVid1" },
      "error.api.content.video.private",
      undefined,
    ],
  ])("refuses %s with cobalt's code and 400", async (_what, request, code, context) => {
    const { status, body } = await answer(await cobalt(request));
    expect(status).toBe(400);
    expect(body).toEqual({ status: "error", error: context ? { code, context } : { code } });
  });

  it("refuses a body that is not JSON, and a Content-Type that is not JSON", async () => {
    expect((await answer(await cobalt("{nope"))).body).toEqual({
      status: "error",
      error: { code: "error.api.invalid_body" },
    });
    const plain = await answer(await cobalt({ url: REEL }, { "content-type": "text/plain" }));
    expect(plain).toEqual({
      status: 400,
      body: { status: "error", error: { code: "error.api.header.content_type" } },
    });
  });

  it("refuses keys it does not know with cobalt's auth codes", async () => {
    const unknown = await answer(
      await cobalt({ url: REEL }, { authorization: `Api-Key rdk_${"A".repeat(43)}` }),
    );
    expect(unknown.body).toEqual({
      status: "error",
      error: { code: "error.api.auth.key.not_found" },
    });
    const malformed = await answer(
      await cobalt(
        { url: REEL },
        { authorization: "Api-Key 3c5a9e5f-5a4b-4c4d-8e8f-000000000000" },
      ),
    );
    expect(malformed.body).toEqual({
      status: "error",
      error: { code: "error.api.auth.key.invalid" },
    });
  });

  it("answers 429 with Retry-After and rate_exceeded once a key's minute is spent", async () => {
    const small = (await createApiKey(app.db, { name: "small", perMinute: 2 })).secret;
    const headers = { authorization: `Api-Key ${small}` };
    for (let i = 0; i < 2; i++) expect((await cobalt({ url: REEL }, headers)).status).toBe(200);
    const refused = await cobalt({ url: REEL }, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(await refused.json()).toEqual({
      status: "error",
      error: { code: "error.api.rate_exceeded", context: { limit: 60 } },
    });
  });

  it("counts each link of a batch against the key's limit (issue 35)", async () => {
    const few = (await createApiKey(app.db, { name: "few", perMinute: 3 })).secret;
    const res = await fetch(`${app.url}/api/resolve/batch`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${few}` },
      body: JSON.stringify({ urls: [REEL, REEL, REEL, REEL] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-policy")).toContain("3");
    const { rows } = (await res.json()) as { rows: { error?: { code: string } }[] };
    expect(rows.map((row) => row.error?.code ?? "items")).toEqual([
      "items",
      "items",
      "items",
      "rate_limited",
    ]);
    const spent = await fetch(`${app.url}/api/resolve/batch`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${few}` },
      body: JSON.stringify({ urls: [REEL] }),
    });
    expect(spent.status).toBe(429);
  });

  it("answers a preflight from another origin", async () => {
    const res = await fetch(`${app.url}/api/cobalt/`, {
      method: "OPTIONS",
      headers: {
        origin: "https://bot.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toContain("Authorization");
  });
});

describe("the OpenAPI document", () => {
  it("lints clean under Redocly's recommended rules", async () => {
    expect(await lintOpenApi(document)).toEqual([]);
  });

  it("describes the real answers of the lookups, the cobalt endpoint and their refusals", async () => {
    const validator = answerValidator(document);
    const check = async (path: string, res: Response) => {
      const body: unknown = await res.json();
      return validator.check(path, "post", res.status, body);
    };
    const resolve = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${app.url}/api/resolve`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.9.0.2", ...headers },
        body: JSON.stringify(body),
      });
    const post = (path: string, body: unknown) =>
      fetch(`${app.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.9.0.3" },
        body: JSON.stringify(body),
      });
    const answers: [string, Promise<Response>][] = [
      [
        "/api/resolve/batch",
        post("/api/resolve/batch", { urls: [CAROUSEL, "https://example.com/x"] }),
      ],
      ["/api/resolve/batch", post("/api/resolve/batch", { urls: Array(21).fill(REEL) })],
      [
        "/api/collection",
        post("/api/collection", { url: "https://www.youtube.com/watch?v=M4gD1WSo5mA" }),
      ],
      ["/api/resolve", resolve({ url: CAROUSEL, kind: "post" })],
      ["/api/resolve", resolve({ url: VIDEO, kind: "audio" })],
      ["/api/resolve", resolve({ url: "https://example.com/x", kind: "reel" })],
      ["/api/resolve", resolve({ url: REEL, kind: "nope" })],
      ["/api/resolve", resolve({ url: REEL, kind: "reel" }, { authorization: "Bearer nope" })],
      ["/api/cobalt", cobalt({ url: CAROUSEL })],
      ["/api/cobalt", cobalt({ url: VIDEO })],
      ["/api/cobalt", cobalt({})],
    ];
    const statuses: number[] = [];
    for (const [path, pending] of answers) {
      const res = await pending;
      statuses.push(res.status);
      expect(await check(path, res)).toEqual([]);
    }
    expect(statuses).toEqual([200, 400, 422, 200, 200, 422, 400, 401, 200, 200, 400]);
    const info = await fetch(`${app.url}/api/cobalt/`);
    expect(validator.check("/api/cobalt", "get", 200, await info.json())).toEqual([]);
    // The check can fail: a picker without its items is not a cobalt answer.
    expect(validator.check("/api/cobalt", "post", 200, { status: "picker" })).not.toEqual([]);
  });
});
