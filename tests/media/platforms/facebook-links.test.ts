import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

/**
 * Facebook's link forms, from the tests of yt-dlp (facebook.py), cobalt (api/src/util/tests)
 * and gallery-dl: [pasted, canonical link, lookup key]. Why: docs/decisions/048-facebook.md
 */
const table: [string, string, string][] = [
  // reels
  [
    "https://www.facebook.com/reel/1195289147628387",
    "https://www.facebook.com/reel/1195289147628387/",
    "facebook:video:1195289147628387",
  ],
  [
    "https://web.facebook.com/reel/730293269054758",
    "https://www.facebook.com/reel/730293269054758/",
    "facebook:video:730293269054758",
  ],
  [
    "https://m.facebook.com/reel/730293269054758/?mibextid=rS40aB7S9Ucbxw6v&s=yWDuG2&fs=e",
    "https://www.facebook.com/reel/730293269054758/",
    "facebook:video:730293269054758",
  ],
  // watch links, with and without the slash, with query noise
  [
    "https://www.facebook.com/watch?v=883839773514682",
    "https://www.facebook.com/watch/?v=883839773514682",
    "facebook:video:883839773514682",
  ],
  [
    "https://web.facebook.com/watch/?v=883839773514682&ref=sharing",
    "https://www.facebook.com/watch/?v=883839773514682",
    "facebook:video:883839773514682",
  ],
  [
    "https://www.facebook.com/watch/live/?v=1823658634322275",
    "https://www.facebook.com/watch/?v=1823658634322275",
    "facebook:video:1823658634322275",
  ],
  [
    "https://mbasic.facebook.com/watch/?v=883839773514682",
    "https://www.facebook.com/watch/?v=883839773514682",
    "facebook:video:883839773514682",
  ],
  // a page's videos, with and without a caption slug
  [
    "https://www.facebook.com/radiokicksfm/videos/3676516585958356/",
    "https://www.facebook.com/watch/?v=3676516585958356",
    "facebook:video:3676516585958356",
  ],
  [
    "https://web.facebook.com/100071784061914/videos/588631943886661/",
    "https://www.facebook.com/watch/?v=588631943886661",
    "facebook:video:588631943886661",
  ],
  [
    "https://web.facebook.com/wood57/videos/%C3%A9p%C3%AEc-jaw-drop/883839773514682",
    "https://www.facebook.com/watch/?v=883839773514682",
    "facebook:video:883839773514682",
  ],
  [
    "https://www.facebook.com/cnn/videos/vb.28799722/10153993395771509/?type=2&theater",
    "https://www.facebook.com/watch/?v=10153993395771509",
    "facebook:video:10153993395771509",
  ],
  // video.php and embeds
  [
    "https://www.facebook.com/video.php?v=637842556329505&fref=nf",
    "https://www.facebook.com/watch/?v=637842556329505",
    "facebook:video:637842556329505",
  ],
  [
    "https://www.facebook.com/video/video.php?v=274175099429670",
    "https://www.facebook.com/watch/?v=274175099429670",
    "facebook:video:274175099429670",
  ],
  [
    "https://www.facebook.com/video/embed?video_id=10153993395771509",
    "https://www.facebook.com/watch/?v=10153993395771509",
    "facebook:video:10153993395771509",
  ],
  [
    "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fgov.sg%2Fvideos%2F10154383743583686%2F&show_text=0&width=560",
    "https://www.facebook.com/watch/?v=10154383743583686",
    "facebook:video:10154383743583686",
  ],
  [
    "https://business.facebook.com/gov.sg/videos/10154383743583686/",
    "https://www.facebook.com/watch/?v=10154383743583686",
    "facebook:video:10154383743583686",
  ],
  [
    "facebook.com/reel/1195289147628387",
    "https://www.facebook.com/reel/1195289147628387/",
    "facebook:video:1195289147628387",
  ],
  // share links and fb.watch
  [
    "https://web.facebook.com/share/r/JFZfPVgLkiJQmWrr/",
    "https://www.facebook.com/share/r/JFZfPVgLkiJQmWrr/",
    "facebook:share:JFZfPVgLkiJQmWrr",
  ],
  [
    "https://www.facebook.com/share/v/1AQTkKfH1u/?mibextid=wwXIfr",
    "https://www.facebook.com/share/v/1AQTkKfH1u/",
    "facebook:share:1AQTkKfH1u",
  ],
  [
    "https://www.facebook.com/share/p/1AQTkKfH1u/",
    "https://www.facebook.com/share/p/1AQTkKfH1u/",
    "facebook:share:1AQTkKfH1u",
  ],
  // posts of several videos and photos (yt-dlp's tests), decision 086
  [
    "https://www.facebook.com/attn/posts/pfbid0j1Czf2gGDVqeQ8KiMLFm3pWN8GxsQmeRrVhimWDzMuKQoR8r4b1knNsejELmUgyhl",
    "https://www.facebook.com/attn/posts/pfbid0j1Czf2gGDVqeQ8KiMLFm3pWN8GxsQmeRrVhimWDzMuKQoR8r4b1knNsejELmUgyhl/",
    "facebook:post:pfbid0j1Czf2gGDVqeQ8KiMLFm3pWN8GxsQmeRrVhimWDzMuKQoR8r4b1knNsejELmUgyhl",
  ],
  [
    "https://m.facebook.com/Alliance.Police.Department/posts/4048563708499330?ref=share",
    "https://www.facebook.com/Alliance.Police.Department/posts/4048563708499330/",
    "facebook:post:4048563708499330",
  ],
  [
    "https://www.facebook.com/permalink.php?story_fbid=pfbid0fqQuVEQyXRa9Dp4RcaTR14KHU3uULHV1EK7eckNXSH63JMuoALsAvVCJ97zAGitil&id=100068861234290",
    "https://www.facebook.com/permalink.php?story_fbid=pfbid0fqQuVEQyXRa9Dp4RcaTR14KHU3uULHV1EK7eckNXSH63JMuoALsAvVCJ97zAGitil&id=100068861234290",
    "facebook:post:pfbid0fqQuVEQyXRa9Dp4RcaTR14KHU3uULHV1EK7eckNXSH63JMuoALsAvVCJ97zAGitil",
  ],
  [
    "https://www.facebook.com/story.php?story_fbid=10157667649866271&id=100044292541634&mibextid=x",
    "https://www.facebook.com/permalink.php?story_fbid=10157667649866271&id=100044292541634",
    "facebook:post:10157667649866271",
  ],
  [
    "https://www.facebook.com/groups/1645456212344334/posts/3737828833107051/",
    "https://www.facebook.com/groups/1645456212344334/posts/3737828833107051/",
    "facebook:post:3737828833107051",
  ],
  [
    "https://web.facebook.com/groups/ateistiskselskab/permalink/10154930137678856/",
    "https://www.facebook.com/groups/ateistiskselskab/posts/10154930137678856/",
    "facebook:post:10154930137678856",
  ],
  ["https://fb.watch/t9OUh0xJDE/", "https://fb.watch/t9OUh0xJDE/", "facebook:share:t9OUh0xJDE"],
  ["https://fb.watch/t9OUh0xJDE", "https://fb.watch/t9OUh0xJDE/", "facebook:share:t9OUh0xJDE"],
];

const refused = [
  "https://www.facebook.com/",
  "https://www.facebook.com/watch/",
  "https://www.facebook.com/watch/?v=notanid",
  "https://www.facebook.com/reel/",
  "https://www.facebook.com/zuck",
  "https://www.facebook.com/radiokicksfm/videos/",
  "https://www.facebook.com/share/x/1AQTkKfH1u/",
  "https://www.facebook.com/attn/posts/",
  "https://www.facebook.com/attn/posts/notapostid",
  "https://www.facebook.com/attn/posts/pfbid0j1/extra",
  "https://www.facebook.com/permalink.php?story_fbid=pfbid0fqQuVEQyXRa9Dp4RcaTR14",
  "https://www.facebook.com/permalink.php?story_fbid=123&id=notanumber",
  "https://www.facebook.com/groups/1645456212344334/about/3737828833107051/",
  "https://fb.watch/",
  "https://fb.watch/a/b/",
  "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fexample.com%2Fvideos%2F1%2F",
  "https://www.facebook.com:8443/reel/1195289147628387",
  "https://notfacebook.com/reel/1195289147628387",
];

describe("Facebook links", () => {
  it.each(table)("reads %s", (pasted, canonical, key) => {
    const link = parseLink(pasted);
    expect(link.platform).toBe("facebook");
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

  it("reads a post as a post: its page's path kept, its media listed", () => {
    expect(
      parseLink("https://www.facebook.com/groups/1645456212344334/permalink/3737828833107051"),
    ).toMatchObject({
      type: "post",
      id: "3737828833107051",
      path: "/groups/1645456212344334/posts/3737828833107051/",
    });
  });

  it("keeps a reel a reel and every other video a watch link", () => {
    expect(parseLink("https://www.facebook.com/reel/1195289147628387")).toMatchObject({
      type: "video",
      form: "reel",
    });
    expect(parseLink("https://www.facebook.com/watch?v=1195289147628387")).toMatchObject({
      type: "video",
      form: "video",
    });
  });
});
