import { Feed } from "feed";
import { SITE_NAME, SITE_TAGLINE } from "../../common/site.js";
import type { Db } from "../db/index.js";
import { imageUrls } from "./images.js";
import { toCard } from "./pages.js";
import { postsRepository } from "./posts.repository.js";

export const FEED_ITEMS = 20;

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
      "/admin",
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
