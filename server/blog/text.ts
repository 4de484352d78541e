import { HTMLElement, type Node, parse, TextNode } from "node-html-parser";
import { countWords, takeGraphemes } from "../../common/post-format.js";

/** The heading elements, from the largest. */
export const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];

/** Elements whose boundaries separate words even when the markup has no space there. */
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
  ...HEADINGS,
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

/** The visible text of rich-text HTML: entities decoded, tags gone, whitespace collapsed. */
export function htmlToText(html: string): string {
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

/** Longest stored excerpt: enough for the 150-character preview and a meta description. */
export const EXCERPT_LENGTH = 300;

/** Derived from the content on every write, so lists never read or parse full content. */
export function derivedText(html: string): { excerpt: string; wordCount: number } {
  const text = htmlToText(html);
  return { excerpt: takeGraphemes(text, EXCERPT_LENGTH).text, wordCount: countWords(text) };
}
