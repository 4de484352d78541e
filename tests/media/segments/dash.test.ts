import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../../server/config.js";
import { clientFor } from "../../../server/media/client/run.js";
import type { MediaError } from "../../../server/media/errors.js";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import type { Kind, MediaCandidate } from "../../../server/media/lookup.js";
import { siteNames } from "../../../server/media/platforms/platform.js";
import { qualityItem } from "../../../server/media/qualities.js";
import { playlistCandidate } from "../../../server/media/segments/candidate.js";
import { dashPieces } from "../../../server/media/segments/dash.js";
import { startMediaApp } from "../../../test-support/in-process/media-app.js";
import { probeFile } from "../../../test-support/probe.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { makeDash, startStreamCdn } from "../../../test-support/stand-ins/segmented.js";

/**
 * DASH with segment templates through the tunnel (decision 072): manifests made by the real
 * ffmpeg's dash muxer, numbered and with a SegmentTimeline, each representation's segments
 * fetched in turn and muxed into one MP4.
 */
let cdn: Awaited<ReturnType<typeof startStreamCdn>>;
let app: Running & { config: Config };
const dir = mkdtempSync(join(tmpdir(), "rd-dash-test-"));

beforeAll(async () => {
  const [numbered, timed] = await Promise.all([
    makeDash({ sizes: ["1280x720", "640x360"], seconds: 9 }),
    makeDash({ sizes: ["854x480"], seconds: 9, timeline: true }),
  ]);
  const files = { ...numbered };
  for (const [path, body] of Object.entries(timed)) files[path.replace("/dash/", "/timed/")] = body;
  cdn = await startStreamCdn(files);
  app = await startMediaApp({ MEDIA_ALLOW_PRIVATE_HOSTS: "true", LOOM_ORIGIN: cdn.origin });
}, 120_000);

afterAll(async () => {
  await Promise.all([cdn?.close(), app?.close()]);
});

function candidate(path: string, kind: Kind = "reel"): Promise<MediaCandidate> {
  const policy = new UpstreamPolicy(app.config).scoped({ platform: "loom" });
  const client = clientFor(
    { name: "loom" },
    { config: app.config, policy, signal: AbortSignal.timeout(20_000) },
  );
  return playlistCandidate(client, `${cdn.origin}${path}`, kind);
}

function downloads(found: MediaCandidate, kind: Kind = "reel") {
  if (!found.qualities) throw new Error("no qualities");
  return (
    qualityItem(
      { platform: "loom", id: "abc", kind, names: siteNames("loom") },
      { ...found, qualities: found.qualities },
      true,
      () => undefined,
    ).qualities ?? []
  );
}

async function save(path: string | undefined, name: string) {
  const res = await fetch(`${app.origin}${path}`);
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return { res, file };
}

describe("DASH manifests", () => {
  it("expands a numbered SegmentTemplate: the init section, then every segment of the period", () => {
    const manifest = `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT9S">
  <Period><AdaptationSet contentType="video">
    <SegmentTemplate timescale="1000" duration="2000" startNumber="1"
      initialization="init-$RepresentationID$.m4s" media="c-$RepresentationID$-$Number%05d$.m4s"/>
    <Representation id="v1" bandwidth="1000" width="640" height="360" codecs="avc1.4d401e"/>
  </AdaptationSet></Period>
</MPD>`;
    const { pieces, seconds } = dashPieces(manifest, "https://cdn.loom.com/a/manifest.mpd", "v1");
    expect(seconds).toBe(9);
    expect(pieces.map((p) => p.url.split("/").pop())).toEqual([
      "init-v1.m4s",
      "c-v1-00001.m4s",
      "c-v1-00002.m4s",
      "c-v1-00003.m4s",
      "c-v1-00004.m4s",
      "c-v1-00005.m4s",
    ]);
  });

  it("expands a SegmentTimeline with repeats, by $Time$", () => {
    const manifest = `<MPD type="static" mediaPresentationDuration="PT6S"><Period>
  <AdaptationSet mimeType="audio/mp4"><Representation id="a" bandwidth="9" codecs="mp4a.40.2">
    <SegmentTemplate timescale="10" initialization="a/init.mp4" media="a/$Time$.m4s">
      <SegmentTimeline><S t="0" d="20" r="1"/><S d="20"/></SegmentTimeline>
    </SegmentTemplate>
  </Representation></AdaptationSet></Period></MPD>`;
    const { pieces } = dashPieces(manifest, "https://cdn.loom.com/m.mpd", "a");
    expect(pieces.map((p) => p.url.replace("https://cdn.loom.com/", ""))).toEqual([
      "a/init.mp4",
      "a/0.m4s",
      "a/20.m4s",
      "a/40.m4s",
    ]);
  });

  it("reads a SegmentList with byte ranges", () => {
    const manifest = `<MPD type="static" mediaPresentationDuration="PT4S"><Period>
  <AdaptationSet contentType="video"><Representation id="v" bandwidth="9" height="720" width="1280">
    <BaseURL>file.mp4</BaseURL>
    <SegmentList><Initialization sourceURL="file.mp4" range="0-99"/>
      <SegmentURL media="file.mp4" mediaRange="100-199"/><SegmentURL media="file.mp4" mediaRange="200-299"/>
    </SegmentList>
  </Representation></AdaptationSet></Period></MPD>`;
    const { pieces } = dashPieces(manifest, "https://cdn.loom.com/v/m.mpd", "v");
    expect(pieces.map((p) => p.range)).toEqual([
      { start: 0, end: 99 },
      { start: 100, end: 199 },
      { start: 200, end: 299 },
    ]);
  });

  it("refuses a manifest with ContentProtection as drm_protected", async () => {
    cdn.edits.set(
      "/drm.mpd",
      `<MPD type="static" mediaPresentationDuration="PT4S"><Period><AdaptationSet contentType="video">
  <ContentProtection schemeIdUri="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"/>
  <Representation id="v" bandwidth="9" height="720" width="1280"><BaseURL>v.mp4</BaseURL></Representation>
</AdaptationSet></Period></MPD>`,
    );
    const error = (await candidate("/drm.mpd").catch((e: unknown) => e)) as MediaError;
    expect(error.reason).toBe("drm_protected");
  });
});

describe("the tunnel relays a DASH quality as one file", () => {
  it("offers each video representation with the sound, and muxes the default into an MP4", async () => {
    const found = await candidate("/dash/manifest.mpd");
    expect(found.qualities?.map((q) => [q.label, q.default === true])).toEqual([
      ["720p", true],
      ["360p", false],
    ]);
    const { res, file } = await save(downloads(found)[0]?.download, "dash.mp4");
    expect(res.status).toBe(200);
    const probed = probeFile(file);
    expect(probed.seconds).toBeGreaterThan(8);
    expect(probed.streams).toEqual([
      { type: "video", codec: "h264", width: 1280, height: 720 },
      { type: "audio", codec: "aac" },
    ]);
  }, 60_000);

  it("follows a SegmentTimeline manifest too, and gives its sound as M4A", async () => {
    const video = await candidate("/timed/manifest.mpd");
    const mp4 = await save(downloads(video)[0]?.download, "timed.mp4");
    expect(probeFile(mp4.file).streams.map((s) => [s.type, s.height])).toEqual([
      ["video", 480],
      ["audio", undefined],
    ]);
    const sound = await candidate("/timed/manifest.mpd", "audio");
    const m4a = downloads(sound, "audio").find((q) => q.label === "M4A");
    const saved = await save(m4a?.download, "timed.m4a");
    const probed = probeFile(saved.file);
    expect(probed.streams).toEqual([{ type: "audio", codec: "aac" }]);
    expect(probed.seconds).toBeGreaterThan(8);
  }, 60_000);
});
