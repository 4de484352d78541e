import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfig } from "../../server/config.js";
import { closeShared } from "../../server/shutdown.js";
import { connectRateLimitStore, rateLimit, visitorKey } from "../../server/web/rate-limit.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function listen(app: express.Express): Promise<{ url: string; server: Server }> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
    });
  });
}

/** One app instance with a limit of 3 requests per minute under `name`. */
function limitedApp(name: string): express.Express {
  const app = express();
  app.get("/", rateLimit(name, { points: 3, durationSeconds: 60 }), (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}

async function statuses(url: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await fetch(url)).status);
  return out;
}

describe("visitor keys", () => {
  it("are salted hashes: stable per secret, never the address", () => {
    const a = visitorKey({ ip: "203.0.113.7" }, "s".repeat(32));
    expect(a).toBe(visitorKey({ ip: "203.0.113.7" }, "s".repeat(32)));
    expect(a).not.toContain("203.0.113.7");
    expect(a).not.toBe(visitorKey({ ip: "203.0.113.7" }, "t".repeat(32)));
    expect(a).not.toBe(visitorKey({ ip: "203.0.113.8" }, "s".repeat(32)));
  });
});

describe("rate limits in memory", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    setConfig(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "rd-rl-")) }));
    ({ server, url } = await listen(limitedApp("memory-test")));
  });
  afterAll(() => server.close());

  it("answers 429 with Retry-After and a clear message once the window is spent", async () => {
    expect(await statuses(url, 3)).toEqual([200, 200, 200]);
    const refused = await fetch(url);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(
      /Too many requests\. Please wait \d+ seconds? and try again\./,
    );
  });
});

describe("rate limits in Redis", () => {
  const name = `redis-test-${randomBytes(4).toString("hex")}`;
  const servers: Server[] = [];
  let redis: Redis;
  let urls: string[];

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    await redis.ping();
    setConfig(
      loadConfig({
        DATA_DIR: mkdtempSync(join(tmpdir(), "rd-rl-")),
        REDIS_URL,
        AUTH_SECRET: "r".repeat(32),
      }),
    );
    await connectRateLimitStore();
    // Two instances of the app, as behind a load balancer, sharing one Redis.
    const started = await Promise.all([listen(limitedApp(name)), listen(limitedApp(name))]);
    servers.push(...started.map((s) => s.server));
    urls = started.map((s) => s.url);
  });
  afterAll(async () => {
    for (const s of servers) s.close();
    const keys = await redis.keys(`rl:${name}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await closeShared();
  });

  it("shares one visitor's count across instances", async () => {
    const [a, b] = urls as [string, string];
    expect(await statuses(a, 2)).toEqual([200, 200]);
    expect(await statuses(b, 1)).toEqual([200]);
    expect((await fetch(a)).status).toBe(429);
    expect((await fetch(b)).status).toBe(429);
  });

  it("stores only hashed keys, with an expiry", async () => {
    const keys = await redis.keys(`rl:${name}*`);
    expect(keys).toHaveLength(1);
    const key = keys[0] ?? "";
    expect(key).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
