import { randomUUID } from "node:crypto";
import { normaliseTags } from "../../common/post-schema.js";
import type { Db } from "../db/index.js";
import { postsChanged } from "./changes.js";
import { type NewPost, type Post, type PostPatch, SlugTakenError } from "./post-rows.js";
import { postReads } from "./posts.reads.js";
import { derivedText } from "./text.js";

/**
 * An upload waits this long for the post that will show it; after that, an image no post
 * shows was abandoned (the form failed or was left) and the next write sweeps it.
 */
export const UPLOAD_GRACE_MS = 60 * 60 * 1000;

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

async function replaceTags(trx: Db, postId: string, tags: string[]): Promise<void> {
  await trx.deleteFrom("post_tags").where("post_id", "=", postId).execute();
  if (tags.length > 0) {
    await trx
      .insertInto("post_tags")
      .values(tags.map((tag) => ({ post_id: postId, tag })))
      .execute();
  }
}

/**
 * The one place images are cleaned up: `letGo` (the image a write just stopped showing, or
 * one an admin asks to delete) goes at once, uploads past their grace time go with it; an
 * image any post shows is never touched (identical uploads share one id).
 */
export async function dropUnusedImages(db: Db, letGo: string | null): Promise<void> {
  const abandoned = new Date(Date.now() - UPLOAD_GRACE_MS).toISOString();
  await db
    .deleteFrom("images")
    .where((eb) =>
      letGo
        ? eb.or([eb("images.id", "=", letGo), eb("images.created_at", "<", abandoned)])
        : eb("images.created_at", "<", abandoned),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom("posts").select("posts.id").whereRef("posts.image_id", "=", "images.id")),
      ),
    )
    .execute();
}

/** Post writes, each in one transaction with its tags, redirects and image clean-up. */
export function postWrites(db: Db) {
  const reads = postReads(db);
  return {
    async create(input: NewPost): Promise<Post> {
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
          await dropUnusedImages(trx, null);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError(input.slug);
        throw error;
      }
      const created = await reads.getById(id);
      if (!created) throw new Error("Post vanished after insert");
      postsChanged({ kind: "created", slugs: [created.slug] });
      return created;
    },

    async update(id: string, patch: PostPatch): Promise<Post | null> {
      const existing = await reads.getById(id);
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
          const letGo =
            patch.imageId !== undefined && existing.imageId !== patch.imageId
              ? existing.imageId
              : null;
          await dropUnusedImages(trx, letGo);
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
      return reads.getById(id);
    },

    async delete(id: string): Promise<Post | null> {
      const existing = await reads.getById(id);
      if (!existing) return null;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("post_slug_redirects").where("post_id", "=", id).execute();
        await trx.deleteFrom("post_tags").where("post_id", "=", id).execute();
        await trx.deleteFrom("posts").where("id", "=", id).execute();
        await dropUnusedImages(trx, existing.imageId);
      });
      postsChanged({ kind: "deleted", slugs: [existing.slug] });
      return existing;
    },
    /** Deletes an image unless a post still shows it (with any abandoned uploads). */
    async releaseImage(id: string): Promise<void> {
      await dropUnusedImages(db, id);
    },
  };
}
