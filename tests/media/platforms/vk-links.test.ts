import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (VKIE tests) and cobalt a636575b (service-config, url.js,
// tests/vk.json). Why: docs/decisions/085-vk.md
const recognised: [string, string, string, string?][] = [
  ["https://vk.com/video-57274055_456239399", "video", "-57274055_456239399"],
  ["https://vk.com/clip-57274055_456239788", "clip", "-57274055_456239788"],
  ["https://vk.com/clips-57274055?z=clip-57274055_456239788", "clip", "-57274055_456239788"],
  ["https://vk.com/videos-77521?z=video-77521_162222515%2Fclub77521", "video", "-77521_162222515"],
  [
    "https://vk.com/videos-387766?z=video-387766_456242764%2Fpl_-387766_-2",
    "video",
    "-387766_456242764",
  ],
  ["https://vk.com/video205387401_165548505", "video", "205387401_165548505"],
  [
    "https://vk.com/video-93049196_456239755?list=ln-cBjJ7S4jYYx3ADnmDT",
    "video",
    "-93049196_456239755",
  ],
  [
    "https://vk.com/video_ext.php?oid=-77521&id=162222515&hash=87b046504ccd8bfa",
    "video",
    "-77521_162222515",
  ],
  ["https://vkvideo.ru/video-26006257_456245538", "video", "-26006257_456245538"],
  ["https://vk.ru/video-220754053_456242564", "video", "-220754053_456242564"],
  ["https://vksport.vkvideo.ru/video-124096712_456240773", "video", "-124096712_456240773"],
  ["https://m.vk.com/video-1959_28496479", "video", "-1959_28496479"],
  ["https://vk.com/clip30014565_456240946", "clip", "30014565_456240946"],
  ["https://vk.com/video-1_2_ab12cd34ef56ab78cd", "video", "-1_2", "ab12cd34ef56ab78cd"],
];

const refused = [
  "https://vk.com/",
  "https://vk.com/video",
  "https://vk.com/video/@mobidevices",
  "https://vkvideo.ru/playlist/-204353299_426",
  "https://vk.com/wall-32370614_7173954",
  "https://vk.com/video-1_x",
  "https://vk.com/durov",
];

describe("VK links", () => {
  it.each(recognised)("%s names a %s %s", (input, type, id, accessKey) => {
    const link = parseLink(input);
    const [owner, video] = id.split("_");
    expect(link).toEqual({
      platform: "vk",
      type,
      owner,
      id: video,
      ...(accessKey ? { accessKey } : {}),
      url: `https://vk.com/${type}${id}${accessKey ? `_${accessKey}` : ""}`,
    });
    expect(lookupKey(link)).toBe(`vk:${type}:${id}`);
  });

  it.each(refused)("refuses %s", (input) => {
    expect(() => parseLink(input)).toThrow(MediaError);
  });
});
