import { describe, expect, it } from "vitest";
import {
  defaultRung,
  ladderLabel,
  ladderStep,
  withDefault,
} from "../../../server/media/client/ladder.js";

describe("the quality ladder", () => {
  it.each([
    [1920, 1080, 1080],
    [1080, 1920, 1080],
    [720, 1280, 720],
    [1280, 720, 720],
    [1080, 1080, 1080],
    [1072, 1906, 1080],
    [640, 360, 360],
    [3840, 2160, 2160],
    [undefined, 720, 720],
    [500, 333, 360],
    [1088, 1920, 1080],
  ])("names %sx%s by its short side: %sp", (width, height, step) => {
    expect(ladderStep(width, height)).toBe(step);
    expect(ladderLabel(width, height)).toBe(`${step}p`);
  });

  it("names a frame rate above 30, and nothing when the size is unknown", () => {
    expect(ladderLabel(1080, 1920, 60)).toBe("1080p60");
    expect(ladderLabel(1080, 1920, 30)).toBe("1080p");
    expect(ladderLabel(undefined, undefined)).toBeUndefined();
  });

  it("defaults to the best H.264 up to 1080 by the short side: a vertical 720x1280 video is 720p", () => {
    const qualities = [
      { label: "1080p", height: ladderStep(1080, 1920), codec: "h264" },
      { label: "720p", height: ladderStep(720, 1280), codec: "h264" },
      { label: "360p", height: ladderStep(360, 640), codec: "h264" },
    ];
    expect(defaultRung(qualities)?.label).toBe("1080p");
    expect(defaultRung(qualities.slice(1))?.label).toBe("720p");
    const tall = [
      { label: "2160p", height: 2160, codec: "vp9" },
      { label: "1080p", height: 1080, codec: "vp9" },
      { label: "720p", height: 720, codec: "h264" },
    ];
    expect(defaultRung(tall)?.label).toBe("720p");
    expect(defaultRung([{ label: "2160p", height: 2160, codec: "h264" }])?.label).toBe("2160p");
  });

  it("prefers a relayed file where a platform asks, and marks exactly one default", () => {
    const qualities = [
      { label: "1080p", height: 1080, codec: "h264", processing: "mux", default: true },
      { label: "720p", height: 720, codec: "h264", processing: "none" },
    ];
    const plain = withDefault(qualities);
    expect(plain.filter((q) => q.default).map((q) => q.label)).toEqual(["1080p"]);
    const relayed = withDefault(qualities, { preferRelayed: true });
    expect(relayed.filter((q) => q.default).map((q) => q.label)).toEqual(["720p"]);
  });
});
