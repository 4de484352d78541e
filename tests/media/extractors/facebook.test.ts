import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import { bytesOf, probeAudioCodec, probeBytes, saveAs } from "../../../test-support/media-files.js";
import { readZip } from "../../../test-support/read-zip.js";
import {
  DECOY_ID,
  type FacebookStandIn,
  facebookEnv,
  POST_MEDIA,
  PROBE_ID,
  startFacebookStandIn,
} from "../../../test-support/stand-ins/facebook.js";
import { startHttpProxy } from "../../../test-support/stand-ins/forward-proxies.js";

/**
 * The built-in Facebook extractor against a local stand-in answering as Facebook does logged
 * out in 2026 (test-support/stand-ins/facebook.ts). Why: docs/decisions/048-facebook.md
 */
let fb: FacebookStandIn;
/** Posts of the stand-in (decision 086): two videos and a photo; one video removed; walled. */
const POST = "pfbid02TwoVideosOnePhotoAbc";
const POST_REMOVED = "pfbid02OneVideoRemovedAbcd";
const POST_LOGIN = "4440000000000099";
const dir = mkdtempSync(join(tmpdir(), "rd-fb-"));

beforeAll(async () => {
  fb = await startFacebookStandIn();
  const videos: [string, Parameters<typeof fb.videos.set>[1]][] = [
    ["1195289147628387", "reel"],
    ["3676516585958356", "delivery"],
    ["588631943886661", "dash-only"],
    ["730293269054758", "reel-page-only"],
    ["111000000000001", "reel"],
    ["111000000000002", "reel"],
    ["111000000000003", "reel"],
    ["111000000000004", "reel"],
    ["222000000000001", "login-form"],
    ["222000000000002", "login-redirect"],
    ["222000000000003", "rate-limited"],
    ["222000000000004", "blocked"],
    ["222000000000005", "gone"],
    ["222000000000006", "not-found"],
    ["222000000000007", "login-form"],
    ["222000000000008", "server-error"],
    ["222000000000009", "changed"],
  ];
  for (const [id, variant] of videos) fb.videos.set(id, variant);
  fb.shares.set("JFZfPVgLkiJQmWrr", { id: "111000000000001", form: "reel" });
  fb.shares.set("1AQTkKfH1u", { id: "111000000000002", form: "watch", via: "login-next" });
  fb.shares.set("PaGeShArE1", { id: "111000000000003", form: "reel", via: "page" });
  fb.short_links.set("t9OUh0xJDE", { id: "111000000000004", header: "location" });
  fb.short_links.set("LiNkHeAdEr", { id: "1195289147628387", header: "link" });
  fb.shares.set("FiVeOhTwo1", { id: "111000000000001", form: "reel", status: 502 });
  fb.shares.set("ElseWhere1", { id: "dQw4w9WgXcQ", form: "reel", via: "elsewhere" });
  fb.posts.set(POST, "post");
  fb.posts.set(POST_REMOVED, "post-one-removed");
  fb.posts.set(POST_LOGIN, "post-login");
  fb.shares.set("PoStShArE1", { id: POST, form: "post" });
});
afterAll(() => fb?.close());

/** What the web origin was asked since `from`, as "METHOD /path?query". */
function asked(from: number): string[] {
  return fb.web.requests.slice(from).map((r) => `${r.method} ${r.url}`);
}

/** The CDN paths fetched since `from`. */
function cdnPaths(from: number): string[] {
  return fb.cdn.requests.slice(from).map((r) => r.url.split("?")[0] ?? "");
}

function streams(file: string): string[] {
  return execFileSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", file],
    { encoding: "utf8" },
  )
    .trim()
    .split("\n");
}

describe("built-in Facebook extractor, logged out (2026 pages)", () => {
  const app = useMediaApp(() => facebookEnv(fb));

  it("offers a reel's progressive MP4s and its DASH qualities, 720p progressive chosen, byte for byte", async () => {
    const from = fb.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/1195289147628387/?mibextid=rS40aB7S9Ucbxw6v",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.type).toBe("video");
    // The progressive files' heights come from their signed encoding tag (HD) or Facebook's
    // SD figure; a DASH quality of the same height steps aside for the file needing no work.
    expect(
      item?.qualities?.map((q) => [q.label, q.codec, q.container, q.default ?? false]),
    ).toEqual([
      ["1080p", "h264", "mp4", false],
      ["720p", "h264", "mp4", true],
      ["360p", "h264", "mp4", false],
    ]);
    expect(item?.filename).toBe("facebook-1195289147628387-720p.mp4");
    // One page, the reel's own; never the "up next" reel that leads the page.
    expect(asked(from)).toEqual(["GET /reel/1195289147628387/"]);
    const cdnFrom = fb.cdn.requests.length;
    const hd = await bytesOf(await fetchTunnel(app, item?.download));
    expect(hd.equals(fb.media.hd)).toBe(true);
    expect(cdnPaths(cdnFrom)).toEqual(["/v/1195289147628387/hd.mp4"]);
    // Facebook's video servers get yt-dlp's crawler user agent, not a browser's.
    expect(fb.cdn.requests.at(-1)?.headers["user-agent"]).toBe("facebookexternalhit/1.1");
    const sd = item?.qualities?.find((q) => q.label === "360p");
    expect((await bytesOf(await fetchTunnel(app, sd?.download))).equals(fb.media.sd)).toBe(true);
    const thumb = await fetchTunnel(app, item?.thumbnail);
    expect((await bytesOf(thumb)).equals(fb.media.jpeg)).toBe(true);
  });

  it("muxes a DASH quality's video with the manifest's sound into one MP4", async () => {
    const from = fb.web.requests.length;
    const { body } = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/1195289147628387",
      "reel",
    );
    // Looked up before, and its signed URLs (`oe`) still good: Facebook is not asked again.
    expect(fb.web.requests.length).toBe(from);
    const q1080 = body.items?.[0]?.qualities?.find((q) => q.label === "1080p");
    expect(q1080?.filename).toBe("facebook-1195289147628387-1080p.mp4");
    const cdnFrom = fb.cdn.requests.length;
    const file = await saveAs(await fetchTunnel(app, q1080?.download), join(dir, "1080p.mp4"));
    expect(streams(file)).toEqual(["h264", "aac"]);
    expect(cdnPaths(cdnFrom).sort()).toEqual([
      "/v/1195289147628387/audio.m4a",
      "/v/1195289147628387/dash-1080.mp4",
    ]);
  });

  it("reads the newer delivery response of a page's video link", async () => {
    const from = fb.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://web.facebook.com/radiokicksfm/videos/3676516585958356/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.qualities?.map((q) => q.label)).toEqual(["1080p", "720p", "360p"]);
    expect(asked(from)).toEqual(["GET /watch/?v=3676516585958356"]);
    const hd = await bytesOf(await fetchTunnel(app, body.items?.[0]?.download));
    expect(hd.equals(fb.media.hd)).toBe(true);
  });

  it("offers a DASH-only video muxed, 1080p chosen, from a URL-encoded manifest", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.facebook.com/watch?v=588631943886661",
      "reel",
    );
    expect(status).toBe(200);
    const qualities = body.items?.[0]?.qualities ?? [];
    expect(qualities.map((q) => [q.label, q.default ?? false])).toEqual([
      ["1080p", true],
      ["720p", false],
      ["360p", false],
    ]);
    const file = await saveAs(
      await fetchTunnel(app, body.items?.[0]?.download),
      join(dir, "dash.mp4"),
    );
    expect(streams(file)).toEqual(["h264", "aac"]);
  });

  it("reads the reel page when the watch page carries only another video", async () => {
    const from = fb.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.facebook.com/watch/?v=730293269054758",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("facebook-730293269054758-720p.mp4");
    expect(asked(from)).toEqual(["GET /watch/?v=730293269054758", "GET /reel/730293269054758/"]);
  });

  it("follows a /share/r/ link once and gives the reel it names, not the page's first", async () => {
    const from = fb.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://web.facebook.com/share/r/JFZfPVgLkiJQmWrr/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("facebook-111000000000001-720p.mp4");
    expect(asked(from)).toEqual(["GET /share/r/JFZfPVgLkiJQmWrr/", "GET /reel/111000000000001/"]);
    const cdnFrom = fb.cdn.requests.length;
    await bytesOf(await fetchTunnel(app, body.items?.[0]?.download));
    expect(cdnPaths(cdnFrom)).toEqual(["/v/111000000000001/hd.mp4"]);
    expect(cdnPaths(0)).not.toContain(`/v/${DECOY_ID}/hd.mp4`);
  });

  it("reads a share link sent through the login page, and one answered with its page", async () => {
    const viaLogin = await resolveLink(
      app.origin,
      "https://www.facebook.com/share/v/1AQTkKfH1u/",
      "reel",
    );
    expect(viaLogin.body.items?.[0]?.filename).toBe("facebook-111000000000002-720p.mp4");
    const viaPage = await resolveLink(
      app.origin,
      "https://www.facebook.com/share/r/PaGeShArE1/",
      "reel",
    );
    expect(viaPage.body.items?.[0]?.filename).toBe("facebook-111000000000003-720p.mp4");
  });

  it("follows fb.watch through its Location, or through its Link header", async () => {
    const from = fb.short.requests.length;
    const byLocation = await resolveLink(app.origin, "https://fb.watch/t9OUh0xJDE/", "reel");
    expect(byLocation.body.items?.[0]?.filename).toBe("facebook-111000000000004-720p.mp4");
    const byLink = await resolveLink(app.origin, "https://fb.watch/LiNkHeAdEr", "reel");
    expect(byLink.body.items?.[0]?.filename).toBe("facebook-1195289147628387-720p.mp4");
    expect(fb.short.requests.slice(from).map((r) => r.url)).toEqual([
      "/t9OUh0xJDE/",
      "/LiNkHeAdEr/",
    ]);
  });

  it("gives the sound alone on the audio screen, as MP3", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/1195289147628387",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "facebook-audio-1195289147628387.mp3",
    });
    const file = await saveAs(
      await fetchTunnel(app, body.items?.[0]?.download),
      join(dir, "sound.mp3"),
    );
    expect(probeAudioCodec(file)).toBe("mp3");
  });

  it("says a video behind the login form needs a login, and one taken down is not found", async () => {
    const login = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/222000000000001",
      "reel",
    );
    expect(login.status).toBe(403);
    expect(login.body.error?.code).toBe("login_required");
    const gone = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/222000000000005",
      "reel",
    );
    expect(gone.status).toBe(404);
    expect(gone.body.error?.code).toBe("not_found");
    const missing = await resolveLink(
      app.origin,
      "https://www.facebook.com/watch/?v=222000000000006",
      "reel",
    );
    expect(missing.body.error?.code).toBe("not_found");
  });
});

describe("Facebook pushing back on the address", () => {
  const app = useMediaApp(() => facebookEnv(fb));

  it("rests the address on a 429, tells when to come back, and asks no more until then", async () => {
    const from = fb.web.requests.length;
    const refused = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/222000000000003",
      "reel",
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe("rate_limited");
    expect(refused.body.error?.retryAfter).toBeGreaterThanOrEqual(100);
    // One request: a refusal is about who asked, so the other page is not tried.
    expect(asked(from)).toEqual(["GET /reel/222000000000003/"]);
    const next = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/111000000000004",
      "reel",
    );
    expect(next.body.error?.code).toBe("rate_limited");
    expect(fb.web.requests.length).toBe(from + 1);
  });
});

describe("Facebook's walls: the video's or the address's, told by a probe", () => {
  it("a redirect to the login page for one video is that video's answer: nothing rests", async () => {
    // The server's own address only: were it rested, the next lookup would answer 429.
    const app = await startMediaApp(facebookEnv(fb));
    try {
      const from = fb.web.requests.length;
      const walled = await resolveLink(
        app.origin,
        "https://www.facebook.com/reel/222000000000002",
        "reel",
      );
      expect(walled.status).toBe(403);
      expect(walled.body.error?.code).toBe("login_required");
      // Both pages met the wall; then one probe of a public reel through the same address.
      expect(asked(from).filter((r) => !r.startsWith("GET /login"))).toEqual([
        "GET /reel/222000000000002/",
        "GET /watch/?v=222000000000002",
        `GET /reel/${PROBE_ID}/`,
      ]);
      const next = await resolveLink(
        app.origin,
        "https://www.facebook.com/reel/111000000000003",
        "reel",
      );
      expect(next.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("a wall meant for the address (the probe is walled too) rests it, and the next address answers", async () => {
    const proxy = await startHttpProxy("127.0.0.9");
    const app = await startMediaApp({ ...facebookEnv(fb), MEDIA_PROXIES: proxy.url });
    fb.walled.add("127.0.0.1");
    const from = fb.web.requests.length;
    try {
      const { status } = await resolveLink(
        app.origin,
        "https://www.facebook.com/reel/111000000000002",
        "reel",
      );
      expect(status).toBe(200);
      const again = await resolveLink(
        app.origin,
        "https://www.facebook.com/reel/111000000000003",
        "reel",
      );
      expect(again.status).toBe(200);
      const byAddress = (address: string) =>
        fb.web.requests
          .slice(from)
          .filter((r) => r.remote === address && !r.url.startsWith("/login")).length;
      // The walled address: the reel's two pages and the probe's two, then nothing more.
      expect(byAddress("127.0.0.1")).toBeLessThanOrEqual(4);
      expect(byAddress("127.0.0.9")).toBeGreaterThanOrEqual(2);
    } finally {
      fb.walled.delete("127.0.0.1");
      await app.close();
      await proxy.close();
    }
  });

  it("one visitor pasting refused videos at the visitor limit does not cost anyone else Facebook (lookup cache off)", async () => {
    // All at once here (a visitor's minute in one burst): the bound on lookups in flight is
    // not what this measures.
    const app = await startMediaApp({
      ...facebookEnv(fb),
      RESOLVE_CACHE_SECONDS: "0",
      LOOKUPS_IN_FLIGHT: "64",
    });
    try {
      const refused = Array.from(
        { length: 24 },
        (_, i) => `3330000000000${String(i).padStart(2, "0")}`,
      );
      for (const id of refused) fb.videos.set(id, "login-redirect");
      const publicReels = ["111000000000001", "111000000000003", "1195289147628387"];
      const from = fb.web.requests.length;
      const { theirs, others } = await refusedVisitorBesideOthers(
        app,
        refused.map((id) => `https://www.facebook.com/reel/${id}`),
        publicReels.map((id) => `https://www.facebook.com/reel/${id}`),
        "reel",
      );
      expect(others).toHaveLength(8);
      expect(others.every((a) => a.status === 200)).toBe(true);
      expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
      // Two pages per refused video, one per public reel, and at most one probe.
      const pages = fb.web.requests.slice(from).filter((r) => !r.url.startsWith("/login")).length;
      expect(pages).toBeLessThanOrEqual(24 * 2 + 8 + 1);
    } finally {
      await app.close();
    }
  });
});

describe("Facebook failing, and answers naming other hosts", () => {
  const app = useMediaApp(() => facebookEnv(fb));

  it("a 5xx page is the platform's failure (the next provider's turn), never 'not found'", async () => {
    const failed = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/222000000000008",
      "reel",
    );
    expect(failed.status).toBe(424);
    expect(failed.body.error?.code).toBe("upstream_failed");
    const share = await resolveLink(
      app.origin,
      "https://www.facebook.com/share/r/FiVeOhTwo1/",
      "reel",
    );
    expect(share.body.error?.code).not.toBe("not_found");
  });

  it("a page whose format changed is the method's failure", async () => {
    const changed = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/222000000000009",
      "reel",
    );
    expect(changed.body.error?.code).toBe("upstream_failed");
  });

  it("a share link leading to another site is not followed there", async () => {
    const before = fb.requests();
    const elsewhere = await resolveLink(
      app.origin,
      "https://www.facebook.com/share/v/ElseWhere1/",
      "reel",
    );
    expect(elsewhere.body.error?.code).toBe("unsupported_link");
    expect(fb.requests() - before).toBe(1);
  });
});

describe("Facebook's temporary block page", () => {
  const app = useMediaApp(() => facebookEnv(fb));

  it("reads CometErrorRoot as pushback", async () => {
    const refused = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/222000000000004",
      "reel",
    );
    expect(refused.body.error?.code).toBe("rate_limited");
  });
});

describe("Facebook with a signed-in session (FACEBOOK_COOKIES_FILE)", () => {
  const cookies = join(dir, "facebook-cookies.txt");
  writeFileSync(cookies, "# one session per line\nc_user=100000000000001; xs=12%3Aabc; datr=x\n");
  const app = useMediaApp(() => ({ ...facebookEnv(fb), FACEBOOK_COOKIES_FILE: cookies }));

  it("reads a video behind the login form with the session, after the logged-out page", async () => {
    const from = fb.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.facebook.com/reel/222000000000007",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("facebook-222000000000007-720p.mp4");
    const sent = fb.web.requests.slice(from).map((r) => Boolean(r.headers.cookie));
    // Logged out: the reel page and the watch page; a probe of a public reel through the same
    // address (the wall was this video's: the address is served); then the session's reel page.
    expect(sent).toEqual([false, false, false, true]);
    expect(fb.web.requests.at(-1)?.headers.cookie).toContain("c_user=100000000000001");
  });
});

describe("Facebook posts of several videos (decision 086)", () => {
  const app = useMediaApp(() => facebookEnv(fb));

  it("lists a post's videos and photo in the post's order, each video in its qualities, and one ZIP byte for byte", async () => {
    const from = fb.web.requests.length;
    const cdnFrom = fb.cdn.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.facebook.com/beastcamp/posts/${POST}?rdid=x`,
      "post",
    );
    expect(status).toBe(200);
    // One page, the post's own; the "up next" reel leading the page is not the post's.
    expect(asked(from)).toEqual([`GET /beastcamp/posts/${POST}/`]);
    const items = body.items ?? [];
    expect(items.map((i) => [i.type, i.filename])).toEqual([
      ["video", `facebook-${POST}-1-720p.mp4`],
      ["photo", `facebook-${POST}-2.jpg`],
      ["video", `facebook-${POST}-3-720p.mp4`],
    ]);
    // Each video with its qualities (labels by the short side: the manifest's and the
    // progressive files'), the progressive 720p chosen.
    for (const video of [items[0], items[2]]) {
      expect(video?.qualities?.map((q) => [q.label, q.default ?? false])).toEqual([
        ["1080p", false],
        ["720p", true],
        ["360p", false],
      ]);
    }
    expect(items[1]).toMatchObject({ width: 180, height: 320 });
    // The chosen files: a landscape and a portrait video, each with its sound; the photo.
    const first = await bytesOf(await fetchTunnel(app, items[0]?.download));
    const photo = await bytesOf(await fetchTunnel(app, items[1]?.download));
    const second = await bytesOf(await fetchTunnel(app, items[2]?.download));
    expect(probeBytes(first, "a.mp4")).toEqual({ width: 320, height: 180, audio: "aac" });
    expect(probeBytes(second, "b.mp4")).toEqual({ width: 180, height: 320, audio: "aac" });
    expect(first.equals(fb.media.hd)).toBe(true);
    expect(second.equals(fb.media.portrait)).toBe(true);
    expect(photo.equals(fb.media.jpeg)).toBe(true);
    expect(cdnPaths(cdnFrom)).not.toContain(`/v/${DECOY_ID}/hd.mp4`);
    // 'Download all': both videos and the photo, in order, byte for byte through the tunnel.
    expect(body.archive?.filename).toBe(`facebook-${POST}.zip`);
    const zip = await fetchTunnel(app, body.archive?.download);
    expect(zip.status).toBe(200);
    const entries = await readZip(await bytesOf(zip));
    expect(entries.map((e) => e.name)).toEqual(items.map((i) => i.filename));
    expect(entries[0]?.data.equals(fb.media.hd)).toBe(true);
    expect(entries[1]?.data.equals(fb.media.jpeg)).toBe(true);
    expect(entries[2]?.data.equals(fb.media.portrait)).toBe(true);
  });

  it("muxes a post's video's DASH quality with its sound, as a single video's", async () => {
    const { body } = await resolveLink(
      app.origin,
      `https://www.facebook.com/beastcamp/posts/${POST}`,
      "post",
    );
    const q1080 = body.items?.[2]?.qualities?.find((q) => q.label === "1080p");
    expect(q1080?.filename).toBe(`facebook-${POST}-3-1080p.mp4`);
    const cdnFrom = fb.cdn.requests.length;
    const file = await saveAs(await fetchTunnel(app, q1080?.download), join(dir, "post-1080.mp4"));
    expect(streams(file)).toEqual(["h264", "aac"]);
    expect(cdnPaths(cdnFrom).sort()).toEqual([
      `/v/${POST_MEDIA.second}/audio.m4a`,
      `/v/${POST_MEDIA.second}/dash-1080.mp4`,
    ]);
  });

  it("gives the first video's sound on the audio screen", async () => {
    const cdnFrom = fb.cdn.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.facebook.com/beastcamp/posts/${POST}`,
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["audio", `facebook-audio-${POST}.mp3`],
    ]);
    const file = await saveAs(
      await fetchTunnel(app, body.items?.[0]?.download),
      join(dir, "post-sound.mp3"),
    );
    expect(probeAudioCodec(file)).toBe("mp3");
    expect(cdnPaths(cdnFrom)).toEqual([`/v/${POST_MEDIA.first}/audio.m4a`]);
  });

  it("leaves out a removed video and keeps the rest in order", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.facebook.com/permalink.php?story_fbid=${POST_REMOVED}&id=100040874179269`,
      "post",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["video", `facebook-${POST_REMOVED}-1-720p.mp4`],
      ["photo", `facebook-${POST_REMOVED}-2.jpg`],
    ]);
    const entries = await readZip(await bytesOf(await fetchTunnel(app, body.archive?.download)));
    expect(entries.map((e) => e.data.equals(fb.media.hd) || e.data.equals(fb.media.jpeg))).toEqual([
      true,
      true,
    ]);
  });

  it("follows a /share/p/ link to its post, and reads a group's post", async () => {
    const from = fb.web.requests.length;
    const shared = await resolveLink(
      app.origin,
      "https://www.facebook.com/share/p/PoStShArE1/",
      "post",
    );
    expect(shared.status).toBe(200);
    expect(shared.body.items?.map((i) => i.type)).toEqual(["video", "photo", "video"]);
    // The share asked once; the post it names was looked up above (the lookup cache answers).
    expect(asked(from)).toEqual(["GET /share/p/PoStShArE1/"]);
    const group = await resolveLink(
      app.origin,
      `https://www.facebook.com/groups/1645456212344334/permalink/${POST}/`,
      "post",
    );
    expect(group.body.items).toHaveLength(3);
  });

  it("says a post behind the login form needs a login, never giving the page's other reel", async () => {
    const walled = await resolveLink(
      app.origin,
      `https://www.facebook.com/beastcamp/posts/${POST_LOGIN}`,
      "post",
    );
    expect(walled.status).toBe(403);
    expect(walled.body.error?.code).toBe("login_required");
  });
});
