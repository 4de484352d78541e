import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (StreamableIE tests) and cobalt a636575b (service-config patterns,
// tests/streamable.json). Why: docs/decisions/054-streamable.md
const recognised: [string, string][] = [
  ["https://streamable.com/dnd1", "dnd1"],
  ["https://streamable.com/moo", "moo"],
  ["https://streamable.com/e/dnd1", "dnd1"],
  ["https://streamable.com/s/okkqk/drxjds", "okkqk"],
  ["https://streamable.com/p9cln4", "p9cln4"],
  ["https://streamable.com/e/rsmo56", "rsmo56"],
  ["https://streamable.com/o/rsmo56", "rsmo56"],
  ["https://www.streamable.com/p9cln4", "p9cln4"],
  ["http://streamable.com/p9cln4/", "p9cln4"],
  ["streamable.com/p9cln4", "p9cln4"],
  ["https://streamable.com/p9cln4?src=player-page-share", "p9cln4"],
  ["https://streamable.com/p9cln4#t=12", "p9cln4"],
  ["https://STREAMABLE.COM/E/p9cln4", "p9cln4"],
];

const refused = [
  "https://streamable.com/",
  "https://streamable.com/login",
  "https://streamable.com/upload",
  "https://streamable.com/e/",
  "https://streamable.com/p9cln4-is-not-an-id",
  "https://cdn-cf-east.streamable.com/video/mp4/p9cln4.mp4",
  "https://streamable.com:8443/p9cln4",
];

describe("Streamable links", () => {
  it.each(recognised)("%s names %s", (input, id) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "streamable",
      type: "video",
      id,
      url: `https://streamable.com/${id}`,
    });
    expect(lookupKey(link)).toBe(`streamable:video:${id}`);
  });

  it.each(refused)("%s is not a Streamable video", (input) => {
    expect(() => parseLink(input)).toThrow(MediaError);
    try {
      parseLink(input);
    } catch (error) {
      expect((error as MediaError).code).toBe("unsupported_link");
    }
  });
});
