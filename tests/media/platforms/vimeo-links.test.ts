import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (VimeoIE tests) and cobalt a636575b (service-config,
// tests/vimeo.json). Why: docs/decisions/081-vimeo.md
const recognised: [string, string, string | undefined][] = [
  ["http://vimeo.com/56015672#at=0", "56015672", undefined],
  ["https://player.vimeo.com/video/54469442", "54469442", undefined],
  ["https://vimeo.com/288386543", "288386543", undefined],
  ["https://vimeo.com/903115595/f14d06da38", "903115595", "f14d06da38"],
  ["https://player.vimeo.com/video/903115595?h=f14d06da38&badge=0", "903115595", "f14d06da38"],
  ["https://vimeo.com/channels/staffpicks/77909640", "77909640", undefined],
  ["https://vimeo.com/groups/travelhd/videos/22439234", "22439234", undefined],
  ["https://vimeo.com/album/2632481/video/79010983", "79010983", undefined],
  ["https://vimeo.com/showcase/3253534/video/119195465", "119195465", undefined],
  ["https://www.vimeo.com/video/967252742", "967252742", undefined],
  ["vimeo.com/320269670/eced817cc0/", "320269670", "eced817cc0"],
  ["https://vimeo.com/320269670/ECED817CC0", "320269670", "eced817cc0"],
];

const refused = [
  "https://vimeo.com/",
  "https://vimeo.com/channels/staffpicks",
  "https://vimeo.com/user7108434",
  "https://vimeo.com/ondemand/thelastcolony/150274832",
  "https://vimeo.com/user21297594/review/75524534/3c257a1b5d",
  "https://vimeo.com/event/5116195",
  "https://vimeo.com/56015672/not-a-hash!",
  "https://player.vimeo.com/56015672",
  "https://i.vimeocdn.com/video/123_640.jpg",
];

describe("Vimeo links", () => {
  it.each(recognised)("%s names %s (hash %s)", (input, id, hash) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "vimeo",
      type: "video",
      id,
      ...(hash ? { hash } : {}),
      url: hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`,
    });
    expect(lookupKey(link)).toBe(`vimeo:video:${id}`);
  });

  it.each(refused)("%s is not a Vimeo video", (input) => {
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
