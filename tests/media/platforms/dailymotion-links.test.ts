import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (DailymotionIE tests) and cobalt a636575b (service-config, url.js).
// Why: docs/decisions/080-dailymotion.md
const recognised: [string, string][] = [
  [
    "http://www.dailymotion.com/video/x5kesuj_office-christmas-party-review-jason-bateman-olivia-munn-t-j-miller_news",
    "x5kesuj",
  ],
  ["https://geo.dailymotion.com/player.html?video=x89eyek&mute=true", "x89eyek"],
  ["http://www.dailymotion.com/video/xhza0o", "xhza0o"],
  ["http://www.dailymotion.com/swf/video/x3n92nf", "x3n92nf"],
  ["http://www.dailymotion.com/swf/x3ss1m_funny-magic-trick-barry-and-stuart_fun", "x3ss1m"],
  ["https://www.dailymotion.com/video/x3z49k?playlist=xv4bw", "x3z49k"],
  [
    "https://geo.dailymotion.com/player/x86gw.html?video=k46oCapRs4iikoz9DWy",
    "k46oCapRs4iikoz9DWy",
  ],
  [
    "https://geo.dailymotion.com/player/xakln.html?video=x8mjju4&customConfig%5BcustomParams%5D=%2Ffr-fr%2Ftennis",
    "x8mjju4",
  ],
  ["https://geo.dailymotion.com/player/xmyye.html?video=x93blhi", "x93blhi"],
  ["https://www.dailymotion.com/crawler/video/x8u4owg", "x8u4owg"],
  ["https://www.dailymotion.com/embed/video/x8u4owg", "x8u4owg"],
  ["https://dai.ly/x94cnnk", "x94cnnk"],
  ["dai.ly/x94cnnk/", "x94cnnk"],
  ["https://touch.dailymotion.com/video/x8u4owg", "x8u4owg"],
  ["https://dailymotion.com/video/k2Y4Mjp7krAF9iCuINM", "k2Y4Mjp7krAF9iCuINM"],
];

const refused = [
  "https://www.dailymotion.com/",
  "https://geo.dailymotion.com/player/xf7zn.html?playlist=x7wdsj",
  "https://www.dailymotion.com/playlist/x7wdsj",
  "https://www.dailymotion.com/Deadline",
  "https://www.dailymotion.com/video/",
  "https://www.dailymotion.com/video/x8u4owg/extra",
  "https://dai.ly/",
  "https://s1.dmcdn.net/v/x8u4owg/1080",
];

describe("Dailymotion links", () => {
  it.each(recognised)("%s names %s", (input, id) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "dailymotion",
      type: "video",
      id,
      url: `https://www.dailymotion.com/video/${id}`,
    });
    expect(lookupKey(link)).toBe(`dailymotion:video:${id}`);
  });

  it.each(refused)("%s is not a Dailymotion video", (input) => {
    let caught: unknown;
    try {
      parseLink(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MediaError);
    expect((caught as MediaError).code).toBe("unsupported_link");
  });
});
