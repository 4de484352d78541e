import { describe, expect, it } from "vitest";
import {
  countWords,
  metaDescription as describeText,
  postPath,
  previewText,
  readTimeMinutes,
  slugForLookup,
} from "../../common/post-format.js";
import { derivedText, htmlToText } from "../../server/blog/text.js";

describe("read time", () => {
  it("uses the stored value when there is one", () => {
    expect(readTimeMinutes(7, 10)).toBe(7);
  });
  it("otherwise divides the words by 200 and rounds up", () => {
    expect(readTimeMinutes(null, 200)).toBe(1);
    expect(readTimeMinutes(null, 201)).toBe(2);
    expect(readTimeMinutes(undefined, 1000)).toBe(5);
    expect(readTimeMinutes(0, 401)).toBe(3);
  });
  it("never says zero minutes", () => {
    expect(readTimeMinutes(null, 0)).toBe(1);
  });
  it("counts words in text", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  one two\nthree  ")).toBe(3);
  });
});

describe("slug percent rule", () => {
  it("turns every percent sign into a hyphen", () => {
    expect(slugForLookup("50%off%now")).toBe("50-off-now");
    expect(slugForLookup("plain-slug")).toBe("plain-slug");
  });
  it("builds post links with it", () => {
    expect(postPath("a%b")).toBe("/blogs/a-b");
  });
});

describe("preview", () => {
  const long = "word ".repeat(60).trim();

  it("keeps the first 150 characters and appends '...'", () => {
    const preview = previewText(long);
    expect(preview).toBe(`${long.slice(0, 150)}...`);
    expect(previewText("Short text")).toBe("Short text...");
  });

  it("cuts on the text, after tags are gone and entities decoded", () => {
    const html = `<p><strong>Tom &amp; Jerry</strong> &lt;3 <a href="https://example.com/${"x".repeat(200)}">link</a></p><p>${"é".repeat(200)}</p>`;
    const text = htmlToText(html);
    expect(text.startsWith("Tom & Jerry <3 link é")).toBe(true);
    const preview = previewText(text);
    expect(preview).not.toContain("<strong");
    expect(preview).not.toContain("&amp");
    expect(preview).not.toContain("href");
    expect(Array.from(preview.slice(0, -3))).toHaveLength(150);
  });

  it("never splits an emoji, even one made of several code points", () => {
    const family = "👨‍👩‍👧‍👦"; // 7 code points, one character on screen
    const text = `${"a".repeat(149)}${family}${family}`;
    expect(previewText(text)).toBe(`${"a".repeat(149)}${family}...`);
    const flags = "🇫🇷".repeat(200);
    const cut = previewText(flags).slice(0, -3);
    expect(cut).toBe("🇫🇷".repeat(150));
  });

  it("separates words across block elements and drops scripts", () => {
    expect(htmlToText("<h1>Title</h1><p>one<br>two</p><ul><li>a</li><li>b</li></ul>")).toBe(
      "Title one two a b",
    );
    expect(htmlToText("<p>kept</p><script>alert(1)</script><style>p{}</style>")).toBe("kept");
    expect(htmlToText("a&nbsp;b &#128512; &eacute;")).toBe("a b 😀 é");
  });

  it("stores a 300-character excerpt and the word count", () => {
    const html = `<p>${"word ".repeat(1000)}</p>`;
    const { excerpt, wordCount } = derivedText(html);
    expect(wordCount).toBe(1000);
    expect(excerpt).toHaveLength(300);
  });

  it("makes a meta description cut at a word", () => {
    expect(describeText("short")).toBe("short");
    const d = describeText(long);
    expect(d.endsWith("word…")).toBe(true);
    expect(d.length).toBeLessThanOrEqual(156);
  });
});
