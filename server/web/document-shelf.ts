import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * The machine's shelf of generated documents (the sitemap and its files, robots.txt, the
 * feed, the manifests): one build per document for every worker, whoever asks first, and the
 * built answer handed to the others. Held by the `npm start` primary for its workers, or by
 * the only process. It knows nothing of HTTP or of what a value holds.
 * Why: docs/decisions/058-one-document-build-per-machine.md
 */
export type Claim<T> =
  /** Built: answer with `value`, and keep it for `ttlMs` more at most. */
  | { kind: "ready"; value: T; ttlMs: number }
  /**
   * Build it, then report with `done(key, ticket, …)`. `refill` is true when the document was
   * kept until the content changed (or its safety TTL lapsed): not charged to the visitor.
   */
  | { kind: "build"; ticket: string; refill: boolean };

export interface DocumentShelfOptions<T extends object> {
  /** Safety net for writers outside the server (the seed script); changes drop everything. */
  ttlMs: number;
  /** How long a build may take before the next waiter is given it instead. */
  leaseMs: number;
  /** Bound of everything kept, in the units of `sizeOf`. */
  maxSize: number;
  sizeOf(value: T): number;
  /**
   * A value the shelf took has left it (replaced, evicted, expired, dropped by a change): what
   * it holds outside the shelf can go. Not called for a value `done` did not keep.
   */
  release?(value: T): void;
}

/** What `done` did with a value: kept it, only handed it to the waiters, or ignored it. */
export type Taken = "kept" | "handed" | "ignored";

interface Waiter<T> {
  owner: string;
  resolve(claim: Claim<T>): void;
}

interface Build<T> {
  ticket: string;
  owner: string;
  generation: number;
  lease: NodeJS.Timeout;
  waiters: Waiter<T>[];
}

/** Change ids remembered, so a change heard by every worker drops the shelf once. */
const CHANGES_REMEMBERED = 1000;
/** Keys awaiting their refill after a change (as the page cache keeps them). */
const REFILLS_KEPT = 20_000;

export class DocumentShelf<T extends object> {
  private readonly ready: LRUCache<string, T>;
  private readonly building = new Map<string, Build<T>>();
  private readonly refills = new LRUCache<string, true>({ max: REFILLS_KEPT });
  private readonly changes = new LRUCache<string, true>({ max: CHANGES_REMEMBERED });
  private generation = 0;

  constructor(private readonly options: DocumentShelfOptions<T>) {
    this.ready = new LRUCache<string, T>({
      maxSize: Math.max(1, options.maxSize),
      sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
      ttl: options.ttlMs,
      dispose: (value, key, reason) => {
        if (reason === "expire") this.refills.set(key, true);
        options.release?.(value);
      },
    });
  }

  /**
   * The document for `key`: ready, or this caller's to build, or (while another builds it)
   * a promise that settles when that build reports.
   */
  claim(key: string, owner: string): Promise<Claim<T>> {
    const value = this.ready.get(key);
    if (value !== undefined) {
      const ttlMs = this.ready.getRemainingTTL(key);
      return Promise.resolve({ kind: "ready", value, ttlMs: Number.isFinite(ttlMs) ? ttlMs : 0 });
    }
    const running = this.building.get(key);
    if (running) {
      return new Promise((resolve) => running.waiters.push({ owner, resolve }));
    }
    return Promise.resolve(this.start(key, owner, []));
  }

  /**
   * Reports `ticket`'s build of `key`: the value to keep and hand to every waiter, or
   * undefined when it was not built or must not be kept (a 404, a failure, a refusal by the
   * render limit), and the next waiter builds it for itself. A report on a build already
   * handed on (its lease lapsed) is ignored.
   */
  done(key: string, ticket: string, value: T | undefined): Taken {
    const build = this.building.get(key);
    if (!build || build.ticket !== ticket) return "ignored";
    clearTimeout(build.lease);
    this.building.delete(key);
    if (value === undefined) {
      this.handOn(key, build.waiters);
      return "ignored";
    }
    // A build that a change overtook answers the requests that waited for it, and is not kept.
    const current = build.generation === this.generation;
    if (current) {
      this.ready.set(key, value);
      this.refills.delete(key);
    } else this.refills.set(key, true);
    const ttlMs = current ? this.options.ttlMs : 0;
    for (const waiter of build.waiters) waiter.resolve({ kind: "ready", value, ttlMs });
    return current && this.ready.peek(key) === value ? "kept" : "handed";
  }

  /** The content changed: every document is built again. `change` is heard once. */
  drop(change: string): void {
    if (this.changes.has(change)) return;
    this.changes.set(change, true);
    this.generation++;
    for (const key of this.ready.keys()) this.refills.set(key, true);
    this.ready.clear();
  }

  /** A process that left: its builds go to their next waiter, its waits are forgotten. */
  releaseOwner(owner: string): void {
    for (const [key, build] of [...this.building]) {
      build.waiters = build.waiters.filter((w) => w.owner !== owner);
      if (build.owner === owner) this.done(key, build.ticket, undefined);
    }
  }

  get stats(): { ready: number; building: number } {
    return { ready: this.ready.size, building: this.building.size };
  }

  private start(key: string, owner: string, waiters: Waiter<T>[]): Claim<T> {
    const ticket = randomUUID();
    const lease = setTimeout(() => this.done(key, ticket, undefined), this.options.leaseMs);
    lease.unref();
    this.building.set(key, { ticket, owner, generation: this.generation, lease, waiters });
    return { kind: "build", ticket, refill: this.refills.has(key) };
  }

  private handOn(key: string, waiters: Waiter<T>[]): void {
    const [next, ...rest] = waiters;
    if (next) next.resolve(this.start(key, next.owner, rest));
  }
}
