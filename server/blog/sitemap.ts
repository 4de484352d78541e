import { setImmediate as nextTurn } from "node:timers/promises";
import { LANGUAGES, localizedPath } from "../../common/languages.js";
import { postPath } from "../../common/post-format.js";
import { PUBLIC_PATHS } from "../../common/public-pages.js";
import type { Db } from "../db/index.js";
import {
  type DocumentAnswer,
  fixedDocument,
  type GeneratedDocument,
} from "../web/page-cache-documents.js";
import { postsRepository } from "./posts.repository.js";

/**
 * What the protocol allows one file (sitemaps.org): 50,000 URLs and 50 MB (52,428,800
 * bytes) uncompressed; an index may name 50,000 files.
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 } as const;

/**
 * Posts per part of the sitemap. Each post is one URL per language with every language's
 * alternate (about 21 KB a post in 12 languages), so 500 posts are 6,000 URLs and about
 * 11 MB: far inside the limits even with the longest slugs (a test checks the worst case),
 * built in a fraction of a second, and a few hundred KB kept compressed.
 * Why: docs/decisions/038-generated-documents.md
 */
export const POSTS_PER_PART = 500;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const TYPE = "application/xml";

/**
 * A page's entries: one URL per language, each naming every language's copy and
 * `x-default` (English) as alternates (docs/decisions/034-languages.md).
 */
export function pageEntries(origin: string, path: string, lastmod?: string): string {
  const alternates = [
    ...LANGUAGES.map(
      (other) =>
        `<xhtml:link rel="alternate" hreflang="${other.tag}" href="${escapeXml(`${origin}${localizedPath(other, path)}`)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`,
  ].join("");
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(`${origin}${localizedPath(language, path)}`)}</loc>${modified}${alternates}</url>`,
  ).join("\n");
}

/**
 * A urlset of `pages`, in pieces of one page each (its URL in every language), so the page
 * cache compresses it as it is written; a turn of the event loop every 50 pages, so hits are
 * answered meanwhile.
 */
async function* urlset(
  origin: string,
  pages: readonly { path: string; lastmod?: string }[],
): AsyncGenerator<string> {
  yield `${XML_HEAD}\n${URLSET}\n`;
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i];
    if (page) yield `${pageEntries(origin, page.path, page.lastmod)}\n`;
    if (i % 50 === 49) await nextTurn();
  }
  yield "</urlset>\n";
}

/** The number of the posts part a spelling names (`/sitemap-posts-3.xml`: 3), if any. */
function partNumber(spelling: string): number | undefined {
  const match = /^\/sitemap-posts-(\d{1,9})\.xml$/.exec(spelling);
  const n = match ? Number(match[1]) : 0;
  return n >= 1 ? n : undefined;
}

export const partPath = (n: number) => `/sitemap-posts-${n}.xml`;
export const PAGES_PART = "/sitemap-pages.xml";

/** The index: the pages part, then one posts part per POSTS_PER_PART posts, oldest first. */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const entries = await postsRepository(db).sitemapEntries();
  const parts: { path: string; lastmod?: string }[] = [
    { path: PAGES_PART, lastmod: await postsRepository(db).lastChange() },
  ];
  for (let from = 0; from < entries.length; from += POSTS_PER_PART) {
    const slice = entries.slice(from, from + POSTS_PER_PART);
    // ISO dates: the greatest string is the latest.
    const lastmod = slice
      .map((e) => e.lastModified)
      .sort()
      .at(-1);
    parts.push({ path: partPath(from / POSTS_PER_PART + 1), lastmod });
  }
  return [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (part) =>
        `<sitemap><loc>${escapeXml(`${origin}${part.path}`)}</loc>${part.lastmod ? `<lastmod>${escapeXml(part.lastmod)}</lastmod>` : ""}</sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** Every public page that is not a post (common/public-pages.ts), in every language. */
export async function pagesSitemap(db: Db, origin: string): Promise<AsyncIterable<string>> {
  const newest = await postsRepository(db).lastChange();
  return urlset(
    origin,
    PUBLIC_PATHS.map((path) => ({ path, lastmod: path === "/blogs" ? newest : undefined })),
  );
}

/** Posts part `n` (from 1), or a 404 past the last one. */
export async function postsSitemap(db: Db, origin: string, n: number): Promise<DocumentAnswer> {
  const missing = { status: 404, type: "text/plain", body: "Not found" };
  if (!Number.isSafeInteger(n) || n < 1) return missing;
  const entries = await postsRepository(db).sitemapEntries({
    offset: (n - 1) * POSTS_PER_PART,
    limit: POSTS_PER_PART,
  });
  if (entries.length === 0) return missing;
  const pages = entries.map((e) => ({ path: postPath(e.slug), lastmod: e.lastModified }));
  return { type: TYPE, body: urlset(origin, pages) };
}

/**
 * The sitemap as documents: `/sitemap.xml` is an index of `/sitemap-pages.xml` and
 * `/sitemap-posts-N.xml`, each cached on its own. Why: docs/decisions/038-generated-documents.md
 */
export function sitemapDocuments(db: () => Db, origin: () => string): GeneratedDocument[] {
  return [
    fixedDocument("/sitemap.xml", TYPE, () => sitemapIndex(db(), origin())),
    fixedDocument(PAGES_PART, TYPE, () => pagesSitemap(db(), origin())),
    {
      pattern: "/sitemap-posts-:n.xml",
      canonical: (spelling) => {
        const n = partNumber(spelling);
        return n === undefined ? undefined : partPath(n);
      },
      build: (path) => postsSitemap(db(), origin(), partNumber(path) ?? 0),
    },
  ];
}
