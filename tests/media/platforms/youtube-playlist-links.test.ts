import { describe, expect, it } from "vitest";
import { readYoutubePlaylist } from "../../../server/media/platforms/youtube/links.js";

/** Which YouTube links name a playlist (docs/decisions/075-collections.md). */
const read = (link: string) => {
  const url = new URL(link);
  return readYoutubePlaylist(url, url.hostname.replace(/^www\./, "www."));
};
const LIST = "PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf";
const CANONICAL = `https://www.youtube.com/playlist?list=${LIST}`;

describe("YouTube playlist links", () => {
  it.each([
    [`https://www.youtube.com/playlist?list=${LIST}`, undefined],
    [`https://m.youtube.com/playlist?list=${LIST}&si=abc`, undefined],
    [
      `https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${LIST}&index=3`,
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ],
    [`https://youtu.be/dQw4w9WgXcQ?list=${LIST}`, "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ])("%s names the playlist (and its video: %s)", (link, item) => {
    expect(read(link)).toEqual({
      platform: "youtube",
      id: LIST,
      url: CANONICAL,
      ...(item ? { item } : {}),
    });
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=RDdQw4w9WgXcQ",
    "https://www.youtube.com/playlist?list=short",
    `https://www.youtube.com/channel/UC123?list=${LIST}`,
  ])("%s names none", (link) => {
    expect(read(link)).toBeUndefined();
  });
});
