import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of cobalt a636575b (service-config, tests/tumblr.json) and yt-dlp 81ecd58b (TumblrIE
// tests). Why: docs/decisions/079-tumblr.md
const recognised: [string, string, string][] = [
  ["https://at.tumblr.com/music/704177038274281472/n7x7pr7x4w2b", "music", "704177038274281472"],
  ["https://garfield-69.tumblr.com/post/696499862852780032", "garfield-69", "696499862852780032"],
  [
    "https://www.tumblr.com/rongzhi/707729381162958848/english-added-by-me?source=share",
    "rongzhi",
    "707729381162958848",
  ],
  ["https://www.tumblr.com/firebuug/770611154490998784/bing", "firebuug", "770611154490998784"],
  [
    "http://tatianamaslanydaily.tumblr.com/post/54196191430/orphan-black-dvd-extra-behind-the-scenes",
    "tatianamaslanydaily",
    "54196191430",
  ],
  [
    "https://maskofthedragon.tumblr.com/post/626907179849564160/mona-talking-in-english",
    "maskofthedragon",
    "626907179849564160",
  ],
  ["https://nerdmoviesarebae.tumblr.com/video/181893012017", "nerdmoviesarebae", "181893012017"],
  ["https://tumblr.com/blog/view/someblog/100000000000000001", "someblog", "100000000000000001"],
  ["tumblr.com/SomeBlog/100000000000000001", "someblog", "100000000000000001"],
  ["https://Garfield-69.Tumblr.com/post/696499862852780032/", "garfield-69", "696499862852780032"],
];

const refused = [
  "https://www.tumblr.com/",
  "https://www.tumblr.com/dashboard",
  "https://www.tumblr.com/tagged/cats",
  "https://garfield-69.tumblr.com/",
  "https://garfield-69.tumblr.com/tagged/cats",
  "https://a.b.tumblr.com/post/696499862852780032",
  "https://garfield-69.tumblr.com/post/notanumber",
  "https://garfield-69.tumblr.com/post/123456789012345678901",
  "https://va.media.tumblr.com/tumblr_abc_720.mp4/x",
  "https://tumblr.com.example/post/696499862852780032",
];

describe("Tumblr links", () => {
  it.each(recognised)("%s is %s's post %s", (input, blog, id) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "tumblr",
      type: "post",
      blog,
      id,
      url: `https://${blog}.tumblr.com/post/${id}`,
    });
    expect(lookupKey(link)).toBe(`tumblr:post:${id}`);
  });

  it.each(refused)("%s is not a Tumblr post", (input) => {
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
