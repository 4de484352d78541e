import type { Kysely, Migration } from "kysely";

export const posts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("posts")
      .addColumn("id", "varchar(36)", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("slug", "varchar(200)", (c) => c.notNull().unique())
      .addColumn("created_at", "varchar(32)", (c) => c.notNull())
      .addColumn("updated_at", "varchar(32)")
      .addColumn("image_id", "varchar(64)")
      .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("read_time", "integer")
      .execute();
    await db.schema
      .createIndex("posts_created_at_idx")
      .on("posts")
      .columns(["created_at", "id"])
      .execute();

    await db.schema
      .createTable("post_tags")
      .addColumn("post_id", "varchar(36)", (c) =>
        c.notNull().references("posts.id").onDelete("cascade"),
      )
      .addColumn("tag", "varchar(100)", (c) => c.notNull())
      .addPrimaryKeyConstraint("post_tags_pk", ["post_id", "tag"])
      .execute();
    await db.schema
      .createIndex("post_tags_tag_idx")
      .on("post_tags")
      .columns(["tag", "post_id"])
      .execute();

    await db.schema
      .createTable("post_slug_redirects")
      .addColumn("old_slug", "varchar(200)", (c) => c.primaryKey())
      .addColumn("post_id", "varchar(36)", (c) =>
        c.notNull().references("posts.id").onDelete("cascade"),
      )
      .addColumn("created_at", "varchar(32)", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("post_slug_redirects").execute();
    await db.schema.dropTable("post_tags").execute();
    await db.schema.dropTable("posts").execute();
  },
};
