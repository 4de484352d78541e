import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

type Expected = string | { error: "invalid_url" | "unsupported_link" };

/**
 * X's link forms, from the tests of yt-dlp (TwitterIE), cobalt (service-config.js, url.js,
 * tests/twitter.json) and gallery-dl (twitter.py):
 * [pasted text, canonical URL the providers receive (or the error code)].
 */
const table: [string, Expected][] = [
  [
    "https://twitter.com/X/status/1697304622749086011",
    "https://x.com/X/status/1697304622749086011",
  ],
  [
    "https://twitter.com/X/status/1697304622749086011/mediaViewer?currentTweet=1697304622749086011&currentTweetUser=X",
    "https://x.com/X/status/1697304622749086011",
  ],
  [
    "https://twitter.com/dustbin_nie/status/1624596567188717568?s=20",
    "https://x.com/dustbin_nie/status/1624596567188717568",
  ],
  [
    "https://x.com/PopCrave/status/1877880433242771717",
    "https://x.com/PopCrave/status/1877880433242771717",
  ],
  [
    "https://x.com/eggsaladscreams/status/1693089534886506756?s=46",
    "https://x.com/eggsaladscreams/status/1693089534886506756",
  ],
  [
    "https://twitter.com/hugekiwinuts/status/1618671150829309953?s=46&t=gItGzgwGQQJJaJrO6qc1Pg",
    "https://x.com/hugekiwinuts/status/1618671150829309953",
  ],
  ["https://twitter.com/test/status/9487653", "https://x.com/test/status/9487653"],
  ["https://x.com/i/status/1898644931721474158", "https://x.com/i/status/1898644931721474158"],
  [
    "https://twitter.com/i/web/status/910031516746514432",
    "https://x.com/i/status/910031516746514432",
  ],
  [
    "https://twitter.com/i/bookmarks?post_id=1828099210220294314",
    "https://x.com/i/status/1828099210220294314",
  ],
  [
    "https://twitter.com/i/videos/tweet/705235433198714880",
    "https://x.com/i/status/705235433198714880",
  ],
  ["https://twitter.com/i/videos/752274308186120192", "https://x.com/i/status/752274308186120192"],
  [
    "https://twitter.com/statuses/1697304622749086011",
    "https://x.com/i/status/1697304622749086011",
  ],
  [
    "https://twitter.com/giphz/status/657991469417025536/photo/1",
    "https://x.com/giphz/status/657991469417025536",
  ],
  [
    "https://x.com/igorbrigadir/status/1611399816487084033/video/2",
    "https://x.com/igorbrigadir/status/1611399816487084033",
  ],
  // Hosts: www., mobile., m., and the embed mirrors
  [
    "https://mobile.twitter.com/X/status/1697304622749086011",
    "https://x.com/X/status/1697304622749086011",
  ],
  [
    "https://m.twitter.com/X/status/1697304622749086011",
    "https://x.com/X/status/1697304622749086011",
  ],
  ["https://www.x.com/X/status/1697304622749086011", "https://x.com/X/status/1697304622749086011"],
  [
    "https://mobile.x.com/X/status/1697304622749086011",
    "https://x.com/X/status/1697304622749086011",
  ],
  [
    "https://vxtwitter.com/dustbin_nie/status/1624596567188717568?s=20",
    "https://x.com/dustbin_nie/status/1624596567188717568",
  ],
  [
    "https://fxtwitter.com/X/status/1697304622749086011",
    "https://x.com/X/status/1697304622749086011",
  ],
  ["https://fixupx.com/X/status/1697304622749086011", "https://x.com/X/status/1697304622749086011"],
  ["https://fixvx.com/X/status/1697304622749086011", "https://x.com/X/status/1697304622749086011"],
  ["x.com/X/status/1697304622749086011", "https://x.com/X/status/1697304622749086011"],
  ["https://X.COM/X/status/1697304622749086011#m", "https://x.com/X/status/1697304622749086011"],
  // Not a post
  ["https://x.com/PopCrave", { error: "unsupported_link" }],
  ["https://x.com/home", { error: "unsupported_link" }],
  ["https://x.com/search?q=cats", { error: "unsupported_link" }],
  ["https://x.com/i/spaces/1eaKbrPAqbwKX", { error: "unsupported_link" }],
  ["https://x.com/PopCrave/status/notanid", { error: "unsupported_link" }],
  ["https://x.com/PopCrave/status/1877880433242771717/likes", { error: "unsupported_link" }],
  ["https://x.com/PopCrave/status/1877880433242771717/photo/0", { error: "unsupported_link" }],
  ["https://twitter.com/i/bookmarks", { error: "unsupported_link" }],
  // X's short links (yt-dlp's TwitterShortenerIE): followed inside the lookup.
  ["https://t.co/BJYgOjSeGA", "https://t.co/BJYgOjSeGA"],
  ["https://t.co/BJYgOjSeGA/extra", { error: "unsupported_link" }],
  ["https://x.com.evil.example/X/status/1697304622749086011", { error: "unsupported_link" }],
];

describe("X links", () => {
  it.each(table)("%s", (pasted, expected) => {
    if (typeof expected === "string") {
      const link = parseLink(pasted);
      expect(link.platform).toBe("twitter");
      expect(link.url).toBe(expected);
    } else {
      let code: string | undefined;
      try {
        parseLink(pasted);
      } catch (error) {
        code = error instanceof MediaError ? error.code : "thrown";
      }
      expect(code).toBe(expected.error);
    }
  });

  it("keeps the item a /photo/<n> or /video/<n> link names", () => {
    expect(parseLink("https://twitter.com/giphz/status/657991469417025536/photo/1")).toMatchObject({
      index: 1,
    });
    expect(parseLink("https://x.com/i/status/1611399816487084033/video/2")).toMatchObject({
      index: 2,
    });
    expect(parseLink("https://x.com/i/status/1611399816487084033")).not.toHaveProperty("index");
  });

  it("keys every spelling of one post alike", () => {
    const keys = [
      "https://twitter.com/X/status/1697304622749086011?s=20",
      "https://fxtwitter.com/someone/status/1697304622749086011",
      "https://x.com/i/bookmarks?post_id=1697304622749086011",
    ].map((s) => lookupKey(parseLink(s)));
    expect(new Set(keys)).toEqual(new Set(["twitter:post:1697304622749086011"]));
  });
});
