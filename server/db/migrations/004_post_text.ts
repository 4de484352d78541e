import type { Kysely, Migration } from "kysely";
import { HTMLElement, type Node, parse, TextNode } from "node-html-parser";

/*
 * A frozen copy of how the blog derived a post's text when this migration was written
 * (server/blog/text.ts and the counting in common/post-format.ts, as of 2026-07). It is a
 * copy on purpose: a migration must do tomorrow what it did the day it shipped, and the live
 * code may change. Do not replace it with an import. Why: docs/decisions/032-toolkit-and-root.md
 */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);
const SKIPPED = new Set(["script", "style", "template", "noscript", "iframe", "svg"]);
const EXCERPT_LENGTH = 300;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

function htmlToText(html: string): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof TextNode) {
      out.push(node.text);
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    const tag = node.rawTagName?.toLowerCase() ?? "";
    if (SKIPPED.has(tag)) return;
    const block = BLOCKS.has(tag);
    if (block) out.push(" ");
    for (const child of node.childNodes) walk(child);
    if (block) out.push(" ");
  };
  walk(parse(html, { comment: false }));
  return out.join("").replace(/\s+/gu, " ").trim();
}

function firstGraphemes(text: string, length: number): string {
  if (text.length <= length) return text;
  let out = "";
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === length) break;
    out += segment;
    count++;
  }
  return out;
}

function derivedText(html: string): { excerpt: string; wordCount: number } {
  const text = htmlToText(html);
  const words = text.trim().split(/\s+/u);
  return {
    excerpt: firstGraphemes(text, EXCERPT_LENGTH),
    wordCount: words[0] === "" ? 0 : words.length,
  };
}

/**
 * Plain-text excerpt and word count derived from each post's HTML, so the blog list and
 * related cards read a few hundred characters per post instead of whole contents.
 */
export const postText: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("posts")
      .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("posts")
      .addColumn("word_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    const typed = db as Kysely<{
      posts: { id: string; content: string; excerpt: string; word_count: number };
    }>;
    const rows = await typed.selectFrom("posts").select(["id", "content"]).execute();
    for (const row of rows) {
      const { excerpt, wordCount } = derivedText(row.content ?? "");
      await typed
        .updateTable("posts")
        .set({ excerpt, word_count: wordCount })
        .where("id", "=", row.id)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("posts").dropColumn("word_count").execute();
    await db.schema.alterTable("posts").dropColumn("excerpt").execute();
  },
};
