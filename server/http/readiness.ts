import type { RequestHandler } from "express";
import { Redis } from "ioredis";
import { getConfig } from "../config.js";
import { getDb, ping } from "../db/index.js";

const TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function pingRedis(url: string): Promise<void> {
  // A short-lived client: the shared ones queue nothing while offline, which would
  // hide the state of the connection behind their own retry logic.
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

/**
 * GET /readyz: may this instance take traffic? The database must answer, and Redis too
 * when configured (rate limits and cache invalidation ride on it). /healthz stays the
 * cheap liveness answer.
 */
export const readyz: RequestHandler = async (_req, res) => {
  const checks: Record<string, { ok: boolean; detail?: string }> = {};
  const run = async (name: string, check: () => Promise<void>) => {
    try {
      await within(check(), TIMEOUT_MS);
      checks[name] = { ok: true };
    } catch {
      // Driver messages can carry host names and addresses: this answer is public.
      checks[name] = { ok: false, detail: "did not answer" };
    }
  };
  const { redisUrl } = getConfig();
  await Promise.all([
    run("database", () => ping(getDb())),
    ...(redisUrl ? [run("redis", () => pingRedis(redisUrl))] : []),
  ]);
  const ready = Object.values(checks).every((c) => c.ok);
  res
    .status(ready ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: ready ? "ready" : "unavailable", checks });
};
