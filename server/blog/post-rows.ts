import type { Selectable } from "kysely";
import type { Post } from "../../common/admin-api.js";
import type { PostsTable } from "../db/schema.js";

/** The post's shapes as the blog reads them, and the mapping from database rows. */

export type { Post };

/** The size of the image variant a view shows (card on lists, hero on the post page). */
export interface PostImage {
  id: string;
  width: number;
  height: number;
}

/** What a card needs: no content column, so lists stay small whatever the posts hold. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  author: string;
  createdAt: string;
  updatedAt: string | null;
  excerpt: string;
  wordCount: number;
  readTime: number | null;
  tags: string[];
  /** Card variant size, or null without an image. */
  image: PostImage | null;
}

export interface PostLink {
  slug: string;
  title: string;
}

export interface NewPost {
  title: string;
  content: string;
  author: string;
  slug: string;
  imageId?: string | null;
  tags?: string[];
  readTime?: number | null;
  /** Defaults to now; settable for imports and tests. */
  createdAt?: string;
}

export type PostPatch = Partial<Omit<NewPost, "createdAt">>;

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used by another post`);
    this.name = "SlugTakenError";
  }
}

function readTags(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (Array.isArray(parsed)) return parsed.filter((t): t is string => typeof t === "string");
  } catch {
    // a damaged value reads as no tags
  }
  return [];
}

export function toPost(row: Selectable<PostsTable>): Post {
  const tags = readTags(row.tags);
  return {
    id: row.id,
    title: row.title ?? "",
    content: row.content ?? "",
    author: row.author ?? "",
    slug: row.slug,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    imageId: row.image_id,
    tags,
    readTime: row.read_time,
    excerpt: row.excerpt ?? "",
    wordCount: Number(row.word_count ?? 0),
  };
}

export const SUMMARY_COLUMNS = [
  "posts.id",
  "posts.slug",
  "posts.title",
  "posts.author",
  "posts.created_at",
  "posts.updated_at",
  "posts.excerpt",
  "posts.word_count",
  "posts.read_time",
  "posts.tags",
  "images.id as image_ref",
  "images.card_width",
  "images.card_height",
] as const;

export interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  author: string;
  created_at: string;
  updated_at: string | null;
  excerpt: string;
  word_count: number;
  read_time: number | null;
  tags: string;
  image_ref: string | null;
  card_width: number | null;
  card_height: number | null;
}

export function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title ?? "",
    author: row.author ?? "",
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    excerpt: row.excerpt ?? "",
    wordCount: Number(row.word_count ?? 0),
    readTime: row.read_time,
    tags: readTags(row.tags),
    image:
      row.image_ref && row.card_width && row.card_height
        ? { id: row.image_ref, width: row.card_width, height: row.card_height }
        : null,
  };
}
