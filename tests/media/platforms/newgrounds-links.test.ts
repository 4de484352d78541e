import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (NewgroundsIE tests) and cobalt a636575b (service-config,
// tests/newgrounds.json). Why: docs/decisions/078-newgrounds.md
const recognised: [string, "movie" | "audio", string][] = [
  ["https://www.newgrounds.com/audio/listen/549479", "audio", "549479"],
  ["https://www.newgrounds.com/portal/view/1", "movie", "1"],
  ["http://www.newgrounds.com/portal/view/689400", "movie", "689400"],
  ["https://www.newgrounds.com/portal/view/297383", "movie", "297383"],
  ["https://www.newgrounds.com/portal/view/823109", "movie", "823109"],
  ["https://www.newgrounds.com/portal/view/938050", "movie", "938050"],
  ["https://www.newgrounds.com/audio/listen/500476", "audio", "500476"],
  ["https://newgrounds.com/portal/view/938050/", "movie", "938050"],
  ["newgrounds.com/audio/listen/500476?ref=share", "audio", "500476"],
  ["HTTPS://WWW.NEWGROUNDS.COM/portal/view/938050#comments", "movie", "938050"],
];

const refused = [
  "https://www.newgrounds.com/",
  "https://www.newgrounds.com/portal/view/297383/format/flash",
  "https://www.newgrounds.com/portal/view/abc",
  "https://www.newgrounds.com/portal/view/1234567890123",
  "https://www.newgrounds.com/collection/cats",
  "https://www.newgrounds.com/audio/search/title/cats",
  "https://www.newgrounds.com/portal/video/938050",
  "https://egoraptor.newgrounds.com/",
  "https://uploads.ungrounded.net/alternate/938000/938050_alternate_1.720p.mp4",
];

describe("Newgrounds links", () => {
  it.each(recognised)("%s is a %s, %s", (input, type, id) => {
    const link = parseLink(input);
    const path = type === "audio" ? "audio/listen" : "portal/view";
    expect(link).toEqual({
      platform: "newgrounds",
      type,
      id,
      url: `https://www.newgrounds.com/${path}/${id}`,
    });
    expect(lookupKey(link)).toBe(`newgrounds:${type}:${id}`);
  });

  it.each(refused)("%s is not a Newgrounds movie or song", (input) => {
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
