import type { Db } from "../db/index.js";
import {
  type Post,
  type PostImage,
  type PostLink,
  type PostSummary,
  SUMMARY_COLUMNS,
  toPost,
  toSummary,
} from "./post-rows.js";

/** The blog's read queries: whole posts for the admin, light summaries for the pages. */
export function postReads(db: Db) {
  // Row-value comparisons let both engines walk the (created_at, id) index from the post
  // outwards, reading one row, where an OR of the two conditions scans.
  const beside = (post: Post, side: "<" | ">") => {
    const order = side === "<" ? "desc" : "asc";
    return db
      .selectFrom("posts")
      .where((eb) => eb(eb.refTuple("created_at", "id"), side, eb.tuple(post.createdAt, post.id)))
      .orderBy("created_at", order)
      .orderBy("id", order)
      .limit(1);
  };
  const before = (post: Post) => beside(post, "<");
  const after = (post: Post) => beside(post, ">");
  const summaries = () =>
    db
      .selectFrom("posts")
      .leftJoin("images", "images.id", "posts.image_id")
      .select(SUMMARY_COLUMNS);

  return {
    async list({ limit = 50, offset = 0 } = {}): Promise<Post[]> {
      const rows = await db
        .selectFrom("posts")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toPost);
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("posts")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async getById(id: string): Promise<Post | null> {
      const row = await db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toPost(row) : null;
    },

    async getBySlug(slug: string): Promise<Post | null> {
      const row = await db
        .selectFrom("posts")
        .selectAll()
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row ? toPost(row) : null;
    },

    /** The current slug of a post that was renamed away from `oldSlug`, if any. */
    async findRedirect(oldSlug: string): Promise<string | null> {
      const row = await db
        .selectFrom("post_slug_redirects")
        .innerJoin("posts", "posts.id", "post_slug_redirects.post_id")
        .select("posts.slug")
        .where("post_slug_redirects.old_slug", "=", oldSlug)
        .executeTakeFirst();
      return row?.slug ?? null;
    },

    /** One page of cards, newest first, without content. */
    async listSummaries({ limit = 12, offset = 0 } = {}): Promise<PostSummary[]> {
      const rows = await summaries()
        .orderBy("posts.created_at", "desc")
        .orderBy("posts.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toSummary);
    },

    /** A post with its hero image size, in one query. */
    async getWithImage(slug: string): Promise<{ post: Post; image: PostImage | null } | null> {
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

    /** Slug and title of the posts just before and after, by creation time. */
    async adjacentLinks(post: Post): Promise<{ previous: PostLink | null; next: PostLink | null }> {
      const [previous, next] = await Promise.all([
        before(post).select(["slug", "title"]).executeTakeFirst(),
        after(post).select(["slug", "title"]).executeTakeFirst(),
      ]);
      return { previous: previous ?? null, next: next ?? null };
    },

    /** Up to `limit` newest cards sharing a tag with the post, never the post itself. */
    async relatedSummaries(post: Post, limit = 3): Promise<PostSummary[]> {
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

    /**
     * Posts' slugs and last changes for the sitemap, oldest first (so a new post changes only
     * the last part), `limit` of them from `offset`; every post without a range.
     */
    async sitemapEntries(
      range: { offset: number; limit: number } | undefined = undefined,
    ): Promise<{ slug: string; lastModified: string }[]> {
      let query = db
        .selectFrom("posts")
        .select(["slug", "created_at", "updated_at"])
        .orderBy("created_at", "asc")
        .orderBy("id", "asc");
      if (range) query = query.limit(range.limit).offset(range.offset);
      const rows = await query.execute();
      return rows.map((r) => ({ slug: r.slug, lastModified: r.updated_at ?? r.created_at }));
    },

    /** The last change of any post (ISO), or undefined without posts. */
    async lastChange(): Promise<string | undefined> {
      const row = await db
        .selectFrom("posts")
        .select((eb) => eb.fn.max(eb.fn.coalesce("updated_at", "created_at")).as("last"))
        .executeTakeFirst();
      return row?.last ?? undefined;
    },
  };
}
