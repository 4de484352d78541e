import { onPostsChanged } from "../blog/changes.js";
import { getConfig } from "../config.js";
import { onShutdown } from "../shutdown.js";
import { registerMetricsSource } from "./metrics.js";
import { PageCache } from "./page-cache.js";
import { connectInvalidationBus } from "./page-cache-bus.js";

let shared: PageCache | undefined;

/**
 * The process's page cache, emptied on every committed post write here, and on every
 * write elsewhere (other workers through the primary, other instances through Redis).
 */
export function pageCacheService(): PageCache {
  if (shared) return shared;
  const config = getConfig();
  const cache = new PageCache({ maxBytes: config.pageCacheBytes });
  shared = cache;
  if (!cache.enabled) return cache;
  const bus = connectInvalidationBus(config.redisUrl, () => cache.invalidate());
  onPostsChanged(() => {
    cache.invalidate();
    bus.publish();
  });
  onShutdown(() => bus.close());
  registerMetricsSource({
    name: "page_cache_bytes",
    help: "Bytes held by the page cache (all encodings).",
    type: "gauge",
    collect: () => [{ value: cache.stats.bytes }],
  });
  registerMetricsSource({
    name: "page_cache_entries",
    help: "Pages held by the page cache.",
    type: "gauge",
    collect: () => [{ value: cache.stats.entries }],
  });
  return cache;
}
