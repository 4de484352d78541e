import cluster, { type Worker } from "node:cluster";

/**
 * Slots that one machine shares, whatever the number of worker processes: under `npm start`'s
 * cluster the primary holds the counts (as it holds the rate limits) and each worker asks it
 * for a slot; in a single process the counts are local. Several instances each keep their
 * own: a budget protects a machine's cores. Why: docs/decisions/025-request-hardening.md
 */

const CHANNEL = "shared-slots";
/** A worker whose primary does not answer in this long is told there is no slot. */
const ANSWER_MS = 3_000;

type Message =
  | { channel: typeof CHANNEL; op: "acquire"; id: number; name: string; capacity: number }
  | { channel: typeof CHANNEL; op: "release"; name: string }
  | { channel: typeof CHANNEL; op: "answer"; id: number; granted: boolean };

/** To the primary, unless the channel is gone (the worker is stopping): then nothing. */
function tell(message: Message): boolean {
  if (!process.connected || !process.send) return false;
  process.send(message, undefined, undefined, () => undefined);
  return true;
}

function isMessage(value: unknown): value is Message {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { channel?: unknown }).channel === CHANNEL
  );
}

export type Release = () => void;

export interface SlotPool {
  /** A slot's release (safe to call more than once), or null when every slot is taken. */
  acquire(): Promise<Release | null>;
  /** Slots this process holds now (the machine's total is the sum over its workers). */
  held(): number;
  /** Slots the machine has. */
  capacity(): number;
}

let nextId = 0;
const waiting = new Map<number, (granted: boolean) => void>();
let listening = false;

function listenForAnswers(): void {
  if (listening) return;
  listening = true;
  process.on("message", (message: unknown) => {
    if (!isMessage(message) || message.op !== "answer") return;
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    resolve?.(message.granted);
  });
}

/** Asks the primary; a late or lost answer counts as no slot (and a late grant is returned). */
function askPrimary(name: string, capacity: number): Promise<boolean> {
  listenForAnswers();
  const id = ++nextId;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.set(id, (granted) => {
        waiting.delete(id);
        if (granted) tell({ channel: CHANNEL, op: "release", name });
      });
      resolve(false);
    }, ANSWER_MS);
    timer.unref();
    waiting.set(id, (granted) => {
      clearTimeout(timer);
      resolve(granted);
    });
    if (!tell({ channel: CHANNEL, op: "acquire", id, name, capacity })) {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(false);
    }
  });
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
      if (shared) tell({ channel: CHANNEL, op: "release", name });
    };
  };
  return {
    async acquire() {
      if (!cluster.isWorker) {
        if (held >= capacity()) return null;
        held++;
        return releaser(false);
      }
      if (!(await askPrimary(name, capacity()))) return null;
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
  cluster.on("message", (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.op === "acquire") {
      const granted = (total.get(message.name) ?? 0) < message.capacity;
      if (granted) change(worker, message.name, 1);
      worker.send({ channel: CHANNEL, op: "answer", id: message.id, granted } satisfies Message);
    } else if (message.op === "release") {
      if ((byWorker.get(worker.id)?.get(message.name) ?? 0) > 0) change(worker, message.name, -1);
    }
  });
  cluster.on("exit", (worker: Worker) => {
    for (const [name, count] of byWorker.get(worker.id) ?? []) {
      total.set(name, (total.get(name) ?? 0) - count);
    }
    byWorker.delete(worker.id);
  });
}
