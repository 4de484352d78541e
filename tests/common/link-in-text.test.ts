import { describe, expect, it } from "vitest";
import { linkInText, linksInText } from "../../common/link-in-text.js";

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

describe("linksInText: every link of a paste", () => {
  it("reads links on lines, between words and run together, each once, in order", () => {
    const text = [
      "[12:00] ana: https://vm.tiktok.com/ZMabc/ look!",
      "[12:01] bo: https://x.com/u/status/17, and https://redd.it/abc12.",
      "https://vm.tiktok.com/ZMabc/",
      "https://pin.it/xyzhttps://bsky.app/profile/a/post/b",
    ].join("\n");
    expect(linksInText(text, 20)).toEqual({
      links: [
        "https://vm.tiktok.com/ZMabc/",
        "https://x.com/u/status/17",
        "https://redd.it/abc12",
        "https://pin.it/xyz",
        "https://bsky.app/profile/a/post/b",
      ],
      more: false,
    });
  });

  it("a bare link is one link; an empty paste none", () => {
    expect(linksInText("  instagram.com/p/Cx/ ", 20)).toEqual({
      links: ["instagram.com/p/Cx/"],
      more: false,
    });
    expect(linksInText("  ", 20)).toEqual({ links: [], more: false });
  });

  it("stops reading after the limit: a paste of 10,000 links costs the limit's worth", () => {
    const paste = Array.from({ length: 10_000 }, (_, n) => `https://redd.it/p${n}`).join("\n");
    const found = linksInText(paste, 20);
    expect(found.links).toHaveLength(20);
    expect(found.links[19]).toBe("https://redd.it/p19");
    expect(found.more).toBe(true);
  });
});
