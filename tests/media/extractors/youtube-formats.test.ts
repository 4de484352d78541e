import { describe, expect, it } from "vitest";
import type { RawFormat } from "../../../server/media/extractors/youtube/answer.js";
import {
  defaultChoice,
  streamsOf,
  videoChoices,
} from "../../../server/media/extractors/youtube/formats.js";
import { playability } from "../../../server/media/extractors/youtube/playability.js";

const video = (
  itag: number,
  mime: string,
  width: number,
  height: number,
  bitrate: number,
): RawFormat => ({
  itag,
  url: `https://rr1.googlevideo.com/videoplayback?itag=${itag}`,
  mimeType: mime,
  width,
  height,
  bitrate,
  contentLength: String(bitrate * 10),
});
const audio = (itag: number, mime: string): RawFormat => ({
  itag,
  url: `https://rr1.googlevideo.com/videoplayback?itag=${itag}`,
  mimeType: mime,
  bitrate: 128_000,
  contentLength: "1000",
});
const AAC = audio(140, 'audio/mp4; codecs="mp4a.40.2"');
const OPUS = audio(251, 'audio/webm; codecs="opus"');

describe("YouTube quality choice", () => {
  it("names a vertical short by its shorter side", () => {
    const choices = videoChoices(
      streamsOf([video(137, 'video/mp4; codecs="avc1.640028"', 1080, 1920, 3_000_000), AAC]),
    );
    expect(choices.map((c) => [c.label, c.height])).toEqual([["1080p", 1080]]);
  });

  it("keeps above-1080p qualities on offer but does not choose them first", () => {
    const choices = videoChoices(
      streamsOf([
        video(313, 'video/webm; codecs="vp9"', 3840, 2160, 20_000_000),
        video(137, 'video/mp4; codecs="avc1.640028"', 1920, 1080, 4_000_000),
        video(248, 'video/webm; codecs="vp9"', 1920, 1080, 2_500_000),
        AAC,
        OPUS,
      ]),
    );
    expect(choices.map((c) => `${c.label} ${c.codec} ${c.container}`)).toEqual([
      "2160p vp9 webm",
      "1080p h264 mp4",
      "1080p vp9 webm",
    ]);
    expect(defaultChoice(choices)?.video.itag).toBe(137);
  });

  it("falls back to another codec when there is no H.264 up to 1080p, and leaves DRM out", () => {
    const choices = videoChoices(
      streamsOf([
        {
          ...video(137, 'video/mp4; codecs="avc1.640028"', 1920, 1080, 4_000_000),
          drmFamilies: ["WIDEVINE"],
        },
        video(248, 'video/webm; codecs="vp9"', 1920, 1080, 2_500_000),
        AAC,
        OPUS,
      ]),
    );
    expect(choices.map((c) => c.video.itag)).toEqual([248]);
    expect(defaultChoice(choices)?.audio?.itag).toBe(251);
  });

  it("says live, upcoming and age-restricted apart from a refusal of one client", () => {
    expect(
      playability({ playabilityStatus: { status: "OK" }, videoDetails: { isUpcoming: true } }),
    ).toEqual({
      kind: "final",
      code: "upcoming",
    });
    expect(
      playability({ playabilityStatus: { status: "AGE_VERIFICATION_REQUIRED", reason: "" } }),
    ).toEqual({ kind: "final", code: "age_restricted" });
    expect(
      playability({
        playabilityStatus: { status: "UNPLAYABLE", reason: "This video is not available" },
      }),
    ).toEqual({ kind: "client" });
  });
});
