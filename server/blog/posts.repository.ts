import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/index.js";
import type { PostsTable } from "../db/schema.js";

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

function toPost(row: Selectable<PostsTable>): Post {
  let tags: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.tags);
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === "string");
  } catch {
    tags = [];
  }
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
              ...(patch.content !== undefined && { content: patch.content }),
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
      return repo.getById(id);
    },

    async delete(id) {
      const existing = await repo.getById(id);
      if (!existing) return null;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("post_slug_redirects").where("post_id", "=", id).execute();
        await trx.deleteFrom("post_tags").where("post_id", "=", id).execute();
        await trx.deleteFrom("posts").where("id", "=", id).execute();
      });
      return existing;
    },
  };
  return repo;
}
