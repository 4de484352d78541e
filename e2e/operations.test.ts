import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appEnv, ROOT, SERVER_ENTRY, startApp } from "../test-support/app/start-app.js";
import { freshPostgresSchema } from "../test-support/databases.js";

/** Runs the built server to its end (it should refuse to start) and returns what it said. */
function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: appEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "rd-ops-")), ...env }),
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("start-up and shutdown", () => {
  it.each([
    ["PORT", "not-a-port"],
    ["DATABASE_URL", "mysql://db/app"],
    ["MEDIA_PROVIDERS", "builtin,teleport"],
  ])("refuses to start with a bad %s and names it", (name, value) => {
    const run = startWith({ [name]: value });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Invalid configuration: ${name}`);
  });

  it("stops gracefully on SIGTERM", async () => {
    const app = await startApp();
    const page = await fetch(`${app.url}/`);
    expect(page.status).toBe(200);
    await page.text();
    const code = await app.stop();
    expect(code).toBe(0);
    expect(app.output()).toContain("SIGTERM");
  });

  it("serves on several workers, migrating once, and stops every worker on SIGTERM", async () => {
    const app = await startApp({ WEB_CONCURRENCY: "2" });
    const pages = await Promise.all(
      Array.from({ length: 6 }, async () => (await fetch(`${app.url}/blogs`)).status),
    );
    expect(pages).toEqual([200, 200, 200, 200, 200, 200]);
    expect(app.output()).toContain('"workers":2');
    expect(app.output().match(/Applied migrations/g)).toHaveLength(1);
    const code = await app.stop();
    expect(code).toBe(0);
    // The primary, then each worker, report the stop.
    expect(app.output().match(/SIGTERM/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("runs the whole product on PostgreSQL, migrating at start", async () => {
    const schema = await freshPostgresSchema();
    try {
      const app = await startApp({ DATABASE_URL: schema.url });
      try {
        expect(app.output()).toContain("postgres");
        expect(app.output()).toMatch(/Applied migrations: 001_posts/);
        const health = (await (await fetch(`${app.url}/healthz`)).json()) as { status: string };
        expect(health.status).toBe("ok");
        const blogs = await fetch(`${app.url}/blogs`);
        expect(blogs.status).toBe(200);
        expect(await blogs.text()).toContain("Blog Posts");
      } finally {
        await app.stop();
      }
    } finally {
      await schema.drop();
    }
  });
});
