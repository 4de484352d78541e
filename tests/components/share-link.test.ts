import { describe, expect, it } from "vitest";
import { kindForLink, linkFromSearchParams, screenForLink } from "~/lib/link-validation";

describe("linkFromSearchParams (?url= and the share target)", () => {
  it.each([
    ["url=https%3A%2F%2Fwww.instagram.com%2Freel%2FC1%2F", "https://www.instagram.com/reel/C1/"],
    ["url=%20https://www.instagram.com/reel/C1/%20", "https://www.instagram.com/reel/C1/"],
    // Android apps share the link inside `text`, after a caption.
    [
      "title=Reel&text=Watch+this+https%3A%2F%2Fwww.instagram.com%2Freel%2FC1%2F%3Figsh%3Dx+wow",
      "https://www.instagram.com/reel/C1/?igsh=x",
    ],
    ["text=https://youtu.be/abc", "https://youtu.be/abc"],
    ["url=&text=https://youtu.be/abc", "https://youtu.be/abc"],
    // No link in the text: it is handed to the form, which says what is wrong.
    ["text=just+words", "just words"],
    ["", ""],
    ["title=only+a+title", ""],
  ])("%s gives %j", (query, expected) => {
    expect(linkFromSearchParams(new URLSearchParams(query))).toBe(expected);
  });
});

describe("screenForLink", () => {
  it.each([
    ["https://www.instagram.com/stories/natgeo/3412345678901234567/", "/stories"],
    ["https://instagram.com/stories/highlights/17900000000000000/", "/stories"],
    ["https://www.instagram.com/p/C4pQrStUvWx/", "/photos"],
    ["https://www.instagram.com/natgeo/p/C4pQrStUvWx/?img_index=2", "/photos"],
    ["https://m.instagram.com/p/C4pQrStUvWx/", "/photos"],
    ["https://www.instagram.com/share/p/BAbc123/", "/photos"],
    ["https://www.ddinstagram.com/p/C4pQrStUvWx/", "/photos"],
    ["https://ddinstagram.com/stories/natgeo/3412345678901234567/", "/stories"],
    ["https://notinstagram.com/p/C4pQrStUvWx/", "/"],
    ["https://www.instagram.com/reel/C3xYzAbCdEf/", "/"],
    ["https://www.instagram.com/reels/C3xYzAbCdEf/", "/"],
    ["https://www.instagram.com/tv/C3xYzAbCdEf/", "/"],
    ["https://youtu.be/dQw4w9WgXcQ", "/"],
    ["https://example.com/p/whatever", "/"],
    ["https://notinstagram.com/p/x/", "/"],
    ["not a link", "/"],
    // A platform with a landing page: its page, which looks the link up as its kind asks.
    ["https://www.tiktok.com/@user/video/7195741644585454894", "/tiktok"],
    ["https://vm.tiktok.com/ZTR45GpSF/", "/tiktok"],
    ["https://x.com/PopCrave/status/1877880433242771717", "/twitter"],
    ["https://twitter.com/X/status/1697304622749086011/video/1", "/twitter"],
    ["https://www.facebook.com/share/r/JFZfPVgLkiJQmWrr/", "/facebook"],
    ["https://www.threads.net/@user/post/DHV7vTivqWD", "/threads"],
    ["https://v.redd.it/ifg2emt5ck0e1", "/reddit"],
    ["https://www.reddit.com/r/SUBREDDIT/s/abc456GHIJ", "/reddit"],
    ["https://pin.it/4xYzAbc", "/pinterest"],
    ["https://bsky.app/profile/did:plc:oisofpd7lj26yvgiivf3lxsi/post/3l3giwtwp222m", "/bluesky"],
  ])("%s opens %s", (link, screen) => {
    expect(screenForLink(link)).toBe(screen);
  });
});

describe("kindForLink (a landing page's lookup)", () => {
  it.each([
    ["https://www.tiktok.com/@user/video/7195741644585454894", "reel"],
    ["https://www.tiktok.com/@mr_anabo/photo/7328848106722725126", "post"],
    ["https://x.com/PopCrave/status/1877880433242771717", "post"],
    ["https://x.com/PopCrave/status/1877880433242771717/video/1", "reel"],
    ["https://www.facebook.com/reel/730293269054758", "reel"],
    ["https://www.facebook.com/attn/posts/pfbid0j1Czf2gGDVqeQ8KiMLFm3pW", "post"],
    ["https://www.facebook.com/permalink.php?story_fbid=1&id=2", "post"],
    ["https://www.facebook.com/groups/164828000315060/permalink/764967300301124/", "post"],
    ["https://www.facebook.com/share/p/1AQTkKfH1u/", "post"],
    ["https://www.facebook.com/share/v/1AQTkKfH1u/", "reel"],
    ["https://v.redd.it/ifg2emt5ck0e1", "reel"],
    ["https://www.reddit.com/r/pics/comments/109wqy1/", "post"],
    ["https://www.instagram.com/stories/natgeo/3412345678901234567/", "story"],
    ["https://youtu.be/dQw4w9WgXcQ", "reel"],
    ["https://example.com/", "reel"],
    ["not a link", "reel"],
  ])("%s is looked up as a %s", (link, kind) => {
    expect(kindForLink(link)).toBe(kind);
  });
});
