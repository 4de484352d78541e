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
 * - between the workers of one machine through the `npm start` primary;
 * - between instances through a Redis stream (`<REDIS_PREFIX>events`, capped in length).
 * An event reaches a process once whichever way it came (each carries its origin and a
 * number). Without Redis, or while it is away, the state is shared within the machine only,
 * and the log says so once. Why: docs/decisions/036-one-state-across-processes.md
 *
 * What a process that starts later must know is kept apart from that stream of changes, so
 * busy traffic cannot push it out: a durable fact (a session set aside, a rest with its end, a
 * method that stepped aside, a token) is `keep`-ed under its own name until it ends, the last
 * one of each name only (the primary's map; a Redis hash, `<REDIS_PREFIX>facts`). A starting
 * process reads every fact still in force, then the last two minutes of changes (what the
 * budgets count). Why: docs/decisions/065-durable-pool-state.md
 */
const CHANNEL = "shared-events";
/** How far back a starting process reads the changes: a budget's window (a minute), twice. */
const RECENT_MS = 2 * 60_000;
/** Changes kept for a starting process, in the primary's memory and in the stream. */
const KEPT = 20_000;
/** Facts kept at most (sessions, egresses and methods times platforms: far above any pool). */
const MAX_FACTS = 50_000;
/** How long an idle stream key lives in Redis (every event renews it). */
const STREAM_TTL_MS = 60 * 60_000;
/** How long the facts' hash lives in Redis without a new fact (the longest fact is a month). */
const FACTS_TTL_MS = 31 * 24 * 60 * 60_000;

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
  /** A durable fact: its name (the last of each name is kept) and until when it holds. */
  f?: { id: string; u: number };
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
  /**
   * Keeps `event` as the durable fact named `id` until `until` (epoch ms), for processes that
   * start later: it replaces the fact of that name, and is not sent to the running processes
   * (the change that made it was published).
   */
  keep(id: string, until: number, event: E): void;
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
  const envelope = (event: E): Envelope => ({
    channel: CHANNEL,
    c: name,
    o: origin,
    n: ++sequence,
    t: Date.now(),
    e: event,
  });
  return {
    publish(event) {
      const sent = envelope(event);
      if (cluster.isWorker) sendToPrimary(sent);
      stream?.add(sent);
    },
    keep(id, until, event) {
      if (until <= Date.now()) return;
      const kept = { ...envelope(event), f: { id, u: until } };
      if (cluster.isWorker) sendToPrimary(kept);
      stream?.keep(kept);
    },
  };
}

/** The name a fact is kept under: its channel's and its own. */
function factName(envelope: Envelope & { f: { id: string } }): string {
  return `${envelope.c}\u0000${envelope.f.id}`;
}

/** The Redis side: one connection to add events, one blocked reading them. */
class StreamLink {
  private readonly writer: Redis;
  private readonly reader: Redis;
  private readonly key: string;
  private readonly factsKey: string;
  private last: string;
  private closed = false;
  private away = false;
  /** Facts kept while the connection was not ready, written once it is. */
  private readonly waiting = new Map<string, Envelope & { f: { id: string; u: number } }>();

  constructor(
    readonly url: string,
    prefix: string,
  ) {
    this.key = `${prefix}events`;
    this.factsKey = `${prefix}facts`;
    this.last = `${Date.now() - RECENT_MS}-0`;
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
    this.writer.on("ready", () => {
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      for (const envelope of waiting) this.keep(envelope);
    });
    void this.readFacts().then(() => this.read());
  }

  /** Every fact still in force, before the changes: what a starting instance must know. */
  private async readFacts(): Promise<void> {
    for (let attempt = 0; !this.closed && attempt < 5; attempt++) {
      try {
        const facts = await this.reader.hgetall(this.factsKey);
        const ended: string[] = [];
        const now = Date.now();
        for (const [name, text] of Object.entries(facts)) {
          try {
            const envelope: unknown = JSON.parse(text);
            if (!isEnvelope(envelope) || !envelope.f || envelope.f.u <= now) ended.push(name);
            else deliver(envelope);
          } catch {
            ended.push(name);
          }
        }
        // Facts that ended are dropped by whoever reads them first.
        if (ended.length > 0) await this.reader.hdel(this.factsKey, ...ended);
        this.back();
        return;
      } catch (error) {
        this.trouble(error);
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
      }
    }
  }

  keep(envelope: Envelope & { f: { id: string; u: number } }): void {
    if (this.writer.status !== "ready") {
      // A fact is not a passing change: it waits for the connection (the last of each name).
      const name = factName(envelope);
      this.waiting.delete(name);
      this.waiting.set(name, envelope);
      if (this.waiting.size > MAX_FACTS) {
        this.waiting.delete(this.waiting.keys().next().value as string);
      }
      return;
    }
    this.writer
      .multi()
      .hset(this.factsKey, factName(envelope), JSON.stringify(envelope))
      .pexpire(this.factsKey, FACTS_TTL_MS)
      .exec()
      .then(
        () => this.back(),
        (error: unknown) => this.trouble(error),
      );
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
 * In the primary: passes each worker's changes on to the others, keeps every durable fact
 * (the last of each name, until it ends) and the last minutes of changes, and gives both to a
 * worker that comes online (a replaced one starts knowing).
 */
export function relaySharedEvents(): void {
  let recent: Envelope[] = [];
  const facts = new Map<string, Envelope>();
  cluster.on("message", (from: Worker, message: unknown) => {
    if (!isEnvelope(message)) return;
    if (message.f) {
      const name = factName(message as Envelope & { f: { id: string } });
      // Re-inserted: the map's order is the order facts were last told, oldest first.
      facts.delete(name);
      facts.set(name, message);
      if (facts.size > MAX_FACTS) facts.delete(facts.keys().next().value as string);
      return;
    }
    recent.push(message);
    // Trimmed in batches: the array is copied once per KEPT events, not once per event.
    if (recent.length > 2 * KEPT) recent = recent.slice(-KEPT);
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from) sendToWorker(worker, message);
    }
  });
  answerWorkers("shared-events.replay", (worker) => {
    const now = Date.now();
    for (const [name, envelope] of facts) {
      if ((envelope.f?.u ?? 0) <= now) facts.delete(name);
      else sendToWorker(worker, envelope);
    }
    const old = now - RECENT_MS;
    recent = recent.filter((envelope) => envelope.t >= old).slice(-KEPT);
    for (const envelope of recent) sendToWorker(worker, envelope);
  });
}
