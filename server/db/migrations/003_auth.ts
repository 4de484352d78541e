import {
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  PostgresAdapter,
  sql,
} from "kysely";

/**
 * better-auth 1.6's tables (user, session, account, verification) with its own column
 * names, as its `getMigrations` generates them for each engine, plus our `role` column
 * on user (null, 'owner', 'admin' or 'revoked'; see server/accounts/roles.ts).
 * Kept as our migration so the schema is versioned with the rest of the database.
 */
export const auth: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const date = postgres ? sql`timestamptz` : sql`date`;
    const bool = postgres ? sql`boolean` : sql`integer`;
    const now = postgres ? sql`CURRENT_TIMESTAMP` : undefined;
    const created = (c: ColumnDefinitionBuilder) =>
      now ? c.notNull().defaultTo(now) : c.notNull();

    await db.schema
      .createTable("user")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("emailVerified", bool, (c) => c.notNull())
      .addColumn("image", "text")
      .addColumn("createdAt", date, created)
      .addColumn("updatedAt", date, created)
      .addColumn("role", "text")
      .execute();

    await db.schema
      .createTable("session")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("expiresAt", date, (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("createdAt", date, created)
      .addColumn("updatedAt", date, (c) => c.notNull())
      .addColumn("ipAddress", "text")
      .addColumn("userAgent", "text")
      .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .execute();

    await db.schema
      .createTable("account")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("accountId", "text", (c) => c.notNull())
      .addColumn("providerId", "text", (c) => c.notNull())
      .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("accessToken", "text")
      .addColumn("refreshToken", "text")
      .addColumn("idToken", "text")
      .addColumn("accessTokenExpiresAt", date)
      .addColumn("refreshTokenExpiresAt", date)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("createdAt", date, created)
      .addColumn("updatedAt", date, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("verification")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expiresAt", date, (c) => c.notNull())
      .addColumn("createdAt", date, created)
      .addColumn("updatedAt", date, created)
      .execute();

    await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
    await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
    await db.schema
      .createIndex("verification_identifier_idx")
      .on("verification")
      .column("identifier")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("verification").execute();
    await db.schema.dropTable("account").execute();
    await db.schema.dropTable("session").execute();
    await db.schema.dropTable("user").execute();
  },
};
