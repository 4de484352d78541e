import { getConfig } from "../config.js";
import { onShutdown } from "../shutdown.js";
import { registerMetricsSource } from "./metrics.js";
import { PageCache } from "./page-cache.js";
import { connectInvalidationBus, type InvalidationBus } from "./page-cache-bus.js";

/**
 * How a domain says its content changed: subscribes a listener to its committed writes
 * (the blog's post changes). Why: docs/decisions/032-toolkit-and-root.md
 */
export type ContentChanged = (listener: () => void) => unknown;

let shared: { cache: PageCache; bus: InvalidationBus | undefined } | undefined;
const watched = new Set<ContentChanged>();

/**
 * The process's page cache, emptied whenever one of `changes` fires here, and on every
 * such change elsewhere (other workers through the primary, other instances through Redis).
 * Each trigger is subscribed once however many apps the process builds.
 */
export function pageCacheService(changes: readonly ContentChanged[]): PageCache {
  shared ??= open();
  const { cache, bus } = shared;
  if (!bus) return cache;
  for (const changed of changes) {
    if (watched.has(changed)) continue;
    watched.add(changed);
    changed(() => {
      cache.invalidate();
      bus.publish();
    });
  }
  return cache;
}

function open(): { cache: PageCache; bus: InvalidationBus | undefined } {
  const config = getConfig();
  const cache = new PageCache({ maxBytes: config.pageCacheBytes });
  if (!cache.enabled) return { cache, bus: undefined };
  const bus = connectInvalidationBus(config.redisUrl, () => cache.invalidate());
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
  return { cache, bus };
}
