import { describe, expect, it } from "vitest";
import { linkFromSearchParams, screenForLink } from "~/lib/link-validation";

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
  ])("%s opens %s", (link, screen) => {
    expect(screenForLink(link)).toBe(screen);
  });
});
