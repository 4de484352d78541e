/**
 * Documents the server writes itself, for the page cache: what a module declares and how a
 * request's spelling of a path is read. Why: docs/decisions/038-generated-documents.md
 */

/**
 * A document's text, whole or in pieces: a large one (a sitemap part) is written piece by
 * piece and compressed as it is written, so its whole text is never held.
 */
export type DocumentBody = string | AsyncIterable<string>;

/** A document as the server writes it; `status` 404 for a part that does not exist. */
export interface DocumentAnswer {
  status?: number;
  /** Media type, without the charset (always UTF-8). */
  type: string;
  body: DocumentBody;
}

/**
 * A document the server writes itself (the sitemap and its parts, the feed, robots.txt, the
 * web manifests): it reads no query and no visitor header, so every spelling of its path
 * shares one cache entry. Why: docs/decisions/038-generated-documents.md
 */
export interface GeneratedDocument {
  /** Route pattern, for metrics (`/sitemap-posts-:n.xml`). */
  pattern: string;
  /**
   * The canonical path of a spelling (the request path decoded, in lower case, without a
   * trailing slash), or undefined when the spelling is not this document.
   */
  canonical(spelling: string): string | undefined;
  /** Writes the document at its canonical path. */
  build(path: string): Promise<DocumentAnswer>;
}

/** A document at one path, written by `write`. */
export function fixedDocument(
  path: string,
  type: string,
  write: () => DocumentBody | Promise<DocumentBody>,
): GeneratedDocument {
  const spelt = path.toLowerCase();
  return {
    pattern: path,
    canonical: (spelling) => (spelling === spelt ? path : undefined),
    build: async () => ({ type, body: await write() }),
  };
}

/**
 * How a path is spelt, for matching documents: decoded, in lower case, without a trailing
 * slash; undefined when it does not decode.
 */
export function spellingOf(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const trimmed = decoded.replace(/\/+$/, "");
  return (trimmed || "/").toLowerCase();
}
