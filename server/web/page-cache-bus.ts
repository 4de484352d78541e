import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { logger } from "../logger.js";
import { REDIS_COMMAND_TIMEOUT_MS } from "./rate-limit.js";

/** The message a worker sends its primary, which the primary passes to the other workers. */
export const CLUSTER_INVALIDATE = "page-cache:invalidate";
const CHANNEL = "reels-downloader:page-cache:invalidate";

export interface InvalidationBus {
  /** Tells every other worker and instance to drop its pages; `change` names the change. */
  publish(change: string): void;
  close(): Promise<void>;
}

interface BusMessage {
  type: typeof CLUSTER_INVALIDATE;
  origin: string;
  /** One id per change, the same in every process that hears it. */
  change?: string;
}

function isBusMessage(message: unknown): message is BusMessage {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === CLUSTER_INVALIDATE
  );
}

/**
 * Carries "the content changed" (a post was written) to the page caches of other processes: through Redis
 * pub/sub when REDIS_URL is set (every worker of every instance subscribes), else
 * through the cluster primary between the workers of this machine. Messages from this
 * process are ignored: it already dropped its pages. Why: docs/decisions/021-page-cache-and-csp.md
 */
export function connectInvalidationBus(
  redisUrl: string | null,
  onRemoteChange: (change: string) => void,
): InvalidationBus {
  const origin = randomUUID();
  const message = (change: string): BusMessage => ({ type: CLUSTER_INVALIDATE, origin, change });
  // An older process's message names no change: each one that arrives is a change of its own.
  const changeOf = (heard: BusMessage) => heard.change ?? randomUUID();

  if (redisUrl) {
    const options = { maxRetriesPerRequest: 2 };
    // A publish that gets no answer gives up after a second (041); the subscriber only waits.
    const publisher = new Redis(redisUrl, { ...options, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    const subscriber = new Redis(redisUrl, options);
    const report = (error: Error) => logger.error({ err: error }, "Redis (page cache)");
    publisher.on("error", report);
    subscriber.on("error", report);
    subscriber.subscribe(CHANNEL).catch(report);
    subscriber.on("message", (_channel: string, text: string) => {
      try {
        const message: unknown = JSON.parse(text);
        if (isBusMessage(message) && message.origin !== origin) {
          onRemoteChange(changeOf(message));
        }
      } catch {
        // Not ours: ignore.
      }
    });
    // A reconnect may have missed messages: drop everything rather than serve stale pages.
    subscriber.on("ready", () => onRemoteChange(randomUUID()));
    return {
      publish(change) {
        publisher.publish(CHANNEL, JSON.stringify(message(change))).catch(report);
      },
      async close() {
        await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      },
    };
  }

  if (cluster.isWorker) {
    const listener = (heard: unknown) => {
      if (isBusMessage(heard) && heard.origin !== origin) onRemoteChange(changeOf(heard));
    };
    process.on("message", listener);
    return {
      publish(change) {
        process.send?.(message(change));
      },
      async close() {
        process.off("message", listener);
      },
    };
  }

  return { publish() {}, async close() {} };
}

/** In the primary: passes a worker's invalidation on to every other worker. */
export function relayInvalidations(): void {
  cluster.on("message", (from, message: unknown) => {
    if (!isBusMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
}
