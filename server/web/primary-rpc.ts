import cluster, { type Worker } from "node:cluster";
import { LRUCache } from "lru-cache";

/**
 * Questions a worker of `npm start` asks its primary, and the primary's answers: the shared
 * slots, the shared lookup store. A question unanswered within its deadline is answered "no
 * answer" to the caller; a late answer goes to its `late` handler (to give back a slot
 * granted too late) for a minute at most, then is forgotten, so nothing here grows without
 * bound. Sending never throws: a message to or from a process that is leaving is dropped.
 * Why: docs/decisions/022-all-cores-and-rate-limits.md, 036-one-state-across-processes.md
 */
const CHANNEL = "primary-rpc";

type Message =
  | { channel: typeof CHANNEL; op: "ask"; id: number; name: string; body: unknown }
  | { channel: typeof CHANNEL; op: "tell"; name: string; body: unknown }
  | { channel: typeof CHANNEL; op: "answer"; id: number; body?: unknown; error?: string };

function isMessage(value: unknown): value is Message {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { channel?: unknown }).channel === CHANNEL
  );
}

/** To the primary, unless the channel is gone (the worker is stopping): false then. */
export function sendToPrimary(message: unknown): boolean {
  if (!process.connected || !process.send) return false;
  try {
    process.send(
      message as Parameters<NonNullable<typeof process.send>>[0],
      undefined,
      undefined,
      () => undefined,
    );
    return true;
  } catch {
    return false;
  }
}

/** To a worker, unless it is leaving: never throws (ERR_IPC_CHANNEL_CLOSED would end the primary). */
export function sendToWorker(worker: Worker, message: unknown): void {
  if (worker.isDead() || !worker.isConnected()) return;
  try {
    worker.send(message as Parameters<Worker["send"]>[0], () => undefined);
  } catch {
    // Gone between the check and the send.
  }
}

export class NoAnswer extends Error {
  constructor(name: string) {
    super(`the primary did not answer ${name}`);
    this.name = "NoAnswer";
  }
}

interface Waiting {
  resolve(body: unknown): void;
  reject(error: Error): void;
}

let nextId = 0;
const waiting = new Map<number, Waiting>();
/** How long a late answer is still expected (tests shorten it). */
export const primaryRpcLimits = { lateMs: 60_000 };
/** Answers that came too late: their handlers, for `lateMs` at most. */
const late = new LRUCache<number, (body: unknown) => void>({ max: 10_000, ttl: 60_000 });
let listening = false;

function listenForAnswers(): void {
  if (listening) return;
  listening = true;
  process.on("message", (message: unknown) => {
    if (!isMessage(message) || message.op !== "answer") return;
    const pending = waiting.get(message.id);
    if (pending) {
      waiting.delete(message.id);
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.body);
      return;
    }
    const handler = late.get(message.id);
    late.delete(message.id);
    if (handler && message.error === undefined) handler(message.body);
  });
}

/**
 * Asks the primary `name` with `body`; rejects with NoAnswer when it does not answer within
 * `timeoutMs` (or there is no primary to ask). `onLate` hears an answer that arrives after.
 */
export function askPrimary<T>(
  name: string,
  body: unknown,
  { timeoutMs, onLate }: { timeoutMs: number; onLate?: (body: T) => void },
): Promise<T> {
  listenForAnswers();
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      if (onLate) {
        late.set(id, onLate as (body: unknown) => void, { ttl: primaryRpcLimits.lateMs });
      }
      reject(new NoAnswer(name));
    }, timeoutMs);
    timer.unref();
    waiting.set(id, {
      resolve: (answer) => {
        clearTimeout(timer);
        resolve(answer as T);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    if (!sendToPrimary({ channel: CHANNEL, op: "ask", id, name, body } satisfies Message)) {
      clearTimeout(timer);
      waiting.delete(id);
      reject(new NoAnswer(name));
    }
  });
}

/** Tells the primary something that needs no answer; false when it could not be sent. */
export function tellPrimary(name: string, body: unknown): boolean {
  return sendToPrimary({ channel: CHANNEL, op: "tell", name, body } satisfies Message);
}

/** Questions waiting for an answer and late answers still expected (for tests: both stay bounded). */
export function unansweredQuestions(): { waiting: number; late: number } {
  late.purgeStale();
  return { waiting: waiting.size, late: late.size };
}

type Handler = (worker: Worker, body: unknown) => unknown;
const handlers = new Map<string, Handler>();
let answering = false;

/**
 * In the primary: answers the workers' `name` questions (and tells) with `handler`; what it
 * returns, or resolves to, is the answer. A handler that throws answers an error.
 */
export function answerWorkers(name: string, handler: Handler): void {
  handlers.set(name, handler);
  if (answering) return;
  answering = true;
  cluster.on("message", (worker: Worker, message: unknown) => {
    if (!isMessage(message) || message.op === "answer") return;
    const run = handlers.get(message.name);
    if (message.op === "tell") {
      try {
        void Promise.resolve(run?.(worker, message.body)).catch(() => undefined);
      } catch {
        // A tell has no one to tell about a failure.
      }
      return;
    }
    const { id } = message;
    Promise.resolve()
      .then(() => {
        if (!run) throw new Error(`nothing answers ${message.name}`);
        return run(worker, message.body);
      })
      .then(
        (body) => sendToWorker(worker, { channel: CHANNEL, op: "answer", id, body }),
        (error: unknown) =>
          sendToWorker(worker, {
            channel: CHANNEL,
            op: "answer",
            id,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
  });
}
