import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { lookUpAs, refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import { bytesOf, probeBytes } from "../../../test-support/media-files.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  type SoundcloudStandIn,
  startSoundcloud,
} from "../../../test-support/stand-ins/soundcloud.js";

/**
 * The built-in SoundCloud extractor against a stand-in of the site, its API, its short links and
 * its CDN as cobalt a636575b and yt-dlp 81ecd58b read them (test-support/stand-ins/soundcloud.ts,
 * decision 077).
 */
let sc: SoundcloudStandIn;
const apps: Running[] = [];

beforeAll(async () => {
  sc = await startSoundcloud();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await sc?.close();
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  SOUNDCLOUD_ORIGIN: sc.web.origin,
  SOUNDCLOUD_API_ORIGIN: sc.api.origin,
  SOUNDCLOUD_SHORT_ORIGIN: sc.short.origin,
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

/** API requests since `from`, as "<path> <client_id>". */
const apiAsked = (from: number) =>
  sc.api.requests.slice(from).map((r) => {
    const url = new URL(r.url, "http://x");
    return url.pathname;
  });

describe("built-in SoundCloud extractor", () => {
  const app = useMediaApp(() => env());
  beforeEach(() => {
    sc.home = "hydration";
  });

  it("gives a track's progressive MP3 byte for byte: the site read once for its client_id, then two API requests", async () => {
    const webBefore = sc.web.requests.length;
    const before = sc.api.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://soundcloud.com/l2share77/loona-butterfly?utm_source=clipboard&utm_medium=text&utm_campaign=social_sharing",
      "audio",
    );
    expect(status).toBe(200);
    expect(sc.web.requests.slice(webBefore).map((r) => r.url)).toEqual(["/"]);
    expect(apiAsked(before)).toEqual([
      "/resolve",
      "/media/soundcloud:tracks:1001/0f1e2d3c-mp3_0_0/stream/progressive",
    ]);
    const resolve = new URL(sc.api.requests[before]?.url ?? "", "http://x");
    expect(resolve.searchParams.get("url")).toBe(
      "https://soundcloud.com/l2share77/loona-butterfly",
    );
    expect(resolve.searchParams.get("client_id")).toBe(sc.clientId);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "soundcloud-l2share77-loona-butterfly.mp3",
    });
    const file = await fileOf(app, body.items?.[0]?.download);
    expect(file.equals(sc.mp3(1001))).toBe(true);
    expect(probeBytes(file, "t.mp3")).toEqual({ audio: "mp3" });
    // The cover, at 500 pixels (`-large` asked as `-t500x500`).
    const cover = await fileOf(app, body.items?.[0]?.thumbnail);
    expect(probeBytes(cover, "c.jpg")).toMatchObject({ width: 500, height: 500 });
  });

  it("gives the sound on the video screen too, from the mobile site", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://m.soundcloud.com/frums/credits",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["audio", "soundcloud-frums-credits.mp3"],
    ]);
    expect((await fileOf(app, body.items?.[0]?.download)).equals(sc.mp3(1002))).toBe(true);
  });

  it("reads a private link with its secret, and asks the stream with it", async () => {
    const before = sc.api.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://soundcloud.com/user-798052861/asdasdasdsdsd/s-9TqZ7edLJ90",
      "audio",
    );
    expect(status).toBe(200);
    const stream = new URL(sc.api.requests[before + 1]?.url ?? "", "http://x");
    expect(stream.searchParams.get("secret_token")).toBe("s-9TqZ7edLJ90");
    expect((await fileOf(app, body.items?.[0]?.download)).equals(sc.mp3(1003))).toBe(true);
    const without = await resolveLink(
      app.origin,
      "https://soundcloud.com/user-798052861/asdasdasdsdsd",
      "audio",
    );
    expect(without.body.error?.code).toBe("not_found");
  });

  it("lists a set's tracks in order, each a sound file, the Go+ one left out, with 'Download all'", async () => {
    const before = sc.api.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://soundcloud.com/the-concept-band/sets/the-royal-concept-ep",
      "post",
    );
    expect(status).toBe(200);
    // The stubs asked for in one request.
    const tracks = sc.api.requests
      .slice(before)
      .map((r) => new URL(r.url, "http://x"))
      .filter((u) => u.pathname === "/tracks");
    expect(
      tracks.map((u) => [u.searchParams.get("ids"), u.searchParams.get("playlistId")]),
    ).toEqual([["1002,1004,1008", "2001"]]);
    const id = "the-concept-band-the-royal-concept-ep";
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["audio", `soundcloud-${id}-1.mp3`],
      ["audio", `soundcloud-${id}-2.mp3`],
      ["audio", `soundcloud-${id}-3.mp3`],
    ]);
    const files = await Promise.all((body.items ?? []).map((i) => fileOf(app, i.download)));
    expect(files.map((f, i) => f.equals(sc.mp3([1001, 1002, 1008][i] as number)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(body.archive?.filename).toBe(`soundcloud-${id}.zip`);
    const zip = await fetchTunnel(app, body.archive?.download);
    expect(zip.status).toBe(200);
  });

  it("converts a track SoundCloud streams only as HLS AAC to MP3 through the segment relay, the M4A beside it", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://soundcloud.com/ethmusic/lostin-powers-she-so-heavy",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.type).toBe("audio");
    expect(item?.qualities?.map((q) => [q.label, q.filename, q.default])).toEqual([
      ["MP3", "soundcloud-ethmusic-lostin-powers-she-so-heavy.mp3", true],
      ["M4A", "soundcloud-ethmusic-lostin-powers-she-so-heavy.m4a", undefined],
    ]);
    const mp3 = await fileOf(app, item?.qualities?.[0]?.download);
    expect(probeBytes(mp3, "h.mp3")).toEqual({ audio: "mp3" });
    const m4a = await fileOf(app, item?.qualities?.[1]?.download);
    expect(probeBytes(m4a, "h.m4a")).toEqual({ audio: "aac" });
  });

  it("lists a set whose first track is HLS only: that item converted, the ZIP making it too (076 amendment)", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://soundcloud.com/ethmusic/sets/mixed",
      "post",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => i.filename)).toEqual([
      "soundcloud-ethmusic-mixed-1.mp3",
      "soundcloud-ethmusic-mixed-2.mp3",
    ]);
    const first = await fileOf(app, body.items?.[0]?.download);
    expect(probeBytes(first, "m1.mp3")).toEqual({ audio: "mp3" });
    expect((await fileOf(app, body.items?.[1]?.download)).equals(sc.mp3(1002))).toBe(true);
    expect(body.archive?.filename).toBe("soundcloud-ethmusic-mixed.zip");
  });

  it("follows an on.soundcloud.com short link once, inside the lookup, to a track or a set", async () => {
    const before = sc.short.requests.length;
    const track = await resolveLink(
      app.origin,
      "https://on.soundcloud.com/XHLLKSXRQ5yyGDuD9",
      "audio",
    );
    expect(track.body.items?.[0]?.filename).toBe("soundcloud-l2share77-loona-butterfly.mp3");
    const set = await resolveLink(app.origin, "https://on.soundcloud.com/AG4c", "post");
    expect(set.body.items).toHaveLength(3);
    expect(sc.short.requests.slice(before).map((r) => r.url)).toEqual([
      "/XHLLKSXRQ5yyGDuD9",
      "/AG4c",
    ]);
    const elsewhere = await resolveLink(
      app.origin,
      "https://on.soundcloud.com/Elsewhere1",
      "audio",
    );
    expect(elsewhere.body.error?.code).toBe("unsupported_link");
    const unknown = await resolveLink(app.origin, "https://on.soundcloud.com/Unknown9", "audio");
    expect(unknown.body.error?.code).toBe("not_found");
  });

  it("refuses a Go+ preview with its reason, a blocked track as the country's, a set of previews likewise", async () => {
    const preview = await resolveLink(
      app.origin,
      "https://soundcloud.com/dualipa/physical-feat-troye-sivan",
      "audio",
    );
    expect(preview.status).toBe(403);
    expect(preview.body.error).toMatchObject({
      code: "login_required",
      reason: "preview_only",
      message:
        "SoundCloud plays only a 30-second preview of this track without a Go+ subscription.",
    });
    const blocked = await resolveLink(
      app.origin,
      "https://soundcloud.com/gotye/somebody-2024-feat-kimbra",
      "audio",
    );
    expect(blocked.body.error?.code).toBe("geo_blocked");
    const set = await resolveLink(
      app.origin,
      "https://soundcloud.com/dualipa/sets/previews-only",
      "post",
    );
    expect(set.body.error).toMatchObject({ code: "login_required", reason: "preview_only" });
  });

  it("reads the client_id from the last of the site's scripts when the page has no hydration data", async () => {
    const own = await freshApp();
    sc.home = "scripts";
    // The id kept from earlier lookups is refused: the site is read again.
    sc.rotate();
    const before = sc.web.requests.length;
    const { status } = await resolveLink(
      own.origin,
      "https://soundcloud.com/frums/credits",
      "audio",
    );
    expect(status).toBe(200);
    expect(sc.web.requests.slice(before).map((r) => r.url)).toEqual(["/", "/assets/49-d4e5f6.js"]);
  });

  it("reads the client_id again once when SoundCloud rotated it, and keeps the new one", async () => {
    const own = await freshApp();
    expect(
      (await resolveLink(own.origin, "https://soundcloud.com/frums/credits", "audio")).status,
    ).toBe(200);
    sc.rotate();
    const before = sc.web.requests.length;
    const apiBefore = sc.api.requests.length;
    const { status } = await resolveLink(
      own.origin,
      "https://soundcloud.com/l2share77/loona-butterfly",
      "audio",
    );
    expect(status).toBe(200);
    expect(sc.web.requests.slice(before).map((r) => r.url)).toEqual(["/"]);
    expect(apiAsked(apiBefore)).toEqual([
      "/resolve",
      "/resolve",
      "/media/soundcloud:tracks:1001/0f1e2d3c-mp3_0_0/stream/progressive",
    ]);
  });

  it("a track refused with the site's current id is that track's wall: the site read once, the track asked once", async () => {
    const own = await freshApp();
    sc.statuses.set("/walled/track", 403);
    // The id is known to this process before the refusal.
    expect(
      (await resolveLink(own.origin, "https://soundcloud.com/frums/credits", "audio")).status,
    ).toBe(200);
    const web = sc.web.requests.length;
    const before = sc.api.requests.length;
    const { status, body } = await resolveLink(
      own.origin,
      "https://soundcloud.com/walled/track",
      "audio",
    );
    expect(status).toBe(403);
    expect(body.error?.code).toBe("login_required");
    expect(sc.web.requests.slice(web).map((r) => r.url)).toEqual(["/"]);
    const walled = sc.api.requests
      .slice(before)
      .filter((r) => new URL(r.url, "http://x").searchParams.get("url")?.endsWith("/walled/track"));
    expect(walled).toHaveLength(1);
  });

  it("an operator's SOUNDCLOUD_CLIENT_ID is used as it is: the site is not read", async () => {
    const own = await freshApp({ SOUNDCLOUD_CLIENT_ID: sc.clientId });
    const before = sc.web.requests.length;
    const { status } = await resolveLink(
      own.origin,
      "https://soundcloud.com/frums/credits",
      "audio",
    );
    expect(status).toBe(200);
    expect(sc.web.requests.length).toBe(before);
  });

  it("a removed track is not found; a 503 or an encrypted-only track is never 'not found'", async () => {
    sc.statuses.set("/gone/track", 404);
    sc.statuses.set("/busy/track", 503);
    const gone = await resolveLink(app.origin, "https://soundcloud.com/gone/track", "audio");
    expect(gone.status).toBe(404);
    const failed = await resolveLink(app.origin, "https://soundcloud.com/busy/track", "audio");
    expect(failed.body.error?.code).toBe("upstream_failed");
    const encrypted = await resolveLink(
      app.origin,
      "https://soundcloud.com/label/encrypted-only",
      "audio",
    );
    expect(encrypted.body.error).toMatchObject({
      code: "unsupported_link",
      reason: "drm_protected",
    });
  });
});

describe("SoundCloud pushing back", () => {
  it("a 429 rests the address with SoundCloud's Retry-After", async () => {
    const app = await freshApp();
    sc.statuses.set("/limited/track", 429);
    const first = await resolveLink(app.origin, "https://soundcloud.com/limited/track", "audio");
    expect(first.status).toBe(429);
    expect(first.body.error?.retryAfter).toBeGreaterThan(20);
    const before = sc.api.requests.length;
    const next = await resolveLink(app.origin, "https://soundcloud.com/frums/credits", "audio");
    expect(next.status).toBe(429);
    expect(sc.api.requests.length).toBe(before);
  });

  it("one visitor pasting Go+ tracks at the visitor limit does not cost anyone else SoundCloud", async () => {
    const app = await freshApp({ RESOLVE_CACHE_SECONDS: "0", LOOKUPS_IN_FLIGHT: "64" });
    for (let i = 0; i < 24; i++) {
      sc.tracks.set(3000 + i, { id: 3000 + i, user: "goplus", slug: `t${i}`, scenario: "preview" });
    }
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      Array.from({ length: 24 }, (_, i) => `https://soundcloud.com/goplus/t${i}`),
      ["l2share77/loona-butterfly", "frums/credits"].map((p) => `https://soundcloud.com/${p}`),
      "audio",
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    const after = await lookUpAs(
      app,
      "198.51.100.200",
      "https://soundcloud.com/frums/credits",
      "audio",
    );
    expect(after.status).toBe(200);
  });
});
