import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { logger } from "../logger.js";
import { onShutdown } from "../shutdown.js";
import { answerWorkers, sendToPrimary, sendToWorker, tellPrimary } from "./primary-rpc.js";

/**
 * Changes of state that every process must see (a platform refused an egress, a session was
 * set aside, a method stepped aside, a token was minted): each process keeps its own view and
 * applies its own changes at once, so the code that reads the state stays synchronous, and
 * every change also goes out as an event, applied by every other process:
 * - between the workers of one machine through the `npm start` primary, which also replays
 *   the last minutes to a worker that starts later;
 * - between instances through a Redis stream (`<REDIS_PREFIX>events`, capped in length), read
 *   from the last minutes on start, so an instance that starts (or reconnects) catches up.
 * An event reaches a process once whichever way it came (each carries its origin and a
 * number). Without Redis, or while it is away, the state is shared within the machine only,
 * and the log says so once. Why: docs/decisions/036-one-state-across-processes.md
 */
const CHANNEL = "shared-events";
/** How far back a starting process reads (the longest a rest or a lesson lasts). */
const REPLAY_MS = 15 * 60_000;
/** Events kept for replay, in the primary's memory and in the stream. */
const KEPT = 20_000;
/** How long an idle stream key lives in Redis (every event renews it). */
const STREAM_TTL_MS = 60 * 60_000;

interface Envelope {
  channel: typeof CHANNEL;
  /** The event channel's name. */
  c: string;
  /** The process that published it, and its number there. */
  o: string;
  n: number;
  /** When it was published (epoch ms). */
  t: number;
  e: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { channel?: unknown }).channel === CHANNEL
  );
}

export interface SharedChannel<E> {
  /** Sends `event` to every other process (the caller has applied it already). */
  publish(event: E): void;
}

const origin = randomUUID();
let sequence = 0;
const appliers = new Map<string, (event: unknown) => void>();
/** Events for a channel this process has not opened yet: applied when it does. */
const early = new Map<string, unknown[]>();
const seen = new LRUCache<string, true>({ max: 50_000 });
let stream: StreamLink | undefined;
let listening = false;

function deliver(envelope: Envelope): void {
  if (envelope.o === origin) return;
  const id = `${envelope.o}:${envelope.n}`;
  if (seen.has(id)) return;
  seen.set(id, true);
  const apply = appliers.get(envelope.c);
  if (!apply) {
    const waiting = early.get(envelope.c) ?? [];
    if (waiting.length < KEPT) waiting.push(envelope.e);
    early.set(envelope.c, waiting);
    return;
  }
  applyOne(envelope.c, apply, envelope.e);
}

function applyOne(name: string, apply: (event: unknown) => void, event: unknown): void {
  try {
    apply(event);
  } catch (error) {
    logger.warn({ err: error, channel: name }, "shared state: an event could not be applied");
  }
}

function listenToPrimary(): void {
  if (listening || !cluster.isWorker) return;
  listening = true;
  process.on("message", (message: unknown) => {
    if (isEnvelope(message)) deliver(message);
  });
  // A worker that starts later (or replaces one) hears what the others learnt lately.
  tellPrimary("shared-events.replay", null);
}

/**
 * A named channel of events; `apply` hears every other process's events on it. Naming a
 * channel again replaces its `apply` (a configuration rebuilt in tests).
 */
export function sharedChannel<E>(name: string, apply: (event: E) => void): SharedChannel<E> {
  appliers.set(name, apply as (event: unknown) => void);
  for (const event of early.get(name) ?? []) applyOne(name, apply as (e: unknown) => void, event);
  early.delete(name);
  listenToPrimary();
  return {
    publish(event) {
      const envelope: Envelope = {
        channel: CHANNEL,
        c: name,
        o: origin,
        n: ++sequence,
        t: Date.now(),
        e: event,
      };
      if (cluster.isWorker) sendToPrimary(envelope);
      stream?.add(envelope);
    },
  };
}

/** The Redis side: one connection to add events, one blocked reading them. */
class StreamLink {
  private readonly writer: Redis;
  private readonly reader: Redis;
  private readonly key: string;
  private last: string;
  private closed = false;
  private away = false;

  constructor(
    readonly url: string,
    prefix: string,
  ) {
    this.key = `${prefix}events`;
    this.last = `${Date.now() - REPLAY_MS}-0`;
    // Fails fast while Redis is away: an event not sent is a process that learns on its own.
    this.writer = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
    });
    this.reader = new Redis(url, { maxRetriesPerRequest: 1 });
    // Each failure is reported once per outage by `trouble`; ioredis's own events stay quiet.
    this.writer.on("error", () => undefined);
    this.reader.on("error", () => undefined);
    void this.read();
  }

  private trouble(error: unknown): void {
    if (this.away || this.closed) return;
    this.away = true;
    logger.warn(
      { err: error },
      "Redis is not answering: pool state (cool-downs, sessions, methods, tokens) is shared within this machine only until it is back",
    );
  }

  private back(): void {
    if (!this.away) return;
    this.away = false;
    logger.info("Redis answers again: pool state is shared with the other instances");
  }

  add(envelope: Envelope): void {
    if (this.writer.status !== "ready") {
      this.trouble(new Error(`connection ${this.writer.status}`));
      return;
    }
    this.writer
      .multi()
      .xadd(this.key, "MAXLEN", "~", KEPT, "*", "d", JSON.stringify(envelope))
      .pexpire(this.key, STREAM_TTL_MS)
      .exec()
      .then(
        () => this.back(),
        (error: unknown) => this.trouble(error),
      );
  }

  private async read(): Promise<void> {
    while (!this.closed) {
      try {
        const answer = (await this.reader.xread(
          "COUNT",
          500,
          "BLOCK",
          5000,
          "STREAMS",
          this.key,
          this.last,
        )) as Array<[string, Array<[string, string[]]>]> | null;
        this.back();
        for (const [, entries] of answer ?? []) {
          for (const [id, fields] of entries) {
            this.last = id;
            const text = fields[1];
            if (text === undefined) continue;
            try {
              const envelope: unknown = JSON.parse(text);
              if (isEnvelope(envelope)) deliver(envelope);
            } catch {
              // Not ours.
            }
          }
        }
      } catch (error) {
        if (this.closed) return;
        this.trouble(error);
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.reader.disconnect();
    await this.writer.quit().catch(() => this.writer.disconnect());
  }
}

/**
 * Shares the channels between instances through Redis (once per process; again with another
 * URL replaces the link). Without a URL, nothing beyond the machine.
 */
export function connectSharedEvents(redisUrl: string | null, prefix: string): void {
  if (!redisUrl) return;
  if (stream?.url === redisUrl) return;
  const previous = stream;
  stream = new StreamLink(redisUrl, prefix);
  void previous?.close();
  const link = stream;
  onShutdown(async () => {
    if (stream === link) stream = undefined;
    await link.close();
  });
}

/**
 * In the primary: passes each worker's events on to the others, and replays the last
 * minutes' events to a worker that comes online (a replaced one starts knowing).
 */
export function relaySharedEvents(): void {
  let kept: Envelope[] = [];
  cluster.on("message", (from: Worker, message: unknown) => {
    if (!isEnvelope(message)) return;
    kept.push(message);
    // Trimmed in batches: the array is copied once per KEPT events, not once per event.
    if (kept.length > 2 * KEPT) kept = kept.slice(-KEPT);
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from) sendToWorker(worker, message);
    }
  });
  answerWorkers("shared-events.replay", (worker) => {
    const old = Date.now() - REPLAY_MS;
    for (const envelope of kept.slice(-KEPT)) {
      if (envelope.t >= old) sendToWorker(worker, envelope);
    }
  });
}
