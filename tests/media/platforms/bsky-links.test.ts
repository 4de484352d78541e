import { describe, expect, it } from "vitest";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

/** Every Bluesky link form yt-dlp's, cobalt's and gallery-dl's tests list (decision 051). */
const POSTS: Array<[string, string, string]> = [
  [
    "https://bsky.app/profile/blu3blue.bsky.social/post/3l4omssdl632g",
    "blu3blue.bsky.social",
    "3l4omssdl632g",
  ],
  ["https://bsky.app/profile/bsky.app/post/3l3vgf77uco2g", "bsky.app", "3l3vgf77uco2g"],
  ["https://main.bsky.dev/profile/souris.moe/post/3l4qhp7bcs52c", "souris.moe", "3l4qhp7bcs52c"],
  [
    "https://bsky.app/profile/de1.pds.tentacle.expert/post/3l3w4tnezek2e",
    "de1.pds.tentacle.expert",
    "3l3w4tnezek2e",
  ],
  [
    "https://bsky.app/profile/did:plc:oisofpd7lj26yvgiivf3lxsi/post/3l3giwtwp222m",
    "did:plc:oisofpd7lj26yvgiivf3lxsi",
    "3l3giwtwp222m",
  ],
  [
    "https://bsky.app/profile/did%3Aplc%3Aoisofpd7lj26yvgiivf3lxsi/post/3l3giwtwp222m",
    "did:plc:oisofpd7lj26yvgiivf3lxsi",
    "3l3giwtwp222m",
  ],
  [
    "https://bsky.app/profile/did:web:de1.tentacle.expert/post/3l3w4tnezek2e",
    "did:web:de1.tentacle.expert",
    "3l3w4tnezek2e",
  ],
  ["https://bsky.app/profile/imlunahey.com/post/3lgajpn5dtk2t", "imlunahey.com", "3lgajpn5dtk2t"],
  [
    "https://www.bsky.app/profile/ImLunaHey.com/post/3lgajpn5dtk2t?ref_src=x",
    "imlunahey.com",
    "3lgajpn5dtk2t",
  ],
  ["https://fxbsky.app/profile/imlunahey.com/post/3lgajpn5dtk2t", "imlunahey.com", "3lgajpn5dtk2t"],
  ["https://vxbsky.app/profile/imlunahey.com/post/3lgajpn5dtk2t", "imlunahey.com", "3lgajpn5dtk2t"],
  ["https://bskye.app/profile/imlunahey.com/post/3lgajpn5dtk2t", "imlunahey.com", "3lgajpn5dtk2t"],
  ["https://bskyx.app/profile/imlunahey.com/post/3lgajpn5dtk2t/", "imlunahey.com", "3lgajpn5dtk2t"],
  ["https://cbsky.app/profile/imlunahey.com/post/3lgajpn5dtk2t", "imlunahey.com", "3lgajpn5dtk2t"],
  ["at://bsky.app/app.bsky.feed.post/3l3vgf77uco2g", "bsky.app", "3l3vgf77uco2g"],
  ["bsky.app/profile/bsky.app/post/3l3vgf77uco2g", "bsky.app", "3l3vgf77uco2g"],
];

describe("Bluesky links", () => {
  it.each(POSTS)("%s is %s's post %s", (pasted, actor, rkey) => {
    const link = parseLink(pasted);
    expect(link).toEqual({
      platform: "bsky",
      type: "post",
      actor,
      rkey,
      url: `https://bsky.app/profile/${actor}/post/${rkey}`,
    });
    expect(lookupKey(link)).toBe(`bsky:post:${rkey}`);
  });

  it("reads an AT URI naming its author by DID as the bsky.app link it names (issue 34)", () => {
    const did = "did:plc:ia76kvnndjutgedggx2ibrem";
    expect(parseLink(`at://${did}/app.bsky.feed.post/3l6zrz6zyl2dr`)).toEqual({
      platform: "bsky",
      type: "post",
      actor: did,
      rkey: "3l6zrz6zyl2dr",
      url: `https://bsky.app/profile/${did}/post/3l6zrz6zyl2dr`,
    });
    // Another collection is not a post.
    expect(() => parseLink(`at://${did}/app.bsky.feed.like/3l6zrz6zyl2dr`)).toThrow(
      expect.objectContaining({ code: "invalid_url" }),
    );
  });

  it.each([
    "https://bsky.app/profile/bsky.app",
    "https://bsky.app/profile/bsky.app/post/",
    "https://bsky.app/profile/bsky.app/post/not-a-tid",
    "https://bsky.app/profile/bsky.app/feed/whats-hot",
    "https://bsky.app/profile/bsky.app/lists/3l3vgf77uco2g",
    "https://bsky.app/profile/nodot/post/3l3vgf77uco2g",
    "https://bsky.app/profile/bsky.app/post/3l3vgf77uco2g/liked-by",
    "https://bsky.app:8443/profile/bsky.app/post/3l3vgf77uco2g",
    "https://bsky.social/profile/bsky.app/post/3l3vgf77uco2g",
    "at://bsky.app/app.bsky.feed.like/3l3vgf77uco2g",
  ])("does not take %s", (pasted) => {
    expect(() => parseLink(pasted)).toThrow(expect.objectContaining({ code: "unsupported_link" }));
  });
});
