import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApiKey } from "../../server/api/keys.js";
import { createDb, type Db, migrate } from "../../server/db/index.js";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");

// Three CLI runs, each a Node start through the TypeScript loader: seconds each on a loaded
// 2-core machine with other test files beside it.
describe("npm run api-key", { timeout: 90_000 }, () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "rd-api-key-cli-"));
    db = createDb({ kind: "sqlite", file: join(dir, "app.db") });
    await migrate(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  function apiKey(...args: string[]) {
    return run(process.execPath, ["--import", "tsx", "scripts/api-key.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dir },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
  }

  it("creates a key printed once, lists it without the key, revokes it by name", async () => {
    const created = await apiKey("create", "shortcut", "--per-minute", "7");
    const secret = /^(rdk_[\w-]{43})$/m.exec(created.stdout)?.[1] ?? "";
    expect(created.stdout).toContain('Created the key "shortcut"');
    expect(await findApiKey(db, secret)).toEqual({ id: expect.any(String), perMinute: 7 });

    const [listed, refused] = await Promise.all([
      apiKey("list"),
      apiKey("create", "x", "--per-minute", "zero"),
    ]);
    expect(listed.stdout).toMatch(/ shortcut {2}rdk_\S{4}… {2}7\/min .* in force/);
    expect(listed.stdout).not.toContain(secret);
    expect((refused as { code: number }).code).toBe(2);
    expect(refused.stderr).toContain("Usage: npm run api-key");

    const revoked = await apiKey("revoke", "shortcut");
    expect(revoked.stdout).toContain('Revoked the key "shortcut"');
    expect(await findApiKey(db, secret)).toBeNull();
  });
});
