import cluster from "node:cluster";
import { Redis } from "ioredis";
import type { Config } from "../../config.js";
import { logger } from "../../logger.js";
import { onShutdown } from "../../shutdown.js";
import { connectSharedEvents, sharedChannel } from "../../web/shared-events.js";
import { primaryStore, redisStore, type SharedStore } from "../../web/shared-store.js";
import { buildEgresses, EgressPool } from "../egress/pool.js";
import { parseProxyList } from "../egress/proxy-url.js";
import { type MediaCandidate, resolveLimits } from "../lookup.js";
import { LookupCache } from "./lookup-cache.js";
import { type BreakerEvent, MethodBreaker } from "./method-breaker.js";
import { type SessionEvent, SessionPool, type SessionSource } from "./sessions.js";
import { pushbackSettings } from "./settings.js";

/**
 * What keeps lookups working when the platforms push back, built once per configuration:
 * the egress pool (028), each platform's session pool (029), the lookup cache and the methods'
 * cool-downs (031), every part shared with the other workers and instances (036). A platform's
 * own services (YouTube's PO-token provider, 030) live in its folder.
 */
export interface CachedLookup {
  provider: string;
  candidates: MediaCandidate[];
}

/** A platform that may have signed-in sessions (its `Platform` description). */
export interface SessionOwner {
  readonly name: string;
  sessions?(config: Config): SessionSource | undefined;
}

export interface Pushback {
  egresses: EgressPool;
  /** The session pool of `platform` (an empty one when it has none configured). */
  sessions(platform: SessionOwner): SessionPool;
  cache: LookupCache<CachedLookup>;
  /** The link a share link names (its canonical URL), kept as long as a lookup's answer. */
  follows: LookupCache<string>;
  methods: MethodBreaker;
}

/** Failures in a row after which a method steps aside. */
export const METHOD_FAILURE_THRESHOLD = 5;

const bundles = new WeakMap<Config, Pushback>();
let redis: Redis | undefined;

function sharedRedis(url: string): Redis {
  if (!redis) {
    // Queued until connected, but never waited on long: a lookup without the cache beats none.
    const client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    let failing = false;
    client.on("error", (error: Error) => {
      if (failing) return;
      failing = true;
      logger.warn(
        { err: error },
        "Redis (lookup cache) failed: lookups are cached per process until it answers",
      );
    });
    client.on("ready", () => {
      failing = false;
    });
    onShutdown(async () => {
      redis = undefined;
      await client.quit().catch(() => client.disconnect());
    });
    redis = client;
  }
  return redis;
}

/** Where the lookup cache is shared: Redis, the `npm start` primary, or nowhere (one process). */
function sharedStore(config: Config, prefix: string): SharedStore | undefined {
  if (config.redisUrl) return redisStore(sharedRedis(config.redisUrl), `${prefix}lookup:`);
  return cluster.isWorker ? primaryStore() : undefined;
}

export function pushback(config: Config): Pushback {
  let bundle = bundles.get(config);
  if (bundle) return bundle;
  const settings = pushbackSettings.of(config);
  connectSharedEvents(config.redisUrl, settings.redisPrefix);
  const backoff = { baseMs: settings.cooldownMs, maxMs: settings.cooldownMaxMs };
  const egressEvents = sharedChannel<Parameters<EgressPool["cooldowns"]["apply"]>[0]>(
    "egresses",
    (event) => egresses.cooldowns.apply(event),
  );
  const egresses = new EgressPool(
    buildEgresses(
      parseProxyList(settings.proxies.join(",")),
      settings.direct,
      config.authSecret,
      settings.instanceId,
    ),
    backoff,
    Date.now,
    (event) => egressEvents.publish(event),
    (id, until, event) => egressEvents.keep(id, until, event),
  );
  const pools = new Map<string, SessionPool>();
  const sessions = (platform: SessionOwner): SessionPool => {
    let pool = pools.get(platform.name);
    if (pool) return pool;
    const source = platform.sessions?.(config) ?? { fileVariable: "", required: [] };
    const events = sharedChannel<SessionEvent>(`sessions:${platform.name}`, (event) =>
      pools.get(platform.name)?.apply(event),
    );
    pool = new SessionPool({
      ...source,
      platform: platform.name,
      backoff,
      share: (event) => events.publish(event),
      keep: (id, until, event) => events.keep(id, until, event),
      // By position only: the cookie never reaches a log line.
      report: (event) => {
        if ("index" in event) {
          logger.warn(
            { platform: event.platform, session: event.index, state: event.state },
            `media: a session was set aside; replace its line in ${source.fileVariable}`,
          );
        } else {
          logger.warn({ line: event.line }, `media: ${source.fileVariable} line ${event.problem}`);
        }
      },
    });
    pools.set(platform.name, pool);
    return pool;
  };
  // A lock lasts as long as the chain it guards can run: every provider's deadline, and the
  // share link followed first. Why: docs/decisions/036-one-state-across-processes.md
  const chainMs = (config.mediaProviders.length + 1) * resolveLimits.providerTimeoutMs + 5_000;
  const cache = new LookupCache<CachedLookup>(sharedStore(config, settings.redisPrefix), {
    ttlSeconds: settings.resolveCacheSeconds,
    lockMs: chainMs,
    pollMs: 100,
    marginMs: 60_000,
  });
  const follows = new LookupCache<string>(sharedStore(config, settings.redisPrefix), {
    ttlSeconds: settings.resolveCacheSeconds,
    lockMs: resolveLimits.providerTimeoutMs + 5_000,
    pollMs: 100,
    marginMs: 0,
  });
  const breakerEvents = sharedChannel<BreakerEvent>("methods", (event) => methods.apply(event));
  const methods = new MethodBreaker(
    { threshold: METHOD_FAILURE_THRESHOLD, ...backoff },
    Date.now,
    (event) => breakerEvents.publish(event),
    (id, until, event) => breakerEvents.keep(id, until, event),
  );
  bundle = { egresses, sessions, cache, follows, methods };
  bundles.set(config, bundle);
  return bundle;
}
