import { describe, expect, it } from "vitest";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

/** Every Pinterest link form yt-dlp's, cobalt's and gallery-dl's tests list (decision 050). */
const PINS: Array<[string, string]> = [
  ["https://www.pinterest.com/pin/664281013778109217/", "664281013778109217"],
  ["https://www.pinterest.com/pin/70437485604616/", "70437485604616"],
  ["https://www.pinterest.ca/pin/412994228343400946/", "412994228343400946"],
  ["https://co.pinterest.com/pin/824721750502199491/", "824721750502199491"],
  ["https://www.pinterest.com/pin/643170390530326178/", "643170390530326178"],
  [
    "https://www.pinterest.com/pin/gadget-cool-products-amazon-product-technology-kitchen-gadgets--1084663891475263837/",
    "1084663891475263837",
  ],
  [
    "https://pinterest.com/pin/dive-into-serenity-blue-lagoon-pedi-nails-for-a-tranquil-and-refreshing-spa-experience-video-in-2024--2885187256207927",
    "2885187256207927",
  ],
  [
    "https://www.pinterest.com/pin/664281013778109217/sent/?invite_code=abc&sender=1&sfo=1",
    "664281013778109217",
  ],
  ["https://www.pinterest.co.uk/pin/664281013778109217/", "664281013778109217"],
  ["https://pinterest.de/pin/664281013778109217", "664281013778109217"],
  ["https://www.pinterest.fr/pin/664281013778109217/?utm_source=x", "664281013778109217"],
  ["https://www.pinterest.com.au/pin/664281013778109217/", "664281013778109217"],
  ["https://www.pinterest.com.mx/pin/664281013778109217/", "664281013778109217"],
  ["https://br.pinterest.com/pin/664281013778109217/", "664281013778109217"],
  ["http://www.pinterest.jp/pin/664281013778109217/", "664281013778109217"],
  ["pinterest.com/pin/664281013778109217/", "664281013778109217"],
];

describe("Pinterest links", () => {
  it.each(PINS)("%s is pin %s", (pasted, id) => {
    const link = parseLink(pasted);
    expect(link).toEqual({
      platform: "pinterest",
      type: "pin",
      id,
      url: `https://www.pinterest.com/pin/${id}/`,
    });
    expect(lookupKey(link)).toBe(`pinterest:pin:${id}`);
  });

  it.each([
    ["https://pin.it/4xQ9zBc1a", "4xQ9zBc1a"],
    ["https://pin.it/4xQ9zBc1a?utm=x", "4xQ9zBc1a"],
    ["https://pinterest.com/url_shortener/4xQ9zBc1a", "4xQ9zBc1a"],
  ])("%s is short link %s, followed", (pasted, code) => {
    expect(parseLink(pasted)).toEqual({
      platform: "pinterest",
      type: "short",
      code,
      url: `https://pin.it/${code}`,
    });
  });

  it.each([
    "https://www.pinterest.com/pin/eeeeeee/",
    "https://www.pinterest.com/someone/origami-board/",
    "https://www.pinterest.com/",
    "https://www.pinterest.com/search/pins/?q=origami",
    "https://pin.it/",
    "https://pin.it/a/b",
    "https://www.pinterest.com:8443/pin/664281013778109217/",
    "https://pinterest.evil.example/pin/664281013778109217/",
  ])("does not take %s", (pasted) => {
    expect(() => parseLink(pasted)).toThrow(expect.objectContaining({ code: "unsupported_link" }));
  });
});
