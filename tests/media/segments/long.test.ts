import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Config } from "../../../server/config.js";
import { clientFor } from "../../../server/media/client/run.js";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { siteNames } from "../../../server/media/platforms/platform.js";
import { qualityItem } from "../../../server/media/qualities.js";
import { playlistCandidate } from "../../../server/media/segments/candidate.js";
import { startMediaApp } from "../../../test-support/in-process/media-app.js";
import { probeFile } from "../../../test-support/probe.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { makeHls, startStreamCdn } from "../../../test-support/stand-ins/segmented.js";

/**
 * Two minutes of 1080p HLS and its audio rendition remuxed into one MP4 (decision 072). Memory
 * is measured by `npm run bench segments` (RSS against the stream's length); here the property
 * it rests on: one segment of each stream in flight at a time, whatever the length.
 */
let cdn: Awaited<ReturnType<typeof startStreamCdn>>;
let app: Running & { config: Config };

beforeAll(async () => {
  cdn = await startStreamCdn(await makeHls({ sizes: ["1920x1080"], seconds: 120 }));
  app = await startMediaApp({ MEDIA_ALLOW_PRIVATE_HOSTS: "true", LOOM_ORIGIN: cdn.origin });
}, 300_000);

afterAll(async () => {
  await Promise.all([cdn?.close(), app?.close()]);
});

it("remuxes 2 minutes of 1080p and its sound, one segment of each stream at a time", async () => {
  const policy = new UpstreamPolicy(app.config).scoped({ platform: "loom" });
  const client = clientFor(
    { name: "loom" },
    { config: app.config, policy, signal: AbortSignal.timeout(30_000) },
  );
  const found = await playlistCandidate(client, `${cdn.origin}/hls/master.m3u8`, "reel");
  if (!found.qualities) throw new Error("no qualities");
  const item = qualityItem(
    { platform: "loom", id: "long", kind: "reel", names: siteNames("loom") },
    { ...found, qualities: found.qualities },
    true,
    () => undefined,
  );
  expect(item.qualities?.map((q) => q.label)).toEqual(["1080p"]);
  cdn.mostAtOnce.reset();
  const res = await fetch(`${app.origin}${item.download}`);
  expect(res.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), "rd-long-")), "long.mp4");
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  // The video playlist, the audio playlist, then one segment of each at a time.
  expect(cdn.mostAtOnce.value).toBeLessThanOrEqual(2);
  expect(cdn.hits.get("/hls/v1080/s029.ts")).toBe(1);
  const probed = probeFile(file);
  expect(probed.seconds).toBeGreaterThan(119);
  expect(probed.seconds).toBeLessThan(121);
  expect(probed.streams).toEqual([
    { type: "video", codec: "h264", width: 1920, height: 1080 },
    { type: "audio", codec: "aac" },
  ]);
}, 120_000);
