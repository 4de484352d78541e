import { type Kysely, type Migration, sql } from "kysely";

/**
 * API keys for the public API: only a SHA-256 hash of each key is kept (the key is shown
 * once, when made), with its first characters to tell keys apart on screen, its own
 * per-minute limit, and when it was made, last used and revoked. A revoked key keeps its row
 * (its name can be given to a new key: names are unique among the keys in force).
 * Why: docs/decisions/044-public-api.md
 */
export const apiKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("api_keys")
      .addColumn("id", "varchar(32)", (c) => c.primaryKey())
      .addColumn("name", "varchar(80)", (c) => c.notNull())
      .addColumn("hash", "varchar(64)", (c) => c.notNull().unique())
      .addColumn("start", "varchar(16)", (c) => c.notNull())
      .addColumn("per_minute", "integer", (c) => c.notNull())
      .addColumn("created_at", "varchar(32)", (c) => c.notNull())
      .addColumn("last_used_at", "varchar(32)")
      .addColumn("revoked_at", "varchar(32)")
      .execute();
    await db.schema
      .createIndex("api_keys_name_in_force_idx")
      .on("api_keys")
      .column("name")
      .unique()
      .where(sql.ref("revoked_at"), "is", null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("api_keys").execute();
  },
};
