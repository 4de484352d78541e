import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";
import { readSoundcloudSet } from "../../../server/media/platforms/soundcloud/links.js";

// Forms of cobalt a636575b (service-config, tests/soundcloud.json) and yt-dlp 81ecd58b
// (SoundcloudIE, SoundcloudSetIE tests). Why: docs/decisions/077-soundcloud.md
const tracks: [string, string, string, string | undefined][] = [
  [
    "https://soundcloud.com/l2share77/loona-butterfly?utm_source=clipboard&utm_medium=text&utm_campaign=social_sharing",
    "l2share77",
    "loona-butterfly",
    undefined,
  ],
  [
    "https://soundcloud.com/user-798052861/asdasdasdsdsd/s-9TqZ7edLJ90",
    "user-798052861",
    "asdasdasdsdsd",
    "s-9TqZ7edLJ90",
  ],
  ["https://soundcloud.com/frums/credits", "frums", "credits", undefined],
  [
    "https://soundcloud.com/dualipa/physical-feat-troye-sivan",
    "dualipa",
    "physical-feat-troye-sivan",
    undefined,
  ],
  [
    "http://soundcloud.com/ethmusic/lostin-powers-she-so-heavy",
    "ethmusic",
    "lostin-powers-she-so-heavy",
    undefined,
  ],
  ["https://m.soundcloud.com/frums/credits", "frums", "credits", undefined],
  [
    "https://www.soundcloud.com/gotye/somebody-2024-feat-kimbra/",
    "gotye",
    "somebody-2024-feat-kimbra",
    undefined,
  ],
  ["soundcloud.com/frums/credits#t=0:30", "frums", "credits", undefined],
];

const sets: [string, string, string, string | undefined][] = [
  [
    "https://soundcloud.com/the-concept-band/sets/the-royal-concept-ep",
    "the-concept-band",
    "the-royal-concept-ep",
    undefined,
  ],
  [
    "https://soundcloud.com/the-concept-band/sets/the-royal-concept-ep/s-ABCdef123",
    "the-concept-band",
    "the-royal-concept-ep",
    "s-ABCdef123",
  ],
  ["https://m.soundcloud.com/frums/sets/credits", "frums", "credits", undefined],
];

const refused = [
  "https://soundcloud.com/",
  "https://soundcloud.com/frums",
  "https://soundcloud.com/frums/tracks",
  "https://soundcloud.com/frums/likes",
  "https://soundcloud.com/frums/sets",
  "https://soundcloud.com/discover/sets/weekly",
  "https://soundcloud.com/stations/track/frums/credits",
  "https://soundcloud.com/frums/credits/not-a-secret",
  "https://on.soundcloud.com/",
  "https://on.soundcloud.com/a/b",
  "https://api-v2.soundcloud.com/resolve",
  "https://w.soundcloud.com/player/?url=https://soundcloud.com/frums/credits",
];

describe("SoundCloud links", () => {
  it.each(tracks)("%s is %s's track %s", (input, user, slug, secret) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "soundcloud",
      type: "track",
      user,
      slug,
      ...(secret ? { secret } : {}),
      url: `https://soundcloud.com/${user}/${slug}${secret ? `/${secret}` : ""}`,
    });
    expect(lookupKey(link)).toBe(`soundcloud:track:${user}-${slug}`);
  });

  it.each(sets)("%s is %s's set %s", (input, user, slug, secret) => {
    expect(parseLink(input)).toEqual({
      platform: "soundcloud",
      type: "set",
      user,
      slug,
      ...(secret ? { secret } : {}),
      url: `https://soundcloud.com/${user}/sets/${slug}${secret ? `/${secret}` : ""}`,
    });
  });

  it.each([
    ["https://on.soundcloud.com/XHLLKSXRQ5yyGDuD9", "XHLLKSXRQ5yyGDuD9"],
    ["https://on.soundcloud.com/AG4c", "AG4c"],
    ["on.soundcloud.com/AG4c/?si=1", "AG4c"],
  ])("%s is a short link (%s), followed inside the lookup", (input, code) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "soundcloud",
      type: "short",
      code,
      url: `https://on.soundcloud.com/${code}`,
    });
  });

  it.each(refused)("%s is not a SoundCloud track or set", (input) => {
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

/** Which links are listed as a collection (docs/decisions/075-collections.md, amendment). */
describe("SoundCloud set links as collections", () => {
  const read = (link: string) => {
    const url = new URL(link);
    return readSoundcloudSet(url, url.hostname);
  };
  it.each([
    ["https://soundcloud.com/frums/sets/credits?si=x", "frums/credits", undefined],
    ["https://m.soundcloud.com/frums/sets/credits", "frums/credits", undefined],
    [
      "https://soundcloud.com/frums/sets/credits/s-ABCdef123",
      "frums/credits/s-ABCdef123",
      "/s-ABCdef123",
    ],
  ])("%s is the set %s", (link, id, secret) => {
    expect(read(link)).toEqual({
      platform: "soundcloud",
      id,
      url: `https://soundcloud.com/frums/sets/credits${secret ?? ""}`,
    });
  });
  it.each([
    "https://soundcloud.com/frums/credits",
    "https://soundcloud.com/frums/sets",
    "https://soundcloud.com/discover/sets/weekly",
    "https://on.soundcloud.com/AG4c",
  ])("%s is not", (link) => {
    expect(read(link)).toBeUndefined();
  });
});
