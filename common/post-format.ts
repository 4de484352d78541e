/**
 * Post formatting shared by server rendering and the browser. Everything here is pure, so
 * the server's HTML and the client's hydration agree. Dates: common/post-date.ts.
 */

export const PREVIEW_LENGTH = 150;
export const WORDS_PER_MINUTE = 200;

/** Stored read time when there is one, else words / 200 rounded up (at least 1 minute). */
export function readTimeMinutes(stored: number | null | undefined, wordCount: number): number {
  if (typeof stored === "number" && Number.isFinite(stored) && stored > 0) {
    return Math.ceil(stored);
  }
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/u);
  return words[0] === "" ? 0 : words.length;
}

/** In a slug used for lookup or a link, every percent sign is a hyphen. */
export function slugForLookup(slug: string): string {
  return slug.replaceAll("%", "-");
}

export function postPath(slug: string): string {
  return `/blogs/${encodeURIComponent(slugForLookup(slug))}`;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The first `length` user-perceived characters: never half an emoji or a combined letter. */
export function takeGraphemes(text: string, length: number): { text: string; cut: boolean } {
  // Fast path: shorter in UTF-16 units means shorter in graphemes too.
  if (text.length <= length) return { text, cut: false };
  let out = "";
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === length) return { text: out, cut: true };
    out += segment;
    count++;
  }
  return { text: out, cut: false };
}

/**
 * The card preview: the first 150 characters of the post's plain text followed by '...'
 * (appended whatever the length, so every card reads alike). The text is already free of tags and
 * entities, so the cut cannot land inside either.
 */
export function previewText(plainText: string, length = PREVIEW_LENGTH): string {
  return `${takeGraphemes(plainText, length).text}...`;
}

/** A meta description of about 155 characters, cut at a word boundary when it is cut. */
export function metaDescription(plainText: string, length = 155): string {
  const { text, cut } = takeGraphemes(plainText.trim(), length);
  if (!cut) return text;
  const space = text.lastIndexOf(" ");
  return `${(space > length / 2 ? text.slice(0, space) : text).trimEnd()}…`;
}
