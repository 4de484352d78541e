import { parseJson } from "./page.js";

/**
 * The JSON value a script assigns to `name` (`window.__playinfo__={...};(function(){...})`),
 * read as yt-dlp's `_search_json` reads it: after `name`, optional spaces and `=`, the one
 * balanced object or array that starts there (strings and their escapes skipped), whatever
 * code follows it. A linear scan of the script's text, never a regular expression over it.
 * Why: docs/decisions/083-bilibili.md
 */
export function assignedJson(text: string, name: string): unknown {
  let from = 0;
  for (;;) {
    const found = text.indexOf(name, from);
    if (found < 0) return undefined;
    from = found + name.length;
    let i = from;
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
    if (text[i] !== "=") continue;
    i++;
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
    const end = balancedEnd(text, i);
    if (end < 0) continue;
    const value = parseJson(text.slice(i, end));
    if (value !== undefined) return value;
  }
}

/** The index just past the object or array that opens at `start`, or -1. */
function balancedEnd(text: string, start: number): number {
  const open = text[start];
  if (open !== "{" && open !== "[") return -1;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
