import type { Kysely, Migration } from "kysely";
import { derivedText } from "../../blog/text.js";

/**
 * Plain-text excerpt and word count derived from each post's HTML, so the blog list and
 * related cards read a few hundred characters per post instead of whole contents.
 */
export const postText: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("posts")
      .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("posts")
      .addColumn("word_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    const typed = db as Kysely<{
      posts: { id: string; content: string; excerpt: string; word_count: number };
    }>;
    const rows = await typed.selectFrom("posts").select(["id", "content"]).execute();
    for (const row of rows) {
      const { excerpt, wordCount } = derivedText(row.content ?? "");
      await typed
        .updateTable("posts")
        .set({ excerpt, word_count: wordCount })
        .where("id", "=", row.id)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("posts").dropColumn("word_count").execute();
    await db.schema.alterTable("posts").dropColumn("excerpt").execute();
  },
};
