import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import { bytesOf, probeBytes } from "../../../test-support/media-files.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { startTumblr, type TumblrStandIn } from "../../../test-support/stand-ins/tumblr.js";

/**
 * The built-in Tumblr extractor against a stand-in of Tumblr's API as cobalt a636575b asks it
 * (test-support/stand-ins/tumblr.ts, decision 079).
 */
let tumblr: TumblrStandIn;
const apps: Running[] = [];

beforeAll(async () => {
  tumblr = await startTumblr();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await tumblr?.close();
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  TUMBLR_API_ORIGIN: tumblr.api.origin,
  ...extra,
});

async function fileOf(app: { origin: string }, path: string | undefined): Promise<Buffer> {
  const res = await fetchTunnel(app, path);
  expect(res.status).toBe(200);
  return bytesOf(res);
}

async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp(env(extra));
  apps.push(app);
  return app;
}

describe("built-in Tumblr extractor (the API as the iPhone app asks it)", () => {
  const app = useMediaApp(() => env());

  it("gives a blog host's video post from one API request with the app's key and headers", async () => {
    const before = tumblr.api.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://garfield-69.tumblr.com/post/696499862852780032/some-slug",
      "post",
    );
    expect(status).toBe(200);
    const asked = tumblr.api.requests.slice(before);
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]?.url ?? "", "http://x");
    expect(url.pathname).toBe("/v2/blog/garfield-69.tumblr.com/posts/696499862852780032/permalink");
    expect(url.searchParams.get("api_key")).toBe(tumblr.key);
    expect(asked[0]?.headers["user-agent"]).toBe("Tumblr/iPhone/33.3/333010/17.3.1/tumblr");
    expect(asked[0]?.headers["x-version"]).toBe("iPhone/33.3/333010/17.3.1/tumblr");
    expect(body.items?.map((i) => [i.type, i.filename, i.width, i.height])).toEqual([
      ["video", "tumblr-696499862852780032.mp4", 640, 360],
    ]);
    const video = await fileOf(app, body.items?.[0]?.download);
    expect(video.equals(tumblr.files.video)).toBe(true);
    expect(probeBytes(video, "v.mp4")).toEqual({ width: 640, height: 360, audio: "aac" });
  });

  it("lists a reblog's items from its trail first, then its own, with one ZIP", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.tumblr.com/rongzhi/707729381162958848/english-added-by-me?source=share",
      "post",
    );
    expect(body.items?.map((i) => [i.type, i.filename, i.width])).toEqual([
      ["video", "tumblr-707729381162958848-1.mp4", 640],
      ["photo", "tumblr-707729381162958848-2.jpg", 640],
      ["photo", "tumblr-707729381162958848-3.jpg", 400],
    ]);
    const photo = await fileOf(app, body.items?.[2]?.download);
    expect(probeBytes(photo, "p.jpg")).toMatchObject({ width: 400, height: 360 });
    expect(body.archive?.filename).toBe("tumblr-707729381162958848.zip");
    const asked = tumblr.api.requests.at(-1)?.url ?? "";
    expect(asked).toContain("/v2/blog/rongzhi.tumblr.com/posts/707729381162958848/permalink");
  });

  it("gives every photo of a photo set at its largest size, each with a smaller preview", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.tumblr.com/blog/view/someblog/100000000000000001",
      "post",
    );
    expect(body.items?.map((i) => [i.type, i.width, i.height])).toEqual([
      ["photo", 640, 360],
      ["photo", 480, 360],
      ["photo", 400, 360],
    ]);
    const files = await Promise.all((body.items ?? []).map((i) => fileOf(app, i.download)));
    expect(files.map((f, i) => f.equals(tumblr.files.jpegs[i] as Buffer))).toEqual([
      true,
      true,
      true,
    ]);
    expect((await fetchTunnel(app, body.items?.[0]?.thumbnail)).status).toBe(200);
  });

  it("gives a sound Tumblr hosts as its MP3, and a video post's sound on the audio screen", async () => {
    const song = await resolveLink(
      app.origin,
      "https://at.tumblr.com/firebuug/770611154490998784/n7x7pr7x4w2b",
      "audio",
    );
    expect(song.body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "tumblr-audio-770611154490998784.mp3",
    });
    const mp3 = await fileOf(app, song.body.items?.[0]?.download);
    expect(mp3.equals(tumblr.files.mp3)).toBe(true);
    const sound = await resolveLink(
      app.origin,
      "https://garfield-69.tumblr.com/post/696499862852780032",
      "audio",
    );
    const converted = await fileOf(app, sound.body.items?.[0]?.download);
    expect(probeBytes(converted, "s.mp3")).toEqual({ audio: "mp3" });
  });

  it("says a post with only another site's player has nothing to download, and a removed post is not found", async () => {
    const external = await resolveLink(
      app.origin,
      "https://someblog.tumblr.com/post/100000000000000002",
      "post",
    );
    expect(external.status).toBe(404);
    expect(external.body.error).toMatchObject({ code: "not_found", reason: "no_media" });
    const gone = await resolveLink(
      app.origin,
      "https://someblog.tumblr.com/post/100000000000000003",
      "post",
    );
    expect(gone.status).toBe(404);
    expect(gone.body.error?.code).toBe("not_found");
  });

  it("an answer without the timeline, or a 503, is Tumblr's failure, never 'not found'", async () => {
    for (const id of ["100000000000000007", "100000000000000006"]) {
      const { status, body } = await resolveLink(
        app.origin,
        `https://someblog.tumblr.com/post/${id}`,
        "post",
      );
      expect(status, id).not.toBe(404);
      expect(body.error?.code, id).toBe("upstream_failed");
    }
  });
});

describe("Tumblr pushing back", () => {
  it("a 429 rests the address with Tumblr's Retry-After", async () => {
    const app = await freshApp();
    const first = await resolveLink(
      app.origin,
      "https://x.tumblr.com/post/100000000000000005",
      "post",
    );
    expect(first.status).toBe(429);
    expect(first.body.error?.retryAfter).toBeGreaterThan(20);
    const before = tumblr.api.requests.length;
    const next = await resolveLink(
      app.origin,
      "https://garfield-69.tumblr.com/post/696499862852780032",
      "post",
    );
    expect(next.status).toBe(429);
    expect(tumblr.api.requests.length).toBe(before);
  });

  it("a dashboard-only blog is that post's wall after one probe; the address still serves", async () => {
    const app = await freshApp({
      TUMBLR_PROBE_URL: "https://garfield-69.tumblr.com/post/696499862852780032",
    });
    const before = tumblr.api.requests.length;
    const walled = await resolveLink(
      app.origin,
      "https://x.tumblr.com/post/100000000000000004",
      "post",
    );
    expect(walled.status).toBe(403);
    expect(walled.body.error?.code).toBe("login_required");
    expect(tumblr.api.requests.length - before).toBe(2);
    const next = await resolveLink(
      app.origin,
      "https://www.tumblr.com/someblog/100000000000000001",
      "post",
    );
    expect(next.status).toBe(200);
  });

  it("one visitor pasting dashboard-only posts at the visitor limit does not cost anyone else Tumblr", async () => {
    const app = await freshApp({ RESOLVE_CACHE_SECONDS: "0", LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) =>
      String(200_000_000_000_000_000n + BigInt(i)),
    );
    for (const id of refused) tumblr.posts.set(id, "dashboard");
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map((id) => `https://hidden.tumblr.com/post/${id}`),
      ["696499862852780032", "100000000000000001"].map(
        (id) => `https://garfield-69.tumblr.com/post/${id}`,
      ),
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
  });

  it("a key Tumblr no longer accepts rests the address (the probe is refused too), never 'not found'", async () => {
    const app = await freshApp({ TUMBLR_API_KEY: "retiredKey0000000000000000" });
    const { status, body } = await resolveLink(
      app.origin,
      "https://garfield-69.tumblr.com/post/696499862852780032",
      "post",
    );
    expect(status).not.toBe(404);
    expect(body.error?.code).not.toBe("not_found");
  });
});
