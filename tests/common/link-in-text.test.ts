import { describe, expect, it } from "vitest";
import { linkInText } from "../../common/link-in-text.js";

describe("the link inside pasted text", () => {
  it.each([
    // Bare links keep their own rules, whatever they are.
    ["https://www.tiktok.com/@a/video/1", "https://www.tiktok.com/@a/video/1"],
    ["  instagram.com/p/Cx/  ", "instagram.com/p/Cx/"],
    ["abc", "abc"],
    // Apps' share texts: the first link, without the caption's punctuation.
    [
      "Check out this video! https://vm.tiktok.com/ZMabc123/ Download TikTok: https://www.tiktok.com/download",
      "https://vm.tiktok.com/ZMabc123/",
    ],
    ["(https://x.com/u/status/17).", "(https://x.com/u/status/17)."],
    ["see (https://x.com/u/status/17).", "https://x.com/u/status/17"],
    ["«https://redd.it/abc12»", "«https://redd.it/abc12»"],
    ["Seen on Reddit: https://redd.it/abc12!", "https://redd.it/abc12"],
    ["HTTP://WWW.PINTEREST.COM/pin/123/ ok", "HTTP://WWW.PINTEREST.COM/pin/123/"],
    // An AT URI naming its author by DID (no URL parser reads it): the bsky.app link it names.
    [
      "at://did:plc:oisofpd7lj26yvgiivf3lxsi/app.bsky.feed.post/3l3giwtwp222m",
      "https://bsky.app/profile/did:plc:oisofpd7lj26yvgiivf3lxsi/post/3l3giwtwp222m",
    ],
    // One naming a handle parses as a URL: kept as it is.
    [
      "at://imlunahey.com/app.bsky.feed.post/3lgajpn5dtk2t",
      "at://imlunahey.com/app.bsky.feed.post/3lgajpn5dtk2t",
    ],
    // No link at all: the text as it was, for the caller to refuse.
    ["a caption with no link", "a caption with no link"],
    ["", ""],
  ])("%j gives %j", (text, link) => {
    expect(linkInText(text)).toBe(link);
  });
});
