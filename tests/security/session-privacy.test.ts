import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { currentSchema } from "../../server/db/index.js";
import { migrations } from "../../server/db/migrations/index.js";
import { engines } from "../../test-support/databases.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";

/**
 * Finding 7: the session table kept each admin's IP address (from a spoofable header)
 * and user agent, against the privacy promise.
 */
const server = useHttpApp();

describe("admin sessions", () => {
  it("store neither the IP address nor the user agent of a sign-in", async () => {
    await server.account("private@example.test", "secret1", "203.0.113.9");
    const answer = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: server.url,
        "x-forwarded-for": "198.51.100.23",
        "user-agent": "Secret-Browser/9.9 (fingerprint)",
      },
      body: JSON.stringify({ email: "private@example.test", password: "secret1" }),
    });
    expect(answer.status).toBe(200);
    const rows = await server.db.selectFrom("session").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.ipAddress ?? "").toBe("");
      expect(row.userAgent ?? "").toBe("");
    }
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain("198.51.100.23");
    expect(dump).not.toContain("Secret-Browser");
  });
});

describe.each(await engines())("the session-privacy migration on $name", (engine) => {
  it("clears the addresses and user agents earlier sessions recorded", async () => {
    const handle = await engine.open();
    try {
      const db = handle.db;
      await sql`delete from session`.execute(db);
      await sql`delete from kysely_migration where name = '005_session_privacy'`.execute(db);
      const verified = engine.name === "postgres" ? sql`true` : sql`1`;
      const now = new Date().toISOString();
      await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
        values ('u1', 'old', 'old@example.test', ${verified}, ${now}, ${now})`.execute(db);
      await sql`insert into session (id, "expiresAt", token, "createdAt", "updatedAt", "ipAddress", "userAgent", "userId")
        values ('s1', ${new Date(Date.now() + 86_400_000).toISOString()}, 't1', ${new Date().toISOString()}, ${new Date().toISOString()}, '192.0.2.44', 'Old-Agent/1', 'u1')`.execute(
        db,
      );
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        migrationTableSchema: await currentSchema(db),
        // The database already ran every later migration; only 005 is run again.
        allowUnorderedMigrations: true,
      });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      const row = await db
        .selectFrom("session")
        .selectAll()
        .where("id", "=", "s1")
        .executeTakeFirstOrThrow();
      expect(row.ipAddress).toBeNull();
      expect(row.userAgent).toBeNull();
    } finally {
      await handle.close();
    }
  });
});
