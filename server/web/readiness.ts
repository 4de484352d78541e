import type { RequestHandler } from "express";
import { Redis } from "ioredis";
import { getConfig } from "../config.js";

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

/** Something the instance cannot serve without, e.g. its database. */
export interface ReadinessCheck {
  name: string;
  run: () => Promise<void>;
}

/**
 * GET /readyz: may this instance take traffic? Every check given must answer (the root
 * names the database), and Redis too when configured: this toolkit's rate limits and cache
 * invalidation ride on it. /healthz stays the cheap liveness answer.
 */
export function readyz(required: readonly ReadinessCheck[]): RequestHandler {
  return async (_req, res) => {
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
      ...required.map((check) => run(check.name, check.run)),
      ...(redisUrl ? [run("redis", () => pingRedis(redisUrl))] : []),
    ]);
    const ready = Object.values(checks).every((c) => c.ok);
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ready ? "ready" : "unavailable", checks });
  };
}
