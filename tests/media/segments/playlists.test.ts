import { describe, expect, it } from "vitest";
import type { MediaError } from "../../../server/media/errors.js";
import { readMaster, readMedia, refuseDrm } from "../../../server/media/segments/hls.js";

/** HLS playlists read into pieces (decision 072), from texts as platforms write them. */
const BASE = "https://cdn.loom.com/sessions/abc/v/index.m3u8";

const refused = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error as MediaError;
  }
  throw new Error("not refused");
};

describe("media playlists", () => {
  it("reads byte ranges (offsets carried on), an initialisation section once, and AES-128 keys with their IVs", () => {
    const text = [
      "#EXTM3U",
      "#EXT-X-VERSION:7",
      "#EXT-X-TARGETDURATION:4",
      "#EXT-X-MEDIA-SEQUENCE:7",
      '#EXT-X-MAP:URI="init.mp4",BYTERANGE="700@0"',
      '#EXT-X-KEY:METHOD=AES-128,URI="/keys/k1",IV=0x000102030405060708090a0b0c0d0e0f',
      "#EXTINF:4,",
      "#EXT-X-BYTERANGE:1000@700",
      "media.mp4",
      '#EXT-X-KEY:METHOD=AES-128,URI="https://cdn.loom.com/keys/k2"',
      "#EXTINF:3.5,",
      "#EXT-X-BYTERANGE:500",
      "media.mp4",
      "#EXT-X-ENDLIST",
    ].join("\n");
    const { pieces, seconds } = readMedia(text, BASE);
    expect(seconds).toBe(7.5);
    expect(pieces.map((p) => [p.url.split("/").pop(), p.range])).toEqual([
      ["init.mp4", { start: 0, end: 699 }],
      ["media.mp4", { start: 700, end: 1699 }],
      ["media.mp4", { start: 1700, end: 2199 }],
    ]);
    expect(pieces[1]?.key?.url).toBe("https://cdn.loom.com/keys/k1");
    expect(pieces[1]?.key?.iv.toString("hex")).toBe("000102030405060708090a0b0c0d0e0f");
    // Without an IV: the media sequence number, big-endian (RFC 8216, 5.2).
    expect(pieces[2]?.key?.iv.toString("hex")).toBe("00000000000000000000000000000008");
  });

  it("refuses a live playlist, and one whose initialisation section changes midway", () => {
    expect(refused(() => readMedia("#EXTM3U\n#EXTINF:2,\na.ts\n", BASE)).code).toBe("live_stream");
    const joined = [
      "#EXTM3U",
      '#EXT-X-MAP:URI="a.mp4"',
      "#EXTINF:2,",
      "a1.m4s",
      "#EXT-X-DISCONTINUITY",
      '#EXT-X-MAP:URI="b.mp4"',
      "#EXTINF:2,",
      "b1.m4s",
      "#EXT-X-ENDLIST",
    ].join("\n");
    expect(refused(() => readMedia(joined, BASE)).reason).toBe("cannot_prepare");
  });

  it("refuses DRM key systems and sample encryption, not clear-key AES-128", () => {
    const keys = [
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://abc",KEYFORMAT="com.apple.streamingkeydelivery"',
      '#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,AAAA",KEYFORMAT="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"',
      '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="x",KEYFORMAT="com.microsoft.playready"',
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="https://cdn.loom.com/k"',
    ];
    for (const key of keys) {
      expect(refused(() => refuseDrm(`#EXTM3U\n${key}\n`)).reason).toBe("drm_protected");
    }
    expect(() => refuseDrm('#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="k"\n')).not.toThrow();
    expect(() => refuseDrm("#EXTM3U\n#EXT-X-KEY:METHOD=NONE\n")).not.toThrow();
  });
});

describe("master playlists", () => {
  it("reads variants with their audio group's default rendition, leaving I-frame playlists out", () => {
    const text = [
      "#EXTM3U",
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="fr",URI="audio/fr.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="en",DEFAULT=YES,URI="audio/en.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=5000000,AVERAGE-BANDWIDTH=4000000,RESOLUTION=1920x1080,FRAME-RATE=60,CODECS="avc1.640028,mp4a.40.2",AUDIO="a"',
      "1080/index.m3u8",
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=100000,URI="iframes.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.5"',
      "audio-only.m3u8",
    ].join("\n");
    const master = readMaster(text, "https://cdn.loom.com/sessions/abc/master.m3u8");
    expect(master?.variants).toEqual([
      {
        url: "https://cdn.loom.com/sessions/abc/1080/index.m3u8",
        bandwidth: 4000000,
        width: 1920,
        height: 1080,
        fps: 60,
        codecs: "avc1.640028",
        audioCodecs: "mp4a.40.2",
        audioUrl: "https://cdn.loom.com/sessions/abc/audio/en.m3u8",
        audioOnly: false,
      },
      {
        url: "https://cdn.loom.com/sessions/abc/audio-only.m3u8",
        bandwidth: 64000,
        audioCodecs: "mp4a.40.5",
        audioOnly: true,
      },
    ]);
  });

  it("is not a master when the text is a media playlist", () => {
    expect(readMaster("#EXTM3U\n#EXTINF:2,\na.ts\n#EXT-X-ENDLIST\n", BASE)).toBeUndefined();
  });
});
