import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (SnapchatSpotlightIE tests) and cobalt a636575b (service-config,
// service-patterns, tests/snapchat.json). Why: docs/decisions/056-snapchat-spotlight.md
const A = "W7_EDlXWTBiXAEEniNoMPwAAYYWtidGhudGZpAX1TKn0JAX1TKnXJAAAAAA";
const B = "W7_EDlXWTBiXAEEniNoMPwAAYcnVjYWdwcGV1AZEaIYn5AZEaIYnrAAAAAQ";
const C = "W7_EDlXWTBiXAEEniNoMPwAAYdWxucG9pZmNqAY46j0a5AY46j0YbAAAAAQ";

const spotlights: [string, string][] = [
  [`https://www.snapchat.com/spotlight/${A}`, A],
  [`https://www.snapchat.com/spotlight/${B}`, B],
  [`https://www.snapchat.com/spotlight/${C}`, C],
  [`https://snapchat.com/spotlight/${C}/`, C],
  [`https://www.snapchat.com/@ganda0535/spotlight/${B}`, B],
  [`https://www.snapchat.com/@ganda0535/spotlight/${B}?share_id=abc&locale=en-US`, B],
  [`https://www.snapchat.com/o/${C}`, C],
  [`www.snapchat.com/spotlight/${C}#x`, C],
  [`http://WWW.SNAPCHAT.COM/spotlight/${C}`, C],
];

const shorts: [string, string][] = [
  ["https://t.snapchat.com/Xa1bC2dE", "Xa1bC2dE"],
  ["https://t.snapchat.com/Xa1bC2dE?share_id=1", "Xa1bC2dE"],
  ["https://www.snapchat.com/t/Xa1bC2dE", "Xa1bC2dE"],
];

const stories: [string, string, string | undefined][] = [
  ["https://www.snapchat.com/add/bazerkmakane", "bazerkmakane", undefined],
  ["https://snapchat.com/add/bazerkmakane/?share_id=x&locale=en-US", "bazerkmakane", undefined],
  ["https://www.snapchat.com/u/bazerkmakane", "bazerkmakane", undefined],
  ["https://www.snapchat.com/@bazerkmakane", "bazerkmakane", undefined],
  [
    "https://www.snapchat.com/add/bazerkmakane/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "bazerkmakane",
    "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  ],
  ["https://www.snapchat.com/u/some.user-1/Snap_Id-2", "some.user-1", "Snap_Id-2"],
];

const refused = [
  "https://www.snapchat.com/",
  "https://www.snapchat.com/spotlight/",
  "https://www.snapchat.com/spotlight/short",
  "https://www.snapchat.com/add/",
  "https://www.snapchat.com/add/bad%20name",
  "https://www.snapchat.com/add/user/snap/extra",
  "https://www.snapchat.com/discover",
  `https://www.snapchat.com/spotlight/${C}/comments`,
  `https://www.snapchat.com/@user/t/Xa1bC2dE`,
  "https://t.snapchat.com/",
  "https://t.snapchat.com/a/b",
  `https://cf-st.sc-cdn.net/d/${C}.mp4`,
];

describe("Snapchat links", () => {
  it.each(spotlights)("%s names the Spotlight %s", (input, id) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "snapchat",
      type: "spotlight",
      id,
      url: `https://www.snapchat.com/spotlight/${id}`,
    });
    expect(lookupKey(link)).toBe(`snapchat:spotlight:${id}`);
  });

  it.each(shorts)("%s is the share link %s", (input, code) => {
    expect(parseLink(input)).toEqual({
      platform: "snapchat",
      type: "short",
      code,
      url: `https://t.snapchat.com/${code}`,
    });
  });

  it.each(stories)("%s is the story of %s (snap %s)", (input, user, snap) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "snapchat",
      type: "story",
      user,
      ...(snap ? { snap } : {}),
      url: `https://www.snapchat.com/add/${user}${snap ? `/${snap}` : ""}`,
    });
    expect(lookupKey(link)).toBe(`snapchat:story:${snap ?? user}`);
  });

  it.each(refused)("%s is not read", (input) => {
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
