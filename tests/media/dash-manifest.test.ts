import { describe, expect, it } from "vitest";
import { dashQualities, isoSeconds, readDashManifest } from "../../server/media/dash-manifest.js";

/** The DASH manifest reader shared by the extractors whose video and sound come apart. */
const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT0H0M10.000S">
  <BaseURL>media/</BaseURL>
  <Period>
    <AdaptationSet contentType="video" mimeType="video/mp4">
      <Representation id="v1" codecs="avc1.4d401f" width="1280" height="720" frameRate="60000/1001" bandwidth="2000000">
        <BaseURL>DASH_720.mp4?a=1&amp;b=2</BaseURL><SegmentBase indexRange="1-2"/>
      </Representation>
      <Representation id="v2" codecs="avc1.4d401e" width="854" height="480" frameRate="30" bandwidth="800000">
        <BaseURL>DASH_480.mp4</BaseURL>
      </Representation>
      <Representation id="v3" codecs="avc1.4d401e" width="640" height="360" bandwidth="400000">
        <SegmentTemplate media="seg-$Number$.m4s" initialization="init.mp4"/>
      </Representation>
      <Representation id="v4" codecs="vp09.00.31.08" width="1280" height="720" bandwidth="1500000" mimeType="video/webm">
        <BaseURL>https://cdn.example/vp9.webm</BaseURL>
      </Representation>
    </AdaptationSet>
    <AdaptationSet contentType="audio">
      <Representation id="a1" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="64000"><BaseURL>DASH_AUDIO_64.mp4</BaseURL></Representation>
      <Representation id="a2" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="128000"><BaseURL>DASH_AUDIO_128.mp4</BaseURL></Representation>
    </AdaptationSet>
  </Period>
</MPD>`;

describe("DASH manifests", () => {
  const manifest = readDashManifest(MANIFEST, "https://v.example/abc/DASHPlaylist.mpd?x=1");

  it("reads every single-file stream, its URL made whole against the manifest's bases", () => {
    expect(manifest.videos.map((v) => [v.url, v.height, v.fps])).toEqual([
      ["https://v.example/abc/media/DASH_720.mp4?a=1&b=2", 720, 60],
      ["https://v.example/abc/media/DASH_480.mp4", 480, 30],
      ["https://cdn.example/vp9.webm", 720, undefined],
    ]);
    expect(manifest.audios.map((a) => a.url)).toEqual([
      "https://v.example/abc/media/DASH_AUDIO_64.mp4",
      "https://v.example/abc/media/DASH_AUDIO_128.mp4",
    ]);
    expect(manifest.seconds).toBe(10);
  });

  it("offers each video muxed with the best sound of its container, tallest first; never silent", () => {
    expect(
      dashQualities(manifest).map((q) => [q.label, q.codec, q.ext, q.processing, q.audioUrl]),
    ).toEqual([
      ["720p60", "h264", "mp4", "mux", "https://v.example/abc/media/DASH_AUDIO_128.mp4"],
      ["480p", "h264", "mp4", "mux", "https://v.example/abc/media/DASH_AUDIO_128.mp4"],
    ]);
    // (2 Mbit/s + 128 kbit/s) for 10 s
    expect(dashQualities(manifest)[0]?.approxBytes).toBe(2_660_000);
  });

  it("reads entities, CDATA and comments as XML does; a set's template makes every stream segmented", () => {
    const read = readDashManifest(
      `<MPD><!-- <BaseURL>wrong/</BaseURL> --><Period>
        <AdaptationSet mimeType="video/mp4"><SegmentTemplate media="s-$Number$.m4s"/>
          <Representation codecs="avc1" width="640" height="360" bandwidth="1"><BaseURL>templated.mp4</BaseURL></Representation>
        </AdaptationSet>
        <AdaptationSet mimeType="video/mp4">
          <Representation codecs="avc1" width="1280" height="720" bandwidth="2" FBQualityLabel="HD &#38; more"><BaseURL><![CDATA[v.mp4?a=1&b=2]]></BaseURL></Representation>
          <Representation codecs="avc1" width="854" height="480" bandwidth="1"><BaseURL> w.mp4?c=3&#x26;d=4 </BaseURL></Representation>
        </AdaptationSet>
      </Period></MPD>`,
      "https://v.example/m.mpd",
    );
    expect(read.videos.map((v) => [v.url, v.label])).toEqual([
      ["https://v.example/v.mp4?a=1&b=2", "HD & more"],
      ["https://v.example/w.mp4?c=3&d=4", undefined],
    ]);
  });

  it("keeps at most 10,000 elements of a manifest, and still reads the streams before them", () => {
    const flood = "<x/>".repeat(200_000);
    const read = readDashManifest(
      `<MPD><Period><AdaptationSet mimeType="video/mp4"><Representation codecs="avc1" width="640" height="360" bandwidth="1"><BaseURL>a.mp4</BaseURL></Representation>${flood}<Representation codecs="avc1" width="1280" height="720" bandwidth="2"><BaseURL>late.mp4</BaseURL></Representation></AdaptationSet></Period></MPD>`,
      "https://v.example/m.mpd",
    );
    expect(read.videos.map((v) => v.url)).toEqual(["https://v.example/a.mp4"]);
  });

  it("reads nothing from what is not a manifest", () => {
    expect(readDashManifest("<html><body>blocked</body></html>")).toEqual({
      videos: [],
      audios: [],
    });
    expect(readDashManifest("not xml at all <<<")).toEqual({ videos: [], audios: [] });
  });

  it("reads ISO 8601 durations as manifests write them", () => {
    expect(isoSeconds("PT1M2.5S")).toBe(62.5);
    expect(isoSeconds("P0DT1H0M0S")).toBe(3600);
    expect(isoSeconds("soon")).toBeUndefined();
  });
});
