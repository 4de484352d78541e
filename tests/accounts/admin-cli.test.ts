import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db, migrate } from "../../server/db/index.js";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");

// Six CLI runs, each a Node start through the TypeScript loader: seconds each on a loaded
// 2-core machine with other test files beside it.
describe("npm run admin", { timeout: 90_000 }, () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "rd-admin-cli-"));
    db = createDb({ kind: "sqlite", file: join(dir, "app.db") });
    await migrate(db);
    const now = new Date().toISOString();
    await db
      .insertInto("user")
      .values({
        id: "u1",
        name: "ada",
        email: "ada@example.test",
        emailVerified: 1,
        image: null,
        createdAt: now,
        updatedAt: now,
        role: null,
      })
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  async function admin(...args: string[]) {
    return run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dir, ADMIN_EMAILS: "" },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
  }

  async function role() {
    const row = await db
      .selectFrom("user")
      .select("role")
      .where("id", "=", "u1")
      .executeTakeFirst();
    return row?.role;
  }

  it("grants and revokes by e-mail, case-insensitively, and refuses unknown addresses", async () => {
    const granted = await admin("grant", "ADA@example.test");
    expect(granted.stdout).toContain("ada@example.test is now an admin.");
    expect(await role()).toBe("admin");
    expect((await admin("list")).stdout).toContain("ada@example.test  (admin, admin)");

    const revoked = await admin("revoke", "ada@example.test");
    expect(revoked.stdout).toContain("is no longer an admin.");
    expect(await role()).toBe("revoked");

    const unknown = await admin("grant", "nobody@example.test");
    expect("code" in unknown && unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account with the e-mail nobody@example.test");
    const usage = await admin("promote");
    expect(usage.stderr).toContain("Usage: npm run admin");
  });
});
