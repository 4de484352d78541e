import { randomUUID } from "node:crypto";
import { getConfig } from "../config.js";
import { onShutdown } from "../shutdown.js";
import { type MachineDocuments, machineDocuments } from "./machine-documents.js";
import { registerMetricsSource } from "./metrics.js";
import { PageCache } from "./page-cache.js";
import { connectInvalidationBus, type InvalidationBus } from "./page-cache-bus.js";

/**
 * How a domain says its content changed: subscribes a listener to its committed writes
 * (the blog's post changes). Why: docs/decisions/032-toolkit-and-root.md
 */
export type ContentChanged = (listener: () => void) => unknown;

interface Shared {
  cache: PageCache;
  bus: InvalidationBus | undefined;
  machine: MachineDocuments | undefined;
}

let shared: Shared | undefined;
const watched = new Set<ContentChanged>();

/**
 * The process's page cache, emptied whenever one of `changes` fires here, and on every
 * such change elsewhere (other workers through the primary, other instances through Redis).
 * Each trigger is subscribed once however many apps the process builds.
 */
export function pageCacheService(changes: readonly ContentChanged[]): {
  cache: PageCache;
  /** The machine's documents, while the cache is on. */
  machine: MachineDocuments | undefined;
} {
  shared ??= open();
  const { cache, bus, machine } = shared;
  if (!bus) return { cache, machine };
  for (const changed of changes) {
    if (watched.has(changed)) continue;
    watched.add(changed);
    changed(() => {
      const change = randomUUID();
      // The machine's shelf first: a worker's messages to its primary arrive in order, so
      // no later request of this worker can be answered from the old shelf.
      machine?.drop(change);
      cache.invalidate();
      bus.publish(change);
    });
  }
  return { cache, machine };
}

function open(): Shared {
  const config = getConfig();
  const cache = new PageCache({ maxBytes: config.pageCacheBytes });
  if (!cache.enabled) return { cache, bus: undefined, machine: undefined };
  const machine = machineDocuments(config.pageCacheBytes);
  const bus = connectInvalidationBus(config.redisUrl, (change) => {
    machine.drop(change);
    cache.invalidate();
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
  return { cache, bus, machine };
}
