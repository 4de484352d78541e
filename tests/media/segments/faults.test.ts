import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../../server/config.js";
import { clientFor } from "../../../server/media/client/run.js";
import { MediaError } from "../../../server/media/errors.js";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import type { MediaCandidate } from "../../../server/media/lookup.js";
import { siteNames } from "../../../server/media/platforms/platform.js";
import { qualityItem } from "../../../server/media/qualities.js";
import { playlistCandidate } from "../../../server/media/segments/candidate.js";
import { ffmpegLimits, slotsInUse } from "../../../server/media/tunnel/encoders.js";
import { tunnelLimits } from "../../../server/media/tunnel/guard.js";
import { tunnelUrl } from "../../../server/media/tunnel/link.js";
import { startMediaApp } from "../../../test-support/in-process/media-app.js";
import { probeFile } from "../../../test-support/probe.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { makeHls, startStreamCdn } from "../../../test-support/stand-ins/segmented.js";

/**
 * What goes wrong with a segmented stream (decision 072): a segment that 404s or stalls midway
 * cuts the download visibly (never a hang, never a short file that looks whole), a playlist
 * naming a private address or another platform's host is refused before any byte, a clear-key
 * AES-128 stream is decrypted, and ten downloads at once stay within the ffmpeg budget.
 */
let cdn: Awaited<ReturnType<typeof startStreamCdn>>;
const dir = mkdtempSync(join(tmpdir(), "rd-faults-"));
const saved = { ...tunnelLimits, muxers: ffmpegLimits.muxers };

beforeAll(async () => {
  const [plain, locked] = await Promise.all([
    makeHls({ sizes: ["640x360"], seconds: 12, segmentSeconds: 2 }),
    makeHls({ sizes: ["640x360"], seconds: 6, segmentSeconds: 2, aes128: true }, "/aes"),
  ]);
  cdn = await startStreamCdn({ ...plain, ...locked });
}, 120_000);

afterAll(() => cdn?.close());

afterEach(() => {
  Object.assign(tunnelLimits, saved);
  ffmpegLimits.muxers = saved.muxers;
  cdn.faults.clear();
});

/** Reads a body to its end: the bytes, or the error that cut it. */
async function body(res: Response): Promise<{ bytes?: Buffer; cut?: unknown }> {
  try {
    return { bytes: Buffer.from(await res.arrayBuffer()) };
  } catch (cut) {
    return { cut };
  }
}

describe("on Loom's hosts (stand-ins at private addresses allowed)", () => {
  let app: Running & { config: Config };
  beforeAll(async () => {
    app = await startMediaApp({ MEDIA_ALLOW_PRIVATE_HOSTS: "true", LOOM_ORIGIN: cdn.origin });
  });
  afterAll(() => app?.close());

  const candidate = (path: string): Promise<MediaCandidate> => {
    const policy = new UpstreamPolicy(app.config).scoped({ platform: "loom" });
    const client = clientFor(
      { name: "loom" },
      { config: app.config, policy, signal: AbortSignal.timeout(20_000) },
    );
    return playlistCandidate(client, `${cdn.origin}${path}`, "reel");
  };
  const download = async (path: string) => {
    const found = await candidate(path);
    if (!found.qualities) throw new Error("no qualities");
    const item = qualityItem(
      { platform: "loom", id: "abc", kind: "reel", names: siteNames("loom") },
      { ...found, qualities: found.qualities },
      true,
      () => undefined,
    );
    return `${app.origin}${item.download}`;
  };

  it("cuts the download when a segment answers 404 midway", async () => {
    const url = await download("/hls/master.m3u8");
    cdn.faults.set("/hls/v360/s004.ts", "late-404");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const { bytes, cut } = await body(res);
    expect(bytes).toBeUndefined();
    expect(String(cut)).toMatch(/terminated/);
  }, 60_000);

  it("cuts the download when a segment stalls midway, within the transfer deadlines", async () => {
    tunnelLimits.graceMs = 300;
    tunnelLimits.rateWindowMs = 700;
    tunnelLimits.minBytesPerSecond = 1024;
    const url = await download("/hls/master.m3u8");
    cdn.faults.set("/hls/v360/s003.ts", "stall-midway");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const { bytes, cut } = await body(res);
    expect(bytes).toBeUndefined();
    expect(cut).toBeDefined();
  }, 60_000);

  it("answers 504 when the first segment never answers, within the first-output deadline", async () => {
    tunnelLimits.firstOutputMs = 1500;
    const url = await download("/hls/master.m3u8");
    cdn.faults.set("/hls/v360/s000.ts", "stall");
    const res = await fetch(url);
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("timeout");
  }, 30_000);

  it("answers a playlist that fails before the first byte with a clear error, not a file", async () => {
    const url = await download("/hls/master.m3u8");
    cdn.faults.set("/hls/v360/index.m3u8", "404");
    const res = await fetch(url);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_failed");
  });

  it("refuses a master naming another platform's host before asking it", async () => {
    cdn.edits.set(
      "/hls/elsewhere.m3u8",
      [
        "#EXTM3U",
        '#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=640x360,CODECS="avc1.64001f,mp4a.40.2"',
        "https://video.twimg.com/ext_tw_video/1/pu/pl/640x360/a.m3u8",
      ].join("\n"),
    );
    const error = await candidate("/hls/elsewhere.m3u8").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).code).toBe("upstream_failed");
  });

  it("refuses a media playlist whose segments are on another platform's host, before any segment", async () => {
    cdn.edits.set(
      "/hls/foreign-media.m3u8",
      [
        "#EXTM3U",
        "#EXT-X-TARGETDURATION:2",
        "#EXTINF:2,",
        "v360/s000.ts",
        "#EXTINF:2,",
        "https://v16-webapp.tiktok.com/video/s001.ts",
        "#EXT-X-ENDLIST",
      ].join("\n"),
    );
    const before = cdn.hits.get("/hls/v360/s000.ts") ?? 0;
    const error = await candidate("/hls/foreign-media.m3u8").catch((e: unknown) => e);
    expect((error as MediaError).code).toBe("upstream_failed");
    // And a ticket sealed for it (say, before the playlist changed) fetches no segment either.
    const ticket = tunnelUrl({
      platform: "loom",
      url: `${cdn.origin}/hls/foreign-media.m3u8`,
      filename: "x.mp4",
      processing: "mux",
      output: "mp4",
      segmented: { format: "hls" },
    });
    const res = await fetch(`${app.origin}${ticket}`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_refused");
    expect(cdn.hits.get("/hls/v360/s000.ts") ?? 0).toBe(before);
  });

  it("decrypts a clear-key AES-128 stream", async () => {
    const url = await download("/aes/master.m3u8");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const file = join(dir, "aes.mp4");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const probed = probeFile(file);
    expect(probed.streams.map((s) => s.type)).toEqual(["video", "audio"]);
    expect(probed.seconds).toBeGreaterThan(5);
    // The key was asked once per playlist, not once per segment.
    expect(cdn.hits.get("/aes/key.bin")).toBeLessThanOrEqual(4);
  }, 60_000);

  it("runs ten downloads at once within the ffmpeg budget: the rest are told to come back", async () => {
    ffmpegLimits.muxers = 3;
    const url = await download("/hls/master.m3u8");
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, slotsInUse("muxers"));
    }, 5);
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const res = await fetch(url);
        const file = join(dir, `crowd-${index}.mp4`);
        if (res.status === 200) writeFileSync(file, Buffer.from(await res.arrayBuffer()));
        else await res.arrayBuffer();
        return { status: res.status, retry: res.headers.get("retry-after"), file };
      }),
    );
    clearInterval(sampler);
    expect(most).toBeLessThanOrEqual(3);
    const served = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(served.length + busy.length).toBe(10);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const answer of busy) expect(answer.retry).toBe("10");
    for (const answer of served) expect(probeFile(answer.file).seconds).toBeGreaterThan(11);
    expect(slotsInUse("muxers")).toBe(0);
  }, 90_000);
});

describe("at private addresses (MEDIA_ALLOW_PRIVATE_HOSTS=false)", () => {
  let app: Running & { config: Config };
  beforeAll(async () => {
    // The operator's provider is trusted at its own (local) origin; nothing else private is.
    app = await startMediaApp({
      MEDIA_PROVIDERS: "rapidapi",
      RAPIDAPI_KEY: "k",
      RAPIDAPI_HOST: "instagram-downloader.example",
      RAPIDAPI_BASE_URL: cdn.origin,
    });
  });
  afterAll(() => app?.close());

  it("refuses a playlist naming a private address before any byte", async () => {
    cdn.edits.set(
      "/hls/private.m3u8",
      [
        "#EXTM3U",
        "#EXT-X-TARGETDURATION:2",
        "#EXTINF:2,",
        "http://169.254.169.254/latest/s000.ts",
        "#EXTINF:2,",
        "http://10.0.0.7/s001.ts",
        "#EXT-X-ENDLIST",
      ].join("\n"),
    );
    const ticket = tunnelUrl({
      platform: "instagram",
      provider: "rapidapi",
      url: `${cdn.origin}/hls/private.m3u8`,
      filename: "x.mp4",
      processing: "mux",
      output: "mp4",
      segmented: { format: "hls" },
    });
    const res = await fetch(`${app.origin}${ticket}`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_refused");
  });
});
