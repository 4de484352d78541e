import cluster, { type Worker } from "node:cluster";
import { answerWorkers, askPrimary, tellPrimary } from "./primary-rpc.js";

/**
 * Slots that one machine shares, whatever the number of worker processes: under `npm start`'s
 * cluster the primary holds the counts (as it holds the rate limits) and each worker asks it
 * for a slot; in a single process the counts are local. Several instances each keep their
 * own: a budget protects a machine's cores. Why: docs/decisions/025-request-hardening.md
 */

/** A worker whose primary does not answer in this long is told there is no slot. */
const ANSWER_MS = 3_000;

export type Release = () => void;

export interface SlotPool {
  /** A slot's release (safe to call more than once), or null when every slot is taken. */
  acquire(): Promise<Release | null>;
  /** Slots this process holds now (the machine's total is the sum over its workers). */
  held(): number;
  /** Slots the machine has. */
  capacity(): number;
}

/** Asks the primary; a late or lost answer counts as no slot (and a late grant is given back). */
async function askPrimaryForSlot(name: string, capacity: number): Promise<boolean> {
  try {
    return await askPrimary<boolean>(
      "slots.acquire",
      { name, capacity },
      {
        timeoutMs: ANSWER_MS,
        onLate: (granted) => {
          if (granted) tellPrimary("slots.release", { name });
        },
      },
    );
  } catch {
    return false;
  }
}

/**
 * A pool named `name` of `capacity()` slots for the whole machine. Outside a cluster
 * worker the slot is taken synchronously, before the first await, so parallel requests
 * cannot all see a free slot; in a worker the primary decides one request at a time.
 */
export function slotPool(name: string, capacity: () => number): SlotPool {
  let held = 0;
  const releaser = (shared: boolean): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held--;
      if (shared) tellPrimary("slots.release", { name });
    };
  };
  return {
    async acquire() {
      if (!cluster.isWorker) {
        if (held >= capacity()) return null;
        held++;
        return releaser(false);
      }
      if (!(await askPrimaryForSlot(name, capacity()))) return null;
      held++;
      return releaser(true);
    },
    held: () => held,
    capacity,
  };
}

/**
 * The primary's side: counts every worker's slots per pool, answers each request in turn,
 * and gives back what a worker held when it exits (crashed or replaced).
 */
export function holdSharedSlots(): void {
  const total = new Map<string, number>();
  const byWorker = new Map<number, Map<string, number>>();
  const change = (worker: Worker, name: string, delta: number) => {
    total.set(name, (total.get(name) ?? 0) + delta);
    const own = byWorker.get(worker.id) ?? new Map<string, number>();
    own.set(name, (own.get(name) ?? 0) + delta);
    byWorker.set(worker.id, own);
  };
  answerWorkers("slots.acquire", (worker, body) => {
    const { name, capacity } = body as { name: string; capacity: number };
    const granted = (total.get(name) ?? 0) < capacity;
    if (granted) change(worker, name, 1);
    return granted;
  });
  answerWorkers("slots.release", (worker, body) => {
    const { name } = body as { name: string };
    if ((byWorker.get(worker.id)?.get(name) ?? 0) > 0) change(worker, name, -1);
  });
  cluster.on("exit", (worker: Worker) => {
    for (const [name, count] of byWorker.get(worker.id) ?? []) {
      total.set(name, (total.get(name) ?? 0) - count);
    }
    byWorker.delete(worker.id);
  });
}
