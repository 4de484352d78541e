import { Feed } from "feed";
import { DOWNLOADER_PAGES } from "../../common/downloader-pages.js";
import { LANGUAGES, localizedPath } from "../../common/languages.js";
import { postPath } from "../../common/post-format.js";
import { SITE_NAME, SITE_TAGLINE } from "../../common/site.js";
import type { Db } from "../db/index.js";
import { imageUrls } from "./images.js";
import { toCard } from "./pages.js";
import { postsRepository } from "./posts.repository.js";

export const FEED_ITEMS = 20;
const STATIC_PAGES = ["/about-us", "/terms", "/privacy"];

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

/**
 * sitemap.xml: the downloader screens, the static pages, the blog and every post, in every
 * language, each with its alternates (docs/decisions/034-languages.md).
 */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const entries = await postsRepository(db).sitemapEntries();
  const downloaderPaths = Object.values(DOWNLOADER_PAGES).map((p) => p.path);
  const url = (path: string, lastmod?: string) =>
    LANGUAGES.map((language) =>
      [
        `<url><loc>${escapeXml(`${origin}${localizedPath(language, path)}`)}</loc>`,
        lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "",
        ...LANGUAGES.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other.tag}" href="${escapeXml(`${origin}${localizedPath(other, path)}`)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`,
        "</url>",
      ].join(""),
    ).join("\n");
  const newest = entries.reduce<string | undefined>(
    (max, e) => (!max || e.lastModified > max ? e.lastModified : max),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...downloaderPaths.map((p) => url(p)),
    ...STATIC_PAGES.map((p) => url(p)),
    url("/blogs", newest),
    ...entries.map((e) => url(postPath(e.slug), e.lastModified)),
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...[
      "/login",
      "/signup",
      "/forgot-password",
      "/reset-password",
      "/change-password",
      "/admin-dashboard",
      "/admin-blog",
      "/view-blogs",
      "/admin-api-keys",
    ].map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** RSS 2.0 of the newest posts, made by the `feed` library. */
export async function rssXml(db: Db, origin: string): Promise<string> {
  const summaries = await postsRepository(db).listSummaries({ limit: FEED_ITEMS });
  const feed = new Feed({
    title: `${SITE_NAME} Blog`,
    description: SITE_TAGLINE,
    id: `${origin}/blogs`,
    link: `${origin}/blogs`,
    language: "en",
    copyright: `© ${new Date().getUTCFullYear()} ${SITE_NAME}. All rights reserved.`,
    updated: summaries[0] ? new Date(summaries[0].updatedAt ?? summaries[0].createdAt) : undefined,
    feedLinks: { rss: `${origin}/blogs/rss.xml` },
    generator: false,
  });
  for (const summary of summaries) {
    const card = toCard(summary);
    const link = `${origin}${card.href}`;
    feed.addItem({
      title: summary.title,
      id: link,
      guid: link,
      link,
      date: new Date(summary.createdAt),
      description: card.preview,
      author: [{ name: summary.author }],
      category: summary.tags.map((name) => ({ name })),
      ...(summary.image && {
        image: { url: `${origin}${imageUrls(summary.image).hero.jpg}`, type: "image/jpeg" },
      }),
    });
  }
  return feed.rss2();
}
