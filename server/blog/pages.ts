/**
 * What the blog's route loaders return, assembled here so the pages are plain data (previews
 * cut, image URLs built; dates stay ISO, the page shows them in the visitor's zone) and the number of queries per
 * page is fixed: one for a list page, four for a post page.
 */

import type {
  BlogListView,
  BlogPostView,
  HeroImageView,
  PostCardView,
} from "../../common/blog-views.js";
import {
  metaDescription,
  postPath,
  previewText,
  readTimeMinutes,
} from "../../common/post-format.js";
import type { Db } from "../db/index.js";
import { imageUrls } from "./images.js";
import { type PostSummary, postsRepository } from "./posts.repository.js";

export const POSTS_PER_PAGE = 12;

export type BlogPostResult =
  | { kind: "post"; view: BlogPostView }
  | { kind: "redirect"; location: string }
  | { kind: "missing" };

export function toCard(summary: PostSummary): PostCardView {
  const urls = summary.image ? imageUrls(summary.image).card : null;
  return {
    slug: summary.slug,
    href: postPath(summary.slug),
    title: summary.title,
    author: summary.author,
    preview: previewText(summary.excerpt),
    createdAt: summary.createdAt,
    readTime: readTimeMinutes(summary.readTime, summary.wordCount),
    image:
      summary.image && urls
        ? { ...urls, width: summary.image.width, height: summary.image.height }
        : null,
  };
}

/** `?page=N`: anything but a positive whole number reads as the first page. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const n = Number(value);
  return Math.max(n, 1);
}

/**
 * One query whatever the number of posts: a page plus one row tells whether another page
 * follows, so no count(*) has to walk every post on each visit.
 */
export async function loadBlogList(db: Db, page: number): Promise<BlogListView> {
  const rows = await postsRepository(db).listSummaries({
    limit: POSTS_PER_PAGE + 1,
    offset: (page - 1) * POSTS_PER_PAGE,
  });
  const posts = rows.slice(0, POSTS_PER_PAGE).map(toCard);
  return {
    posts,
    page,
    hasNext: rows.length > POSTS_PER_PAGE,
    pastEnd: page > 1 && posts.length === 0,
  };
}

/** `slug` is already the lookup slug (percent signs made hyphens). */
export async function loadBlogPost(db: Db, slug: string): Promise<BlogPostResult> {
  const repo = postsRepository(db);
  const found = await repo.getWithImage(slug);
  if (!found) {
    const current = await repo.findRedirect(slug);
    return current ? { kind: "redirect", location: postPath(current) } : { kind: "missing" };
  }
  const { post, image } = found;
  const [{ previous, next }, related] = await Promise.all([
    repo.adjacentLinks(post),
    repo.relatedSummaries(post, 3),
  ]);
  const link = (p: { slug: string; title: string } | null) =>
    p ? { href: postPath(p.slug), title: p.title } : null;
  let hero: HeroImageView | null = null;
  if (image) {
    const urls = imageUrls(image);
    hero = {
      jpg: urls.hero.jpg,
      webp: urls.hero.webp,
      smallJpg: urls.card.jpg,
      smallWebp: urls.card.webp,
      // The card variant fits 1080x720 with the same aspect ratio as the hero.
      smallWidth: Math.round(Math.min(1, 1080 / image.width, 720 / image.height) * image.width),
      width: image.width,
      height: image.height,
    };
  }
  return {
    kind: "post",
    view: {
      post: {
        slug: post.slug,
        href: postPath(post.slug),
        title: post.title,
        author: post.author,
        content: post.content,
        description: metaDescription(post.excerpt),
        createdAt: post.createdAt,
        updatedAt: post.updatedAt,
        readTime: readTimeMinutes(post.readTime, post.wordCount),
        tags: post.tags,
        hero,
      },
      previous: link(previous),
      next: link(next),
      related: related.map(toCard),
    },
  };
}
