import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

/**
 * Reddit's link forms, from the tests of yt-dlp (reddit.py), cobalt (service-config.js and its
 * tests) and gallery-dl: [pasted, canonical link, lookup key]. Why: docs/decisions/049-reddit.md
 */
const table: [string, string, string][] = [
  [
    "https://www.reddit.com/r/videos/comments/6rrwyj/that_small_heart_attack/",
    "https://www.reddit.com/comments/6rrwyj/",
    "reddit:post:6rrwyj",
  ],
  [
    "https://old.reddit.com/r/GenZedong/comments/12fujy3/based_hasan/",
    "https://www.reddit.com/comments/12fujy3/",
    "reddit:post:12fujy3",
  ],
  [
    "https://new.reddit.com/r/TikTokCringe/comments/wup1fg/id_be_escaping_at_the_first_chance_i_got/?utm_source=share&utm_medium=web2x",
    "https://www.reddit.com/comments/wup1fg/",
    "reddit:post:wup1fg",
  ],
  [
    "https://np.reddit.com/r/whenthe/comments/109wqy1/",
    "https://www.reddit.com/comments/109wqy1/",
    "reddit:post:109wqy1",
  ],
  [
    "https://m.reddit.com/r/aww/comments/90bu6w/heat_index_was_110_degrees_so_we_offered_him_a/",
    "https://www.reddit.com/comments/90bu6w/",
    "reddit:post:90bu6w",
  ],
  [
    "https://www.reddit.com/r/MadeMeSmile/comments/6t7wi5/wait_for_it/dllzz3a/",
    "https://www.reddit.com/comments/6t7wi5/",
    "reddit:post:6t7wi5",
  ],
  [
    "https://www.reddit.com/r/TikTokCringe/comments/wup1fg/title/comment/ilz3rk1/?context=3",
    "https://www.reddit.com/comments/wup1fg/",
    "reddit:post:wup1fg",
  ],
  [
    "https://www.reddit.com/user/creepyt0es/comments/nip71r/i_plan_to_make_more_stickers_and_prints_check/",
    "https://www.reddit.com/comments/nip71r/",
    "reddit:post:nip71r",
  ],
  [
    "https://www.reddit.com/r/u_creepyt0es/comments/nip71r/",
    "https://www.reddit.com/comments/nip71r/",
    "reddit:post:nip71r",
  ],
  [
    "https://reddit.com/comments/6rrwyj",
    "https://www.reddit.com/comments/6rrwyj/",
    "reddit:post:6rrwyj",
  ],
  [
    "https://www.reddit.com/gallery/hrrh23",
    "https://www.reddit.com/comments/hrrh23/",
    "reddit:post:hrrh23",
  ],
  ["https://redd.it/6rrwyj", "https://www.reddit.com/comments/6rrwyj/", "reddit:post:6rrwyj"],
  [
    "https://www.redditmedia.com/r/serbia/comments/pu9wbx/ako_vu%C4%8Di%C4%87_izgubi_izbore/",
    "https://www.reddit.com/comments/pu9wbx/",
    "reddit:post:pu9wbx",
  ],
  [
    "www.reddit.com/r/videos/comments/6rrwyj",
    "https://www.reddit.com/comments/6rrwyj/",
    "reddit:post:6rrwyj",
  ],
  // share links and video links, followed once
  [
    "https://www.reddit.com/r/SUBREDDIT/s/abc456GHIJ",
    "https://www.reddit.com/r/SUBREDDIT/s/abc456GHIJ",
    "reddit:share:abc456GHIJ",
  ],
  [
    "https://www.reddit.com/u/someone/s/Zx9Yw8Vu7T?utm_name=iossmf",
    "https://www.reddit.com/user/someone/s/Zx9Yw8Vu7T",
    "reddit:share:Zx9Yw8Vu7T",
  ],
  [
    "https://v.redd.it/ifg2emt5ck0e1",
    "https://v.redd.it/ifg2emt5ck0e1",
    "reddit:share:ifg2emt5ck0e1",
  ],
  [
    "https://www.reddit.com/video/ifg2emt5ck0e1",
    "https://v.redd.it/ifg2emt5ck0e1",
    "reddit:share:ifg2emt5ck0e1",
  ],
];

const refused = [
  "https://www.reddit.com/",
  "https://www.reddit.com/r/videos/",
  "https://www.reddit.com/r/videos/comments/",
  "https://www.reddit.com/user/someone/",
  "https://www.reddit.com/r/videos/s/",
  "https://www.reddit.com/r/videos/s/a!b",
  "https://redd.it/",
  "https://v.redd.it/ifg2emt5ck0e1/DASH_720.mp4",
  "https://i.redd.it/abc.jpg",
  "https://www.reddit.com:8443/comments/6rrwyj",
  "https://notreddit.com/comments/6rrwyj",
];

describe("Reddit links", () => {
  it.each(table)("reads %s", (pasted, canonical, key) => {
    const link = parseLink(pasted);
    expect(link.platform).toBe("reddit");
    expect(link.url).toBe(canonical);
    expect(lookupKey(link)).toBe(key);
  });

  it.each(refused)("refuses %s", (pasted) => {
    let caught: unknown;
    try {
      parseLink(pasted);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MediaError);
    expect((caught as MediaError).code).toBe("unsupported_link");
  });

  it("reads one post under every spelling of its id", () => {
    expect(lookupKey(parseLink("https://www.reddit.com/comments/6RRWYJ/"))).toBe(
      lookupKey(parseLink("https://redd.it/6rrwyj")),
    );
  });
});
