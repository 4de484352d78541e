import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (BiliBiliIE tests) and cobalt a636575b (service-config, url.js,
// tests/bilibili.json). Why: docs/decisions/083-bilibili.md
const videos: [string, string, number | undefined, string][] = [
  [
    "https://www.bilibili.com/video/BV13x41117TL",
    "BV13x41117TL",
    undefined,
    "bilibili:video:BV13x41117TL",
  ],
  [
    "https://www.bilibili.com/video/BV18i4y1m7xV/",
    "BV18i4y1m7xV",
    undefined,
    "bilibili:video:BV18i4y1m7xV",
  ],
  [
    "https://m.bilibili.com/video/BV1uu411z7VV?share_source=copy_web",
    "BV1uu411z7VV",
    undefined,
    "bilibili:video:BV1uu411z7VV",
  ],
  ["http://www.bilibili.com/video/av1074402/", "av1074402", undefined, "bilibili:video:av1074402"],
  ["https://www.bilibili.com/video/AV8903802", "av8903802", undefined, "bilibili:video:av8903802"],
  [
    "https://www.bilibili.com/video/BV1bK411W797?p=3&spm_id_from=333.788.videopod.episodes",
    "BV1bK411W797",
    3,
    "bilibili:video:BV1bK411W797_p3",
  ],
  [
    "https://www.bilibili.com/video/BV1bK411W797?p=1",
    "BV1bK411W797",
    undefined,
    "bilibili:video:BV1bK411W797",
  ],
  ["bilibili.com/video/bv1bK411W797", "BV1bK411W797", undefined, "bilibili:video:BV1bK411W797"],
];

const refused = [
  "https://www.bilibili.com/",
  "https://www.bilibili.com/video/",
  "https://www.bilibili.com/video/BV1bK411W79",
  "https://www.bilibili.com/video/BV1bK411W797/extra",
  "https://www.bilibili.com/bangumi/play/ep267851",
  "https://space.bilibili.com/3493080548362241/video",
  "https://b23.tv/",
  "https://b23.tv/a/b",
];

describe("bilibili links", () => {
  it.each(videos)("%s names %s", (input, id, part, key) => {
    const link = parseLink(input);
    expect(link).toMatchObject({ platform: "bilibili", type: "video", id });
    expect(link.platform === "bilibili" && link.type === "video" ? link.part : undefined).toBe(
      part,
    );
    expect(lookupKey(link)).toBe(key);
  });

  it("reads b23.tv short links, to be followed in the lookup", () => {
    expect(parseLink("https://b23.tv/av32430100")).toEqual({
      platform: "bilibili",
      type: "short",
      code: "av32430100",
      url: "https://b23.tv/av32430100",
    });
    expect(parseLink("https://b23.tv/EEJzBJs?share_medium=android").type).toBe("short");
  });

  it.each(refused)("refuses %s", (input) => {
    expect(() => parseLink(input)).toThrow(MediaError);
  });
});
