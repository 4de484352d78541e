import { createHash } from "node:crypto";

/**
 * Cached pages answer with a hash-based CSP instead of a nonce: the page is rendered
 * once with a one-off marker in place of the nonce, then every inline script that
 * carries the marker (ours, written by React and React Router) is allowed by the hash
 * of its text and the marker is removed. An inline script that got into the page any
 * other way (stored content) has no marker, so its hash is not listed and the browser
 * refuses it. Why: docs/decisions/021-page-cache-and-csp.md
 */
export function lockScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(script)) {
    const [, attributes = "", text = ""] = match;
    if (!attributes.includes(attribute) || /\bsrc=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  const locked = html.split(attribute).join("");
  if (locked.includes(marker)) {
    // The marker is random per render; seeing it elsewhere means something echoed it.
    throw new Error("Render marker found outside a nonce attribute");
  }
  return { html: locked, hashes: [...hashes] };
}

/**
 * The response's CSP with the nonce source of script-src replaced by the hashes (and
 * `'none'`-free: 'self' stays for our module files).
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .replace(/\s*'nonce-[^']*'/g, "")
    .replace(
      /(^|;)\s*script-src([^;]*)/,
      (_all, start: string, sources: string) =>
        `${start}script-src${sources}${hashes.map((h) => ` ${h}`).join("")}`,
    );
}
