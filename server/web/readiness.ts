import { once } from "node:events";
import type { RequestHandler } from "express";
import { Redis } from "ioredis";
import { getConfig } from "../config.js";
import { onShutdown } from "../shutdown.js";
import { DID_NOT_ANSWER, oneAtATime, probeLimits, reused, within } from "./probe-answers.js";

let probeClient: { url: string; client: Redis } | undefined;

/**
 * One Redis connection for every readiness probe of this process, opened on the first and kept:
 * a new connection per unauthenticated call was a way to spend Redis's connections. It queues
 * nothing while offline (a command then fails at once) and keeps reconnecting in the
 * background, so the probe tells the connection's state as it is.
 */
function probeRedis(url: string): Redis {
  if (probeClient?.url !== url) {
    probeClient?.client.disconnect();
    const client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: probeLimits.deadlineMs,
      connectTimeout: probeLimits.deadlineMs,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    client.on("error", () => undefined);
    client.connect().catch(() => undefined);
    onShutdown(() => client.disconnect());
    probeClient = { url, client };
  }
  return probeClient.client;
}

async function pingRedis(url: string): Promise<void> {
  const client = probeRedis(url);
  // The first probe opens the connection: wait for it (the probe's deadline still holds)
  // instead of failing at once, or every instance would start by saying it is not ready.
  if (client.status === "wait" || client.status === "connecting" || client.status === "connect") {
    await once(client, "ready");
  }
  await client.ping();
}

/** Something the instance cannot serve without, e.g. its database. */
export interface ReadinessCheck {
  name: string;
  run: () => Promise<void>;
}

/**
 * GET /readyz: may this instance take traffic? Every check given must answer (the root
 * names the database), and Redis too when configured: this toolkit's rate limits and cache
 * invalidation ride on it. /healthz stays the cheap liveness answer. Checks have a deadline,
 * say nothing of a failure but "did not answer", run at most once a second, and are not
 * started again while an earlier run is pending.
 * Why: docs/decisions/041-probes-and-timeouts.md, 064-bounded-work-and-closed-doors.md
 */
export function readyz(required: readonly ReadinessCheck[]): RequestHandler {
  // One run of each check at a time, across probes: a pending one is waited on, not repeated.
  const runs = new Map<string, () => Promise<void>>();
  const once = (name: string, check: () => Promise<void>) => {
    let run = runs.get(name);
    if (!run) {
      run = oneAtATime(check);
      runs.set(name, run);
    }
    return run;
  };
  const report = reused(async () => {
    const checks: Record<string, { ok: boolean; detail?: string }> = {};
    const run = async (name: string, check: () => Promise<void>) => {
      try {
        await within(once(name, check)(), probeLimits.deadlineMs);
        checks[name] = { ok: true };
      } catch {
        // Driver messages can carry host names and addresses: this answer is public.
        checks[name] = { ok: false, detail: DID_NOT_ANSWER };
      }
    };
    const { redisUrl } = getConfig();
    await Promise.all([
      ...required.map((check) => run(check.name, check.run)),
      ...(redisUrl ? [run("redis", () => pingRedis(redisUrl))] : []),
    ]);
    return checks;
  });
  return async (_req, res) => {
    const checks = await report();
    const ready = Object.values(checks).every((c) => c.ok);
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ready ? "ready" : "unavailable", checks });
  };
}
