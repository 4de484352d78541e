import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../../server/config.js";
import { clientFor } from "../../../server/media/client/run.js";
import { MediaError } from "../../../server/media/errors.js";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { toItems } from "../../../server/media/items.js";
import { parseLink } from "../../../server/media/links.js";
import type { Kind, MediaCandidate } from "../../../server/media/lookup.js";
import { siteNames } from "../../../server/media/platforms/platform.js";
import { qualityItem } from "../../../server/media/qualities.js";
import { playlistCandidate } from "../../../server/media/segments/candidate.js";
import { startMediaApp } from "../../../test-support/in-process/media-app.js";
import { probeFile } from "../../../test-support/probe.js";
import { readZip } from "../../../test-support/read-zip.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { makeHls, startStreamCdn } from "../../../test-support/stand-ins/segmented.js";

/**
 * HLS through the tunnel (decision 072): a master playlist made by the real ffmpeg, read by
 * playlistCandidate through Loom's client, each quality downloaded from our tunnel as one MP4
 * (or MP3/M4A) that ffprobe reads whole.
 */
let cdn: Awaited<ReturnType<typeof startStreamCdn>>;
let app: Running & { config: Config };
const dir = mkdtempSync(join(tmpdir(), "rd-hls-test-"));

beforeAll(async () => {
  const files = await makeHls({ sizes: ["1280x720", "640x360"], seconds: 12, segmentSeconds: 2 });
  cdn = await startStreamCdn(files);
  app = await startMediaApp({ MEDIA_ALLOW_PRIVATE_HOSTS: "true", LOOM_ORIGIN: cdn.origin });
}, 120_000);

afterAll(async () => {
  await Promise.all([cdn?.close(), app?.close()]);
});

function client() {
  const policy = new UpstreamPolicy(app.config).scoped({ platform: "loom" });
  return clientFor(
    { name: "loom" },
    { config: app.config, policy, signal: AbortSignal.timeout(20_000) },
  );
}

async function candidate(path: string, kind: Kind = "reel"): Promise<MediaCandidate> {
  return playlistCandidate(client(), `${cdn.origin}${path}`, kind);
}

/** The item's qualities as the resolver makes them: each its sealed tunnel link. */
function item(found: MediaCandidate, kind: Kind = "reel") {
  if (!found.qualities) throw new Error("no qualities");
  return qualityItem(
    { platform: "loom", id: "abc", kind, names: siteNames("loom") },
    { ...found, qualities: found.qualities },
    true,
    () => undefined,
  );
}

async function download(path: string, name: string) {
  const res = await fetch(`${app.origin}${path}`);
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return { res, file };
}

describe("playlistCandidate on an HLS master playlist", () => {
  it("offers each variant by the short side, the best up to 1080p by default, sound from its rendition", async () => {
    const found = await candidate("/hls/master.m3u8");
    expect(found.type).toBe("video");
    const labels = found.qualities?.map((q) => [q.label, q.default === true]);
    expect(labels).toEqual([
      ["720p", true],
      ["360p", false],
    ]);
    const best = found.qualities?.[0];
    expect(best?.segmented?.format).toBe("hls");
    expect(best?.url).toBe(`${cdn.origin}/hls/v720/index.m3u8`);
    expect(best?.audioUrl).toBe(`${cdn.origin}/hls/audio/index.m3u8`);
    // Sized from the playlist's length and the variant's bandwidth.
    expect(best?.approxBytes).toBeGreaterThan(0);
  });

  it("offers the sound as MP3 (default) and M4A for the audio screen", async () => {
    const found = await candidate("/hls/master.m3u8", "audio");
    expect(found.type).toBe("audio");
    expect(found.qualities?.map((q) => [q.label, q.ext, q.url])).toEqual([
      ["MP3", "mp3", `${cdn.origin}/hls/audio/index.m3u8`],
      ["M4A", "m4a", `${cdn.origin}/hls/audio/index.m3u8`],
    ]);
  });

  it("takes a media playlist as one quality", async () => {
    const found = await candidate("/hls/v360/index.m3u8");
    expect(found.qualities).toHaveLength(1);
    expect(found.qualities?.[0]?.url).toBe(`${cdn.origin}/hls/v360/index.m3u8`);
  });
});

describe("the tunnel relays an HLS quality as one file", () => {
  it("muxes the 720p variant and its audio rendition into an MP4 ffprobe reads whole", async () => {
    const found = await candidate("/hls/master.m3u8");
    const chosen = item(found).qualities?.find((q) => q.label === "720p");
    const { res, file } = await download(chosen?.download ?? "", "720p.mp4");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("accept-ranges")).toBe("none");
    expect(res.headers.get("content-length")).toBeNull();
    expect(Number(res.headers.get("estimated-content-length"))).toBeGreaterThan(0);
    const probed = probeFile(file);
    expect(probed.seconds).toBeGreaterThan(11);
    expect(probed.seconds).toBeLessThan(13);
    expect(probed.streams).toEqual([
      { type: "video", codec: "h264", width: 1280, height: 720 },
      { type: "audio", codec: "aac" },
    ]);
  }, 60_000);

  it("converts the sound to MP3, and copies it to M4A", async () => {
    const found = await candidate("/hls/master.m3u8", "audio");
    const qualities = item(found, "audio").qualities ?? [];
    const mp3 = await download(qualities[0]?.download ?? "", "sound.mp3");
    expect(mp3.res.headers.get("content-type")).toBe("audio/mpeg");
    const m4a = await download(qualities[1]?.download ?? "", "sound.m4a");
    expect(m4a.res.headers.get("content-type")).toBe("audio/mp4");
    expect(probeFile(mp3.file).streams).toEqual([{ type: "audio", codec: "mp3" }]);
    expect(probeFile(m4a.file).streams).toEqual([{ type: "audio", codec: "aac" }]);
    expect(probeFile(m4a.file).seconds).toBeGreaterThan(11);
  }, 60_000);

  it("answers HEAD from the playlists alone, and refuses a Range past the start", async () => {
    const found = await candidate("/hls/master.m3u8");
    const download = item(found).download;
    const before = cdn.hits.get("/hls/v720/s000.ts") ?? 0;
    const head = await fetch(`${app.origin}${download}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("estimated-content-length"))).toBeGreaterThan(0);
    expect(cdn.hits.get("/hls/v720/s000.ts") ?? 0).toBe(before);
    const ranged = await fetch(`${app.origin}${download}`, { headers: { range: "bytes=1000-" } });
    expect(ranged.status).toBe(416);
    expect(ranged.headers.get("accept-ranges")).toBe("none");
    expect(((await ranged.json()) as { error: { code: string } }).error.code).toBe(
      "range_unsupported",
    );
  }, 60_000);
});

describe("what the playlist's answer set", () => {
  it("sends the CDN's cookie with every segment", async () => {
    cdn.cookies.set("/hls/master.m3u8", "CloudFront-Signature=sig1; Path=/");
    try {
      const found = await candidate("/hls/master.m3u8");
      expect(found.headers?.cookie).toBe("CloudFront-Signature=sig1");
      const seen = cdn.requests.length;
      const res = await fetch(`${app.origin}${item(found).download}`);
      await res.arrayBuffer();
      const segments = cdn.requests.slice(seen).filter((r) => r.url.endsWith(".ts"));
      expect(segments.length).toBeGreaterThan(0);
      for (const r of segments) expect(r.headers.cookie).toBe("CloudFront-Signature=sig1");
    } finally {
      cdn.cookies.clear();
    }
  }, 60_000);
});

describe("items of a post made of segmented streams", () => {
  it("downloads each in its default quality, MP4-named, and all in one ZIP made by ffmpeg", async () => {
    const found = await candidate("/hls/master.m3u8");
    const link = parseLink(`https://www.loom.com/share/${"ab12".repeat(8)}`);
    const answer = await toItems(link, "post", [found, found]);
    // Each entry made from its segments as its own download is (076 amendment).
    const zip = await fetch(`${app.origin}${answer.archive?.download}`);
    expect(zip.status).toBe(200);
    const entries = await readZip(Buffer.from(await zip.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual(answer.items.map((i) => i.filename));
    for (const entry of entries) {
      const file = join(dir, `zip-${entry.name}`);
      writeFileSync(file, entry.data);
      expect(probeFile(file).streams.map((s) => s.height)).toEqual([720, undefined]);
    }
    expect(answer.items.map((i) => i.filename)).toEqual([
      `loom-${"ab12".repeat(8)}-1.mp4`,
      `loom-${"ab12".repeat(8)}-2.mp4`,
    ]);
    const { file } = await download(answer.items[1]?.download ?? "", "second.mp4");
    expect(probeFile(file).streams.map((s) => s.height)).toEqual([720, undefined]);
    // The audio screen takes the sound of the stream's default quality.
    const sound = await toItems(link, "audio", [found, found]);
    const mp3 = await download(sound.items[0]?.download ?? "", "post.mp3");
    expect(probeFile(mp3.file).streams).toEqual([{ type: "audio", codec: "mp3" }]);
  }, 60_000);
});

describe("refusals before any segment", () => {
  it("refuses a DRM playlist with drm_protected", async () => {
    cdn.edits.set(
      "/hls/drm.m3u8",
      [
        "#EXTM3U",
        "#EXT-X-VERSION:5",
        "#EXT-X-TARGETDURATION:2",
        '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://key-id",KEYFORMAT="com.apple.streamingkeydelivery",KEYFORMATVERSIONS="1"',
        "#EXTINF:2,",
        "v720/s000.ts",
        "#EXT-X-ENDLIST",
      ].join("\n"),
    );
    const error = await candidate("/hls/drm.m3u8").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe("drm_protected");
  });

  it("refuses a live playlist (no end yet)", async () => {
    cdn.edits.set(
      "/hls/live.m3u8",
      ["#EXTM3U", "#EXT-X-TARGETDURATION:2", "#EXTINF:2,", "v720/s000.ts"].join("\n"),
    );
    const error = await candidate("/hls/live.m3u8").catch((e: unknown) => e);
    expect((error as MediaError).code).toBe("live_stream");
  });
});
