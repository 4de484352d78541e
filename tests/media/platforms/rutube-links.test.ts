import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (RutubeIE, RutubeEmbedIE tests) and cobalt a636575b
// (service-config, tests/rutube.json). Why: docs/decisions/082-rutube.md
const recognised: [string, string, string | undefined][] = [
  [
    "https://rutube.ru/video/3eac3b4561676c17df9132a9a1e62e3e/",
    "3eac3b4561676c17df9132a9a1e62e3e",
    undefined,
  ],
  [
    "https://rutube.ru/play/embed/a10e53b86e8f349080f718582ce4c661",
    "a10e53b86e8f349080f718582ce4c661",
    undefined,
  ],
  [
    "https://rutube.ru/embed/a10e53b86e8f349080f718582ce4c661",
    "a10e53b86e8f349080f718582ce4c661",
    undefined,
  ],
  [
    "https://rutube.ru/video/3eac3b4561676c17df9132a9a1e62e3e/?pl_id=4252",
    "3eac3b4561676c17df9132a9a1e62e3e",
    undefined,
  ],
  [
    "https://rutube.ru/video/10b3a03fc01d5bbcc632a2f3514e8aab/?pl_type=source",
    "10b3a03fc01d5bbcc632a2f3514e8aab",
    undefined,
  ],
  [
    "https://rutube.ru/video/private/884fb55f07a97ab673c7d654553e0f48/?p=x2QojCumHTS3rsKHWXN8Lg",
    "884fb55f07a97ab673c7d654553e0f48",
    "x2QojCumHTS3rsKHWXN8Lg",
  ],
  [
    "https://rutube.ru/play/embed/03a9cb54bac3376af4c5cb0f18444e01/",
    "03a9cb54bac3376af4c5cb0f18444e01",
    undefined,
  ],
  [
    "https://rutube.ru/live/video/c58f502c7bb34a8fcdd976b221fca292/",
    "c58f502c7bb34a8fcdd976b221fca292",
    undefined,
  ],
  [
    "https://rutube.ru/shorts/c65b465ad0c98c89f3b25cb03dcc87c6/",
    "c65b465ad0c98c89f3b25cb03dcc87c6",
    undefined,
  ],
  ["https://rutube.ru/video/embed/6722881?vk_puid37=&vk_puid38=", "6722881", undefined],
  [
    "https://rutube.ru/play/embed/10631925?p=IbAigKqWd1do4mjaM5XLIQ",
    "10631925",
    "IbAigKqWd1do4mjaM5XLIQ",
  ],
  [
    "rutube.ru/video/C65B465AD0C98C89F3B25CB03DCC87C6",
    "c65b465ad0c98c89f3b25cb03dcc87c6",
    undefined,
  ],
];

const refused = [
  "https://rutube.ru/",
  "https://rutube.ru/video/3eac3b4561676c17df9132a9a1e62e3/",
  "https://rutube.ru/channel/23460655/",
  "https://rutube.ru/plst/4252/",
  "https://rutube.ru/yappy/3eac3b4561676c17df9132a9a1e62e3e/",
  "https://rutube.ru/video/person/1234/",
  "https://pic.rutubelist.ru/video/f2/d4/f2d42b54be0a6e69c1c22539e3152156.jpg",
];

describe("Rutube links", () => {
  it.each(recognised)("%s names %s (key %s)", (input, id, key) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "rutube",
      type: "video",
      id,
      ...(key ? { key } : {}),
      url: key
        ? `https://rutube.ru/video/private/${id}/?p=${key}`
        : `https://rutube.ru/video/${id}/`,
    });
    expect(lookupKey(link)).toBe(`rutube:video:${id}`);
  });

  it.each(refused)("%s is not a Rutube video", (input) => {
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
