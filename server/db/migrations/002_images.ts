import { type Kysely, type Migration, PostgresAdapter } from "kysely";

/**
 * Processed post images: one row per upload, its variants as blobs (BLOB on SQLite,
 * bytea on PostgreSQL). The id is a content hash, so variant URLs never change meaning
 * and can be cached for ever.
 */
export const images: Migration = {
  async up(db: Kysely<unknown>) {
    const blob = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
    await db.schema
      .createTable("images")
      .addColumn("id", "varchar(64)", (c) => c.primaryKey())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("card_width", "integer", (c) => c.notNull())
      .addColumn("card_height", "integer", (c) => c.notNull())
      .addColumn("hero_jpg", blob, (c) => c.notNull())
      .addColumn("hero_webp", blob, (c) => c.notNull())
      .addColumn("card_jpg", blob, (c) => c.notNull())
      .addColumn("card_webp", blob, (c) => c.notNull())
      .addColumn("created_at", "varchar(32)", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("posts_image_id_idx").on("posts").column("image_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("posts_image_id_idx").execute();
    await db.schema.dropTable("images").execute();
  },
};
