/**
 * The primary of `npm start` on several cores: it forks the workers (each runs the whole
 * app on the shared port), replaces a worker that dies, holds the state the workers must
 * share without Redis (rate-limit counts, cache invalidations, the lookup cache and its
 * locks, the pools' events), the machine's ffmpeg slots, the generated documents, and adds up their metrics. It
 * outlives any worker: nothing it sends to a worker that is leaving can throw.
 * Why: docs/decisions/022-all-cores-and-rate-limits.md, 036-one-state-across-processes.md
 */
import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry } from "prom-client";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { logger } from "./logger.js";
import { holdConnectionCounts } from "./web/connection-counts.js";
import { holdDocumentShelf } from "./web/machine-documents.js";
import { METRICS_REPLY, METRICS_REQUEST } from "./web/metrics-endpoint.js";
import { relayInvalidations } from "./web/page-cache-bus.js";
import { sendToWorker } from "./web/primary-rpc.js";
import { relaySharedEvents } from "./web/shared-events.js";
import { holdSharedSlots } from "./web/shared-slots.js";
import { holdSharedStore } from "./web/shared-store.js";

export interface PrimaryOptions {
  workers: number;
  /** Shared rate-limit counts live in Redis when set; otherwise the primary holds them. */
  redisUrl: string | null;
  /** Bound of the generated documents the primary keeps for its workers (PAGE_CACHE_MB). */
  pageCacheBytes?: number;
  /** Called once every worker listens, with the port they share. */
  onListening: (port: number) => void;
}

/** At most this many unplanned restarts per minute; past it the app is crashing, not unlucky. */
const MAX_RESTARTS_PER_MINUTE = 10;

function isMetricsRequest(message: unknown): message is { type: string; id: number } {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === METRICS_REQUEST
  );
}

function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", async (worker: Worker, message: unknown) => {
    if (!isMetricsRequest(message)) return;
    try {
      const text = await aggregator.clusterMetrics();
      sendToWorker(worker, { type: METRICS_REPLY, id: message.id, text });
    } catch (error) {
      sendToWorker(worker, {
        type: METRICS_REPLY,
        id: message.id,
        error: (error as Error).message,
      });
    }
  });
}

/**
 * Forks the workers and supervises them; resolves once all of them have exited after
 * `stop`, with the exit code the primary should end with.
 */
export function runPrimary({
  workers,
  redisUrl,
  pageCacheBytes = 64 * 1024 * 1024,
  onListening,
}: PrimaryOptions) {
  // An error in the primary is logged, never silent; the workers it supervises carry on.
  process.on("uncaughtException", (error) => {
    logger.error({ err: error }, "The primary met an unexpected error; it keeps supervising");
  });
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "The primary met an unhandled rejection; it keeps supervising");
  });
  // One name for this instance's own route, read by every worker (they share its address).
  process.env.INSTANCE_ID ||= randomUUID();
  if (!redisUrl) new RateLimiterClusterMaster();
  relayInvalidations();
  // The machine's ffmpeg budget, and its open connections per client, counted here for every worker.
  holdSharedSlots();
  holdConnectionCounts();
  // The lookup cache and its locks for the workers, and the pools' events between them.
  if (!redisUrl) holdSharedStore();
  relaySharedEvents();
  // The generated documents, built once for every worker.
  if (pageCacheBytes > 0) holdDocumentShelf(pageCacheBytes);
  answerMetricsRequests();

  let stopping = false;
  let failed = false;
  let listening = 0;
  const restarts: number[] = [];

  // A message to a worker whose channel just closed is an error on the worker: heard here,
  // it is one lost message instead of the end of the primary.
  cluster.on("fork", (worker: Worker) => {
    worker.on("error", (error: Error) => {
      logger.warn({ worker: worker.id, err: error }, "A message to a leaving worker was lost");
    });
  });
  cluster.on("listening", (_worker, address) => {
    listening++;
    if (listening === workers) onListening(address.port);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
    logger.error({ worker: worker.id, code, signal }, "Worker exited; starting another");
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.fatal("Workers keep exiting; stopping");
      void stop("crash loop").then(() => process.exit(1));
      return;
    }
    cluster.fork();
  });

  for (let i = 0; i < workers; i++) cluster.fork();

  /** Asks every worker to finish its open requests (their own SIGTERM handling) and waits. */
  async function stop(reason: string): Promise<number> {
    if (!stopping) {
      stopping = true;
      logger.info(
        { signal: reason, workers: Object.keys(cluster.workers ?? {}).length },
        "Stopping the workers",
      );
    }
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    return failed ? 1 : 0;
  }

  return { stop };
}
