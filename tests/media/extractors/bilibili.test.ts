import { mkdtempSync } from "node:fs";
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
import { bytesOf, probeAudioCodec, saveAs } from "../../../test-support/media-files.js";
import { probeStreams } from "../../../test-support/probe-streams.js";
import {
  type BilibiliStandIn,
  bilibiliEnv,
  startBilibili,
} from "../../../test-support/stand-ins/bilibili.js";

/**
 * The built-in bilibili extractor against a stand-in answering as bilibili does logged out
 * (test-support/stand-ins/bilibili.ts). Why: docs/decisions/083-bilibili.md
 */
let bili: BilibiliStandIn;
const dir = mkdtempSync(join(tmpdir(), "rd-bili-test-"));

beforeAll(async () => {
  bili = await startBilibili();
  const videos: [string, Parameters<typeof bili.videos.set>[1]][] = [
    ["BV13x41117TL", "ready"],
    ["BV1bK411W797", "parts"],
    ["BV18i4y1m7xV", "ready"],
    ["BV1uu411z7VV", "ready"],
    ["BV1ApiRefuse", "api-refused"],
    ["BV1Removed00", "removed"],
    ["BV1Login0000", "login"],
    ["BV1Geo000000", "geo"],
    ["BV1Busy00000", "rate-limited"],
    ["BV1Broken000", "server-error"],
    ["BV1Changed00", "changed"],
  ];
  for (const [id, scenario] of videos) bili.videos.set(id, scenario);
  bili.avs.set("av170001", "BV18i4y1m7xV");
  bili.shorts.set("av32430100", "/video/BV1uu411z7VV");
}, 60_000);
afterAll(() => bili?.close());

describe("built-in bilibili extractor, logged out", () => {
  const app = useMediaApp(() => bilibiliEnv(bili));

  it("gives 1080p from the signed play API (try_look), video and sound muxed, HEVC left out", async () => {
    const nav = bili.tally.get("nav");
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.bilibili.com/video/BV18i4y1m7xV/?spm_id_from=333.788",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(
      item?.qualities?.map((q) => [q.label, q.codec, q.container, q.default ?? false]),
    ).toEqual([
      ["1080p", "h264", "mp4", true],
      ["480p", "h264", "mp4", false],
    ]);
    expect(item?.filename).toBe("bilibili-BV18i4y1m7xV-1080p.mp4");
    // As yt-dlp asks logged out: DASH in every codec, try_look, the player's fingerprint fields.
    const asked = bili.playurls.at(-1);
    expect(asked?.get("fnval")).toBe("4048");
    expect(asked?.get("try_look")).toBe("1");
    expect(asked?.get("dm_img_list")).toBe("[]");
    expect(asked?.get("w_rid")).toMatch(/^[0-9a-f]{32}$/);
    expect(bili.tally.get("nav") - nav).toBeLessThanOrEqual(1);
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "1080p.mp4"));
    expect(probeStreams(file)).toEqual(["h264,1920,1080", "aac"]);
    // The CDN was asked with the player's Referer (it refuses anything else).
    expect(bili.tally.get("cdn:v1080.m4s")).toBeGreaterThan(0);
    expect(bili.tally.get("cdn:audio.m4s")).toBeGreaterThan(0);
    const thumb = await fetchTunnel(app, item?.thumbnail);
    expect((await bytesOf(thumb)).equals(bili.files.jpeg)).toBe(true);
  });

  it("reads an av link by its page, named by the id pasted", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "http://www.bilibili.com/video/av170001/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("bilibili-av170001-1080p.mp4");
  });

  it("gives the part a ?p= names, through that part's cid", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.bilibili.com/video/BV1bK411W797?p=3&spm_id_from=333.788.videopod.episodes",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("bilibili-BV1bK411W797_p3-1080p.mp4");
    const cid = Number(bili.playurls.at(-1)?.get("cid"));
    expect(bili.tally.get(`playurl:BV1bK411W797:${cid}`)).toBe(1);
    const first = await resolveLink(
      app.origin,
      "https://www.bilibili.com/video/BV1bK411W797",
      "reel",
    );
    expect(Number(bili.playurls.at(-1)?.get("cid"))).toBe(cid - 2);
    expect(first.body.items?.[0]?.filename).toBe("bilibili-BV1bK411W797-1080p.mp4");
  });

  it("follows a b23.tv short link to the video it names", async () => {
    const { status, body } = await resolveLink(app.origin, "https://b23.tv/av32430100", "reel");
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("bilibili-BV1uu411z7VV-1080p.mp4");
  });

  it("falls back to the page's own 480p when the play API refuses", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://m.bilibili.com/video/BV1ApiRefuse",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.qualities?.map((q) => q.label)).toEqual(["480p"]);
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "480p.mp4"));
    expect(probeStreams(file)).toEqual(["h264,852,480", "aac"]);
  });

  it("gives the sound as MP3 for the audio screen", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.bilibili.com/video/BV13x41117TL",
      "audio",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.qualities?.map((q) => [q.label, q.default ?? false])).toEqual([
      ["MP3", true],
      ["M4A", false],
    ]);
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "sound.mp3"));
    expect(probeAudioCodec(file)).toBe("mp3");
  });

  it.each([
    ["BV1Removed00", 404, "not_found"],
    ["BV1Login0000", 403, "login_required"],
    ["BV1Geo000000", 451, "geo_blocked"],
    ["BV1Broken000", 424, "upstream_failed"],
    ["BV1Changed00", 424, "upstream_failed"],
    ["BV1Nothing00", 404, "not_found"],
  ] as const)("%s answers %i %s", async (id, code, error) => {
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.bilibili.com/video/${id}`,
      "reel",
    );
    expect([status, body.error?.code]).toEqual([code, error]);
  });

  it("refuses a short link that leads nowhere", async () => {
    const { status, body } = await resolveLink(app.origin, "https://b23.tv/Nowhere1", "reel");
    expect([status, body.error?.code]).toEqual([404, "not_found"]);
  });
});

describe("bilibili pushing back", () => {
  const app = useMediaApp(() => bilibiliEnv(bili));

  it("reads the risk page as its rate limit: the address rests, never 'not found'", async () => {
    const first = await resolveLink(
      app.origin,
      "https://www.bilibili.com/video/BV1Busy00000",
      "reel",
    );
    expect([first.status, first.body.error?.code]).toEqual([429, "rate_limited"]);
    const before = bili.tally.get("page:127.0.0.1");
    const second = await resolveLink(
      app.origin,
      "https://www.bilibili.com/video/BV1uu411z7VV",
      "reel",
    );
    expect(second.body.error?.code).toBe("rate_limited");
    expect(bili.tally.get("page:127.0.0.1")).toBe(before);
  });
});

describe("a visitor pasting refused bilibili videos", () => {
  it("costs no one else bilibili (lookup cache off)", async () => {
    const app = await startMediaApp({
      ...bilibiliEnv(bili),
      RESOLVE_CACHE_SECONDS: "0",
      LOOKUPS_IN_FLIGHT: "64",
    });
    try {
      const refused = Array.from({ length: 24 }, (_, i) => {
        const id = `BV1Lgn${String(i).padStart(6, "0")}`;
        bili.videos.set(id, "login");
        return `https://www.bilibili.com/video/${id}`;
      });
      const { theirs, others } = await refusedVisitorBesideOthers(
        app,
        refused,
        ["BV13x41117TL", "BV18i4y1m7xV", "BV1uu411z7VV"].map(
          (id) => `https://www.bilibili.com/video/${id}`,
        ),
        "reel",
      );
      expect(others).toHaveLength(8);
      expect(others.every((a) => a.status === 200)).toBe(true);
      expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});
