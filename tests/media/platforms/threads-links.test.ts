import { describe, expect, it } from "vitest";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

/**
 * Every Threads link form the open yt-dlp pull requests and the 2026 notes list
 * (decision 047), and near misses that must not be taken.
 */
const POSTS: Array<[string, string, string]> = [
  [
    "https://www.threads.com/@zuck/post/DHV7vTivqWD",
    "DHV7vTivqWD",
    "https://www.threads.com/@zuck/post/DHV7vTivqWD",
  ],
  [
    "https://threads.com/@zuck/post/DHV7vTivqWD/",
    "DHV7vTivqWD",
    "https://www.threads.com/@zuck/post/DHV7vTivqWD",
  ],
  [
    "https://www.threads.net/@zuck/post/DHV7vTivqWD?xmt=AQGzKp&slof=1",
    "DHV7vTivqWD",
    "https://www.threads.com/@zuck/post/DHV7vTivqWD",
  ],
  [
    "http://threads.net/@some.user_1/post/DdO_YhfEXTX",
    "DdO_YhfEXTX",
    "https://www.threads.com/@some.user_1/post/DdO_YhfEXTX",
  ],
  [
    "https://www.threads.com/t/DHV7vTivqWD",
    "DHV7vTivqWD",
    "https://www.threads.com/post/DHV7vTivqWD",
  ],
  [
    "https://www.threads.com/post/DHV7vTivqWD#comments",
    "DHV7vTivqWD",
    "https://www.threads.com/post/DHV7vTivqWD",
  ],
  [
    "https://www.threads.net/@zuck/t/DHV7vTivqWD",
    "DHV7vTivqWD",
    "https://www.threads.com/@zuck/post/DHV7vTivqWD",
  ],
  [
    "www.threads.com/@zuck/post/DHV7vTivqWD",
    "DHV7vTivqWD",
    "https://www.threads.com/@zuck/post/DHV7vTivqWD",
  ],
  // A private post's long code.
  [
    "https://www.threads.com/@someone/post/DLIrVcmPuFA7g5tn9OzPjsA-R8qU2HPJv_FzCo0",
    "DLIrVcmPuFA7g5tn9OzPjsA-R8qU2HPJv_FzCo0",
    "https://www.threads.com/@someone/post/DLIrVcmPuFA7g5tn9OzPjsA-R8qU2HPJv_FzCo0",
  ],
  [
    "barcelona://media?shortcode=DHV7vTivqWD",
    "DHV7vTivqWD",
    "https://www.threads.com/post/DHV7vTivqWD",
  ],
];

describe("Threads links", () => {
  it.each(POSTS)("%s is post %s", (pasted, code, canonical) => {
    const link = parseLink(pasted);
    expect(link).toMatchObject({ platform: "threads", type: "post", code, url: canonical });
    expect(lookupKey(link)).toBe(`threads:post:${code}`);
  });

  it("reads /share/<id>/ as a share link to follow", () => {
    expect(parseLink("https://www.threads.com/share/AbCdEf12345/?utm_source=x")).toEqual({
      platform: "threads",
      type: "share",
      token: "AbCdEf12345",
      url: "https://www.threads.com/share/AbCdEf12345/",
    });
  });

  it.each([
    "https://www.threads.com/@zuck",
    "https://www.threads.com/",
    "https://www.threads.com/search?q=x",
    "https://www.threads.com/@zuck/post/DHV7vTivqWD/reply/DHV8aaaaaaa",
    "https://www.threads.com/@zuck/post/a%20b",
    "https://www.threads.com/post/abc",
    "https://www.threads.com:8443/post/DHV7vTivqWD",
    "https://threads.org/@zuck/post/DHV7vTivqWD",
    "https://m.threads.com.evil.example/post/DHV7vTivqWD",
    "barcelona://profile?username=zuck",
  ])("does not take %s", (pasted) => {
    expect(() => parseLink(pasted)).toThrow(expect.objectContaining({ code: "unsupported_link" }));
  });
});
