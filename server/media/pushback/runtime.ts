import { Redis } from "ioredis";
import type { Config } from "../../config.js";
import { logger } from "../../logger.js";
import { onShutdown } from "../../shutdown.js";
import { buildEgresses, EgressPool } from "../egress/pool.js";
import { parseProxyList } from "../egress/proxy-url.js";
import { SessionPool } from "../extractors/instagram/session-pool.js";
import { PoTokenClient } from "../extractors/youtube/po-token.js";
import type { MediaCandidate } from "../lookup.js";
import { instagramSettings } from "../platforms/instagram/settings.js";
import { youtubeSettings } from "../platforms/youtube/settings.js";
import { LookupCache, memoryStore, redisStore } from "./lookup-cache.js";
import { MethodBreaker } from "./method-breaker.js";
import { pushbackSettings } from "./settings.js";

/**
 * What keeps lookups working when the platforms push back, built once per configuration:
 * the egress pool (028), the Instagram session pool (029), the PO-token client (030), the
 * lookup cache and the methods' cool-downs (031).
 */
export interface CachedLookup {
  provider: string;
  candidates: MediaCandidate[];
}

export interface Pushback {
  egresses: EgressPool;
  sessions: SessionPool;
  tokens: PoTokenClient | undefined;
  cache: LookupCache<CachedLookup>;
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
    client.on("error", (error: Error) =>
      logger.error({ err: error }, "Redis (lookup cache) failed"),
    );
    onShutdown(async () => {
      redis = undefined;
      await client.quit().catch(() => client.disconnect());
    });
    redis = client;
  }
  return redis;
}

export function pushback(config: Config): Pushback {
  let bundle = bundles.get(config);
  if (bundle) return bundle;
  const settings = pushbackSettings.of(config);
  const instagram = instagramSettings.of(config);
  const { potProviderUrl } = youtubeSettings.of(config);
  const backoff = { baseMs: settings.cooldownMs, maxMs: settings.cooldownMaxMs };
  const egresses = new EgressPool(
    buildEgresses(parseProxyList(settings.proxies.join(",")), settings.direct, config.authSecret),
    backoff,
  );
  const sessions = new SessionPool({
    ...(instagram.cookie ? { cookie: instagram.cookie } : {}),
    ...(instagram.cookiesFile ? { file: instagram.cookiesFile } : {}),
    backoff,
    // By position only: the cookie never reaches a log line.
    report: (event) => {
      if ("index" in event) {
        logger.warn(
          { session: event.index, state: event.state },
          "media: an Instagram session was set aside; replace its line in INSTAGRAM_COOKIES_FILE",
        );
      } else {
        logger.warn({ line: event.line }, `media: INSTAGRAM_COOKIES_FILE line ${event.problem}`);
      }
    },
  });
  const tokens = potProviderUrl ? new PoTokenClient(potProviderUrl) : undefined;
  const store = config.redisUrl ? redisStore(sharedRedis(config.redisUrl)) : memoryStore();
  const cache = new LookupCache<CachedLookup>(store, {
    ttlSeconds: settings.resolveCacheSeconds,
    lockMs: 30_000,
    pollMs: 100,
    marginMs: 60_000,
  });
  const methods = new MethodBreaker({ threshold: METHOD_FAILURE_THRESHOLD, ...backoff });
  bundle = { egresses, sessions, tokens, cache, methods };
  bundles.set(config, bundle);
  return bundle;
}
