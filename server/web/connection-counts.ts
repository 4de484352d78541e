import cluster, { type Worker } from "node:cluster";
import { answerWorkers, askPrimary, tellPrimary } from "./primary-rpc.js";

/**
 * Open connections per client, counted once for the machine: under `npm start` the primary
 * holds the counts (as it holds the rate limits) and a worker asks it when a connection opens;
 * a single process counts on its own. Keys are already hashed; a count that falls to 0 is
 * forgotten, and a worker that exits gives back what it held.
 * Why: docs/decisions/066-connections-per-machine-and-body-rate.md
 */

/** A primary that does not answer this fast is not asked: the worker's own count decides. */
const ANSWER_MS = 1_000;

export interface ConnectionCounts {
  /** Counts a connection of `key` when fewer than `cap` are open; false when it may not open. */
  open(key: string, cap: number): Promise<boolean>;
  /** A connection `open` counted has closed. */
  close(key: string): void;
}

function change(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

/** This process's own counts (a single process, or a worker's floor when the primary is away). */
export function localCounts(): ConnectionCounts & { held(key: string): number } {
  const counts = new Map<string, number>();
  return {
    async open(key, cap) {
      if ((counts.get(key) ?? 0) >= cap) return false;
      change(counts, key, 1);
      return true;
    },
    close: (key) => change(counts, key, -1),
    held: (key) => counts.get(key) ?? 0,
  };
}

/** A worker's counts: the primary decides for the machine; without an answer, the worker alone. */
function primaryCounts(): ConnectionCounts {
  const own = localCounts();
  const shared = new Map<string, number>();
  return {
    async open(key, cap) {
      // Never more from one process than the cap, whatever the primary says or does not.
      if (own.held(key) >= cap) return false;
      let granted: boolean;
      try {
        granted = await askPrimary<boolean>(
          "connections.open",
          { key, cap },
          {
            timeoutMs: ANSWER_MS,
            onLate: (late) => {
              if (late) tellPrimary("connections.close", { key });
            },
          },
        );
        if (granted) change(shared, key, 1);
      } catch {
        // No primary to ask (it is leaving, or busy past a second): this process's count holds.
        granted = true;
      }
      if (granted) await own.open(key, Number.POSITIVE_INFINITY);
      return granted;
    },
    close(key) {
      own.close(key);
      if ((shared.get(key) ?? 0) > 0) {
        change(shared, key, -1);
        tellPrimary("connections.close", { key });
      }
    },
  };
}

/** This process's way to the machine's counts. */
export function connectionCounts(): ConnectionCounts {
  return cluster.isWorker ? primaryCounts() : localCounts();
}

/** In the primary: one count per key for every worker; a worker that exits gives its back. */
export function holdConnectionCounts(): void {
  const total = new Map<string, number>();
  const byWorker = new Map<number, Map<string, number>>();
  answerWorkers("connections.open", (worker, body) => {
    const { key, cap } = body as { key: string; cap: number };
    if ((total.get(key) ?? 0) >= cap) return false;
    change(total, key, 1);
    const own = byWorker.get(worker.id) ?? new Map<string, number>();
    change(own, key, 1);
    byWorker.set(worker.id, own);
    return true;
  });
  answerWorkers("connections.close", (worker, body) => {
    const { key } = body as { key: string };
    const own = byWorker.get(worker.id);
    if (!own || (own.get(key) ?? 0) === 0) return;
    change(own, key, -1);
    change(total, key, -1);
  });
  cluster.on("exit", (worker: Worker) => {
    for (const [key, count] of byWorker.get(worker.id) ?? []) change(total, key, -count);
    byWorker.delete(worker.id);
  });
}
