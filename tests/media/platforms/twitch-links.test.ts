import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (TwitchClipsIE tests) and cobalt a636575b (service-config, url.js,
// tests/twitch.json). Why: docs/decisions/055-twitch-clips.md
const recognised: [string, string][] = [
  ["https://clips.twitch.tv/FaintLightGullWholeWheat", "FaintLightGullWholeWheat"],
  [
    "https://www.twitch.tv/xqc/clip/CulturedAmazingKuduDatSheffy-TiZ_-ixAGYR3y2Uy",
    "CulturedAmazingKuduDatSheffy-TiZ_-ixAGYR3y2Uy",
  ],
  ["https://clips.twitch.tv/rflegendary/UninterestedBeeDAESuppy", "UninterestedBeeDAESuppy"],
  [
    "https://www.twitch.tv/sergeynixon/clip/StormyThankfulSproutFutureMan",
    "StormyThankfulSproutFutureMan",
  ],
  [
    "https://clips.twitch.tv/embed?clip=InquisitiveBreakableYogurtJebaited",
    "InquisitiveBreakableYogurtJebaited",
  ],
  [
    "https://clips.twitch.tv/embed?clip=InquisitiveBreakableYogurtJebaited&parent=example.com&autoplay=false",
    "InquisitiveBreakableYogurtJebaited",
  ],
  [
    "https://m.twitch.tv/rossbroadcast/clip/ConfidentBraveHumanChefFrank",
    "ConfidentBraveHumanChefFrank",
  ],
  [
    "https://go.twitch.tv/rossbroadcast/clip/ConfidentBraveHumanChefFrank",
    "ConfidentBraveHumanChefFrank",
  ],
  ["https://m.twitch.tv/clip/FaintLightGullWholeWheat", "FaintLightGullWholeWheat"],
  [
    "https://twitch.tv/rtgame/clip/TubularInventiveSardineCorgiDerp-PM47mJQQ2vsL5B5G",
    "TubularInventiveSardineCorgiDerp-PM47mJQQ2vsL5B5G",
  ],
  [
    "https://m.twitch.tv/rtgame/clip/TubularInventiveSardineCorgiDerp-PM47mJQQ2vsL5B5G",
    "TubularInventiveSardineCorgiDerp-PM47mJQQ2vsL5B5G",
  ],
  [
    "https://www.twitch.tv/rtgame/clip/TubularInventiveSardineCorgiDerp-PM47mJQQ2vsL5B5G?filter=clips&range=7d&sort=time",
    "TubularInventiveSardineCorgiDerp-PM47mJQQ2vsL5B5G",
  ],
  ["clips.twitch.tv/FaintLightGullWholeWheat/", "FaintLightGullWholeWheat"],
  ["http://WWW.TWITCH.TV/xqc/clip/FaintLightGullWholeWheat#t=3", "FaintLightGullWholeWheat"],
];

const refused = [
  "https://www.twitch.tv/xqc",
  "https://www.twitch.tv/videos/2394828470",
  "https://www.twitch.tv/xqc/clips",
  "https://www.twitch.tv/xqc/clip/",
  "https://clips.twitch.tv/",
  "https://clips.twitch.tv/embed",
  "https://clips.twitch.tv/embed?clip=bad%20slug",
  "https://www.twitch.tv/xqc/clip/Slug/extra",
  "https://production.assets.clips.twitchcdn.net/v2/media/Slug/uuid/video.mp4",
];

describe("Twitch clip links", () => {
  it.each(recognised)("%s names %s", (input, slug) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "twitch",
      type: "clip",
      slug,
      url: `https://clips.twitch.tv/${slug}`,
    });
    expect(lookupKey(link)).toBe(`twitch:clip:${slug}`);
  });

  it.each(refused)("%s is not a clip", (input) => {
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
