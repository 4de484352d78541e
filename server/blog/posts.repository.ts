import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/index.js";
import type { PostsTable } from "../db/schema.js";
import { postsChanged } from "./changes.js";
import { derivedText } from "./text.js";

/** A post as the spec's Post entity: dates are ISO strings, tags a list. */
export interface Post {
  id: string;
  title: string;
  content: string;
  author: string;
  slug: string;
  createdAt: string;
  updatedAt: string | null;
  imageId: string | null;
  tags: string[];
  readTime: number | null;
  /** Plain text of the content, at most 300 characters (derived on write). */
  excerpt: string;
  /** Words in the content's text (derived on write), for the read time. */
  wordCount: number;
}

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

function parseTags(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (Array.isArray(parsed)) return parsed.filter((t): t is string => typeof t === "string");
  } catch {
    // a damaged value reads as no tags
  }
  return [];
}

function toPost(row: Selectable<PostsTable>): Post {
  const tags = parseTags(row.tags);
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

const SUMMARY_COLUMNS = [
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

interface SummaryRow {
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

function toSummary(row: SummaryRow): PostSummary {
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
    tags: parseTags(row.tags),
    image:
      row.image_ref && row.card_width && row.card_height
        ? { id: row.image_ref, width: row.card_width, height: row.card_height }
        : null,
  };
}

/** Trimmed, de-duplicated, case-folded tags: related posts match on equal tags. */
export function normaliseTags(tags: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  for (const tag of tags ?? []) {
    const t = tag.trim().replace(/^#+/, "").trim().toLowerCase().slice(0, 100);
    if (t) seen.add(t);
  }
  return [...seen];
}

function derivedColumns(content: string): { excerpt: string; word_count: number } {
  const { excerpt, wordCount } = derivedText(content);
  return { excerpt, word_count: wordCount };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === "23505" ||
    e.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    e.code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

export interface PostsRepository {
  list(options?: { limit?: number; offset?: number }): Promise<Post[]>;
  count(): Promise<number>;
  getById(id: string): Promise<Post | null>;
  getBySlug(slug: string): Promise<Post | null>;
  /** The current slug of a post that was renamed away from `oldSlug`, if any. */
  findRedirect(oldSlug: string): Promise<string | null>;
  adjacent(post: Post): Promise<{ previous: Post | null; next: Post | null }>;
  related(post: Post, limit?: number): Promise<Post[]>;
  /** One page of cards, newest first, without content. */
  listSummaries(options?: { limit?: number; offset?: number }): Promise<PostSummary[]>;
  /** A post with its hero image size, in one query. */
  getWithImage(slug: string): Promise<{ post: Post; image: PostImage | null } | null>;
  /** Slug and title of the posts just before and after, by creation time. */
  adjacentLinks(post: Post): Promise<{ previous: PostLink | null; next: PostLink | null }>;
  /** Up to `limit` newest cards sharing a tag with the post, never the post itself. */
  relatedSummaries(post: Post, limit?: number): Promise<PostSummary[]>;
  /** Every post's slug and last change, newest first, for the sitemap. */
  sitemapEntries(): Promise<{ slug: string; lastModified: string }[]>;
  create(input: NewPost): Promise<Post>;
  update(id: string, patch: PostPatch): Promise<Post | null>;
  delete(id: string): Promise<Post | null>;
}

export function postsRepository(db: Db): PostsRepository {
  const byNewest = db
    .selectFrom("posts")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");

  async function replaceTags(trx: Db, postId: string, tags: string[]): Promise<void> {
    await trx.deleteFrom("post_tags").where("post_id", "=", postId).execute();
    if (tags.length > 0) {
      await trx
        .insertInto("post_tags")
        .values(tags.map((tag) => ({ post_id: postId, tag })))
        .execute();
    }
  }

  /** An image no post shows any more is deleted with the change that let go of it. */
  async function dropOrphanImage(trx: Db, imageId: string | null): Promise<void> {
    if (!imageId) return;
    await trx
      .deleteFrom("images")
      .where("id", "=", imageId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("posts").select("posts.id").where("posts.image_id", "=", imageId))),
      )
      .execute();
  }

  // Row-value comparisons let both engines walk the (created_at, id) index from the post
  // outwards, reading one row, where an OR of the two conditions scans.
  const before = (post: Post) =>
    db
      .selectFrom("posts")
      .where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(post.createdAt, post.id)))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1);
  const after = (post: Post) =>
    db
      .selectFrom("posts")
      .where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(post.createdAt, post.id)))
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .limit(1);
  const summaries = () =>
    db
      .selectFrom("posts")
      .leftJoin("images", "images.id", "posts.image_id")
      .select(SUMMARY_COLUMNS);

  const repo: PostsRepository = {
    async list({ limit = 50, offset = 0 } = {}) {
      const rows = await byNewest.limit(limit).offset(offset).execute();
      return rows.map(toPost);
    },

    async count() {
      const row = await db
        .selectFrom("posts")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async getById(id) {
      const row = await db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toPost(row) : null;
    },

    async getBySlug(slug) {
      const row = await db
        .selectFrom("posts")
        .selectAll()
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row ? toPost(row) : null;
    },

    async findRedirect(oldSlug) {
      const row = await db
        .selectFrom("post_slug_redirects")
        .innerJoin("posts", "posts.id", "post_slug_redirects.post_id")
        .select("posts.slug")
        .where("post_slug_redirects.old_slug", "=", oldSlug)
        .executeTakeFirst();
      return row?.slug ?? null;
    },

    async adjacent(post) {
      // (created_at, id) orders posts totally, so equal timestamps still have neighbours.
      const [previous, next] = await Promise.all([
        db
          .selectFrom("posts")
          .selectAll()
          .where((eb) =>
            eb.or([
              eb("created_at", "<", post.createdAt),
              eb.and([eb("created_at", "=", post.createdAt), eb("id", "<", post.id)]),
            ]),
          )
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom("posts")
          .selectAll()
          .where((eb) =>
            eb.or([
              eb("created_at", ">", post.createdAt),
              eb.and([eb("created_at", "=", post.createdAt), eb("id", ">", post.id)]),
            ]),
          )
          .orderBy("created_at", "asc")
          .orderBy("id", "asc")
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { previous: previous ? toPost(previous) : null, next: next ? toPost(next) : null };
    },

    async related(post, limit = 3) {
      if (post.tags.length === 0) return [];
      const rows = await db
        .selectFrom("posts")
        .selectAll()
        .where("id", "in", (eb) =>
          eb.selectFrom("post_tags").select("post_id").where("tag", "in", post.tags),
        )
        .where("id", "!=", post.id)
        .where("slug", "!=", post.slug)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toPost);
    },

    async listSummaries({ limit = 12, offset = 0 } = {}) {
      const rows = await summaries()
        .orderBy("posts.created_at", "desc")
        .orderBy("posts.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toSummary);
    },

    async getWithImage(slug) {
      const row = await db
        .selectFrom("posts")
        .leftJoin("images", "images.id", "posts.image_id")
        .selectAll("posts")
        .select([
          "images.id as image_ref",
          "images.width as image_width",
          "images.height as image_height",
        ])
        .where("posts.slug", "=", slug)
        .executeTakeFirst();
      if (!row) return null;
      const { image_ref, image_width, image_height, ...post } = row;
      return {
        post: toPost(post),
        image:
          image_ref && image_width && image_height
            ? { id: image_ref, width: image_width, height: image_height }
            : null,
      };
    },

    async adjacentLinks(post) {
      const [previous, next] = await Promise.all([
        before(post).select(["slug", "title"]).executeTakeFirst(),
        after(post).select(["slug", "title"]).executeTakeFirst(),
      ]);
      return { previous: previous ?? null, next: next ?? null };
    },

    async relatedSummaries(post, limit = 3) {
      if (post.tags.length === 0) return [];
      // Walks posts newest first and stops at `limit` matches: with common tags this reads a
      // handful of rows, not every post that shares one.
      const rows = await summaries()
        .where("posts.id", "!=", post.id)
        .where("posts.slug", "!=", post.slug)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom("post_tags")
              .select("post_tags.post_id")
              .whereRef("post_tags.post_id", "=", "posts.id")
              .where("post_tags.tag", "in", post.tags),
          ),
        )
        .orderBy("posts.created_at", "desc")
        .orderBy("posts.id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toSummary);
    },

    async sitemapEntries() {
      const rows = await db
        .selectFrom("posts")
        .select(["slug", "created_at", "updated_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map((r) => ({ slug: r.slug, lastModified: r.updated_at ?? r.created_at }));
    },

    async create(input) {
      const id = randomUUID();
      const tags = normaliseTags(input.tags);
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("posts")
            .values({
              id,
              title: input.title,
              content: input.content,
              author: input.author,
              slug: input.slug,
              created_at: input.createdAt ?? new Date().toISOString(),
              updated_at: null,
              image_id: input.imageId ?? null,
              tags: JSON.stringify(tags),
              read_time: input.readTime ?? null,
              ...derivedColumns(input.content),
            })
            .execute();
          await replaceTags(trx, id, tags);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError(input.slug);
        throw error;
      }
      const created = await repo.getById(id);
      if (!created) throw new Error("Post vanished after insert");
      postsChanged({ kind: "created", slugs: [created.slug] });
      return created;
    },

    async update(id, patch) {
      const existing = await repo.getById(id);
      if (!existing) return null;
      const tags = patch.tags === undefined ? undefined : normaliseTags(patch.tags);
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("posts")
            .set({
              ...(patch.title !== undefined && { title: patch.title }),
              ...(patch.content !== undefined && {
                content: patch.content,
                ...derivedColumns(patch.content),
              }),
              ...(patch.author !== undefined && { author: patch.author }),
              ...(patch.slug !== undefined && { slug: patch.slug }),
              ...(patch.imageId !== undefined && { image_id: patch.imageId }),
              ...(patch.readTime !== undefined && { read_time: patch.readTime }),
              ...(tags !== undefined && { tags: JSON.stringify(tags) }),
              updated_at: new Date().toISOString(),
            })
            .where("id", "=", id)
            .execute();
          if (tags !== undefined) await replaceTags(trx, id, tags);
          if (patch.imageId !== undefined && existing.imageId !== patch.imageId) {
            await dropOrphanImage(trx, existing.imageId);
          }
          if (patch.slug !== undefined && patch.slug !== existing.slug) {
            // The old address keeps working; a post renamed back takes its slug back.
            await trx
              .deleteFrom("post_slug_redirects")
              .where("old_slug", "=", patch.slug)
              .execute();
            await trx
              .deleteFrom("post_slug_redirects")
              .where("old_slug", "=", existing.slug)
              .execute();
            await trx
              .insertInto("post_slug_redirects")
              .values({
                old_slug: existing.slug,
                post_id: id,
                created_at: new Date().toISOString(),
              })
              .execute();
          }
        });
      } catch (error) {
        if (isUniqueViolation(error) && patch.slug !== undefined)
          throw new SlugTakenError(patch.slug);
        throw error;
      }
      postsChanged({
        kind: "updated",
        slugs: [...new Set([existing.slug, patch.slug ?? existing.slug])],
      });
      return repo.getById(id);
    },

    async delete(id) {
      const existing = await repo.getById(id);
      if (!existing) return null;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("post_slug_redirects").where("post_id", "=", id).execute();
        await trx.deleteFrom("post_tags").where("post_id", "=", id).execute();
        await trx.deleteFrom("posts").where("id", "=", id).execute();
        await dropOrphanImage(trx, existing.imageId);
      });
      postsChanged({ kind: "deleted", slugs: [existing.slug] });
      return existing;
    },
  };
  return repo;
}
