import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { type ClientRequest, createServer, get, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, setConfig } from "../server/config.js";
import { tunnelUrl } from "../server/media/tunnel/link.js";
import { appEnv, ROOT, SERVER_ENTRY, startApp } from "../test-support/app/start-app.js";
import { freshPostgresSchema } from "../test-support/databases.js";
import { makeSampleMedia } from "../test-support/media-files.js";

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

/** Processes started as `program` (its path as given, so unique to this test), from /proc. */
function processesOf(program: string): number {
  let count = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] === program) count++;
    } catch {
      // gone meanwhile
    }
  }
  return count;
}

/**
 * Issue 21, item 6: the ffmpeg cap was per worker, so `npm start`'s two workers started 8
 * encoders against a cap of 4. The budget (FFMPEG_SLOTS) is the machine's: the primary
 * holds the slots for every worker, and /metrics reports it.
 */
describe("one ffmpeg budget for the machine (two workers)", () => {
  it("never runs more encoders than FFMPEG_SLOTS while 10 MP3 downloads are asked at once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rd-ffmpeg-"));
    // ffmpeg under a name of its own, so its processes are told apart from anyone else's.
    const program = join(dir, "ffmpeg");
    symlinkSync(
      execFileSync("sh", ["-c", "command -v ffmpeg"], { encoding: "utf8" }).trim(),
      program,
    );
    const { mp4 } = await makeSampleMedia();
    const held: ServerResponse[] = [];
    // The first kilobyte of a real MP4, then nothing: each encoder waits, holding its slot.
    const upstream = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "video/mp4", "content-length": String(mp4.length) });
      res.write(mp4.subarray(0, 1024));
      held.push(res);
    });
    await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const secret = randomBytes(32).toString("base64url");
    const metricsToken = randomBytes(24).toString("base64url");
    const app = await startApp({
      WEB_CONCURRENCY: "2",
      FFMPEG_SLOTS: "3",
      FFMPEG_PATH: program,
      AUTH_SECRET: secret,
      METRICS_TOKEN: metricsToken,
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    });
    const requests: ClientRequest[] = [];
    try {
      // A download link sealed with the app's secret, as its resolver would make it.
      setConfig(loadConfig({ AUTH_SECRET: secret, DATA_DIR: dir }));
      const path = tunnelUrl({
        platform: "instagram",
        url: `${origin}/clip.mp4`,
        filename: "a.mp3",
        processing: "mp3",
      });
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) {
        // Each on a connection of its own: the workers take new connections in turn.
        const req = get(`${app.url}${path}`, { agent: false }, (res) => {
          answers.push(res.statusCode ?? 0);
          res.resume();
        });
        req.on("error", () => undefined);
        requests.push(req);
      }
      let most = 0;
      const deadline = Date.now() + 15_000;
      for (;;) {
        const running = processesOf(program);
        most = Math.max(most, running);
        if (answers.filter((s) => s === 503).length + running >= 10) break;
        if (Date.now() > deadline) throw new Error(`answers ${answers}, running ${running}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(most).toBe(3);
      expect(answers.filter((s) => s === 503)).toHaveLength(7);
      const metrics = await (
        await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
      ).text();
      expect(metrics).toMatch(/^ffmpeg_slots\{pool="encoders"\} 3$/m);
      expect(metrics).toMatch(/^ffmpeg_slots_in_use\{pool="encoders"\} 3$/m);
    } finally {
      for (const req of requests) req.destroy();
      await app.stop();
      for (const res of held) res.destroy();
      upstream.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
