/**
 * Cool-downs with growing back-off, one per key (an egress for a platform, a signed-in
 * session): a refusal benches the key for `baseMs`, the next refusal in a row for twice as
 * long, and so on up to `maxMs`; an answer clears it. A platform's own Retry-After is honoured
 * when it asks for longer. Refusals of requests that were already on their way when the rest
 * began are the same burst: they count as one strike (twenty lookups in flight meeting one
 * 429 burst are one refusal, not twenty doublings).
 *
 * A refusal also teaches the key's budget: the platform answered so many lookups sent through
 * it in the last `windowMs` (answers counted, not requests sent), so from then on the key takes
 * no more than that many per window (it is paced, not refused again). The lesson is forgotten
 * after `forgetMs` without a refusal, in case the platform grew more generous.
 *
 * Every change is an event (`apply`), published to the other processes through `share`, so a
 * rest, a lesson and the requests counted against a budget hold on every worker and instance.
 * The requests sent and answered (two per lookup) are summed: the first goes out at once, the
 * rest of the next `SUM_MS` as one event. A rest or a lesson is also kept as a durable fact
 * (`keep`: the key's whole state, until it no longer matters) for processes that start later.
 * Why: docs/decisions/028-egress-pool.md, 036-one-state-across-processes.md,
 * 065-durable-pool-state.md
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** The window a platform's budget is counted over (a minute). */
  windowMs?: number;
  /** How long a learnt budget is kept without another refusal. */
  forgetMs?: number;
}

export interface CooldownState {
  /** Refusals in a row since the last answer. */
  strikes: number;
  /** Epoch milliseconds until which the key sits out; 0 when it does not. */
  until: number;
}

/** One change, as every process applies it (times are the publisher's, in epoch ms). */
export type CooldownEvent =
  | { k: "use"; key: string; at: number }
  | { k: "strike"; key: string; at: number; sent: number; retry: number; budget?: number }
  | { k: "answer"; key: string; at: number; sent: number }
  /** Uses (`[key, at]`) and answers (`[key, at, sent]`) summed over a moment. */
  | { k: "sum"; u: Array<[string, number]>; a: Array<[string, number, number]> }
  /** A key's whole state, kept for processes that start later: merged, never counted again. */
  | {
      k: "state";
      key: string;
      strikes: number;
      until: number;
      restStart: number;
      budget?: number;
      learntAt: number;
    };

/** Keeps a durable fact named `id` until `until` (see server/web/shared-events.ts). */
export type Keep<E> = (id: string, until: number, event: E) => void;

/** How long uses and answers are summed before they go out as one event. */
export const SUM_MS = 100;
/** A sum goes out sooner once it holds this many: one event stays a few tens of KB. */
const MAX_SUMMED = 1_000;

interface Entry extends CooldownState {
  /** When lookups were sent through the key, within the last window (sorted). */
  uses: number[];
  /** When the lookups it answered were sent, within the last window (sorted). */
  answers: number[];
  /** When the current rest began (the last strike); a refusal of a request sent before it is the same burst. */
  restStart: number;
  /** Lookups per window the platform allows, learnt from a refusal. */
  budget?: number;
  learntAt: number;
}

/** How long the `strikes`-th refusal in a row benches a key. */
export function backoffMs(strikes: number, { baseMs, maxMs }: BackoffOptions): number {
  if (strikes <= 0) return 0;
  // 2^30 is far past any sane maximum; the cap keeps the shift from overflowing.
  return Math.min(maxMs, baseMs * 2 ** Math.min(strikes - 1, 30));
}

/** Keys remembered at most (egresses times platforms, sessions): far above any real pool. */
const MAX_KEYS = 10_000;

function insertSorted(list: number[], value: number): void {
  let at = list.length;
  while (at > 0 && (list[at - 1] as number) > value) at--;
  list.splice(at, 0, value);
}

export class Cooldowns {
  /** Bounded: keys come and go (sessions are replaced); the oldest go first. */
  private readonly entries = new Map<string, Entry>();
  private readonly windowMs: number;
  private readonly forgetMs: number;

  /** Uses and answers not yet shared, and whether a moment of summing is running. */
  private summed: Extract<CooldownEvent, { k: "sum" }> = { k: "sum", u: [], a: [] };
  private summing: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: BackoffOptions,
    private readonly now: () => number = Date.now,
    private readonly share: (event: CooldownEvent) => void = () => undefined,
    private readonly keep: Keep<CooldownEvent> = () => undefined,
  ) {
    this.windowMs = options.windowMs ?? 60_000;
    this.forgetMs = options.forgetMs ?? 10 * 60_000;
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { strikes: 0, until: 0, uses: [], answers: [], restStart: 0, learntAt: 0 };
      this.entries.set(key, entry);
      if (this.entries.size > MAX_KEYS)
        this.entries.delete(this.entries.keys().next().value as string);
    }
    const old = this.now() - this.windowMs;
    while (entry.uses.length > 0 && (entry.uses[0] as number) <= old) entry.uses.shift();
    while (entry.answers.length > 0 && (entry.answers[0] as number) <= old) entry.answers.shift();
    if (entry.budget !== undefined && this.now() - entry.learntAt > this.forgetMs)
      entry.budget = undefined;
    return entry;
  }

  private record(event: CooldownEvent): void {
    const before = this.entries.get("key" in event ? event.key : "")?.strikes ?? 0;
    this.apply(event);
    if (event.k === "use" || event.k === "answer") this.sum(event);
    else {
      // In order: what was summed before a refusal goes out before it.
      this.flush();
      this.share(event);
    }
    // A rest or a lesson is a fact a later process must know; so is its end by an answer.
    if (event.k === "strike" || (event.k === "answer" && before > 0)) this.keepState(event.key);
  }

  /** The first use or answer goes out at once; the others of the next moment, summed. */
  private sum(event: Extract<CooldownEvent, { k: "use" | "answer" }>): void {
    if (!this.summing) {
      this.share(event);
      this.summing = setTimeout(() => this.tick(), SUM_MS);
      this.summing.unref?.();
      return;
    }
    if (event.k === "use") this.summed.u.push([event.key, event.at]);
    else this.summed.a.push([event.key, event.at, event.sent]);
    if (this.summed.u.length + this.summed.a.length >= MAX_SUMMED) this.flush();
  }

  private tick(): void {
    this.summing = undefined;
    if (this.summed.u.length === 0 && this.summed.a.length === 0) return;
    this.flush();
    // Still busy: keep summing.
    this.summing = setTimeout(() => this.tick(), SUM_MS);
    this.summing.unref?.();
  }

  private flush(): void {
    if (this.summed.u.length === 0 && this.summed.a.length === 0) return;
    const sum = this.summed;
    this.summed = { k: "sum", u: [], a: [] };
    this.share(sum);
  }

  private keepState(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    // It matters while the rest lasts, while the strikes may still grow the next one, and
    // while a lesson is remembered.
    const until = Math.max(
      entry.until + this.options.maxMs,
      entry.restStart + this.options.maxMs,
      entry.budget === undefined ? 0 : entry.learntAt + this.forgetMs,
    );
    const state: CooldownEvent = {
      k: "state",
      key,
      strikes: entry.strikes,
      until: entry.until,
      restStart: entry.restStart,
      learntAt: entry.learntAt,
      ...(entry.budget === undefined ? {} : { budget: entry.budget }),
    };
    this.keep(key, until, state);
  }

  /** Applies one change, this process's or another's. */
  apply(event: CooldownEvent): void {
    if (event.k === "sum") {
      for (const [key, at] of event.u) this.apply({ k: "use", key, at });
      for (const [key, at, sent] of event.a) this.apply({ k: "answer", key, at, sent });
      return;
    }
    const entry = this.entry(event.key);
    if (event.k === "state") {
      // A kept state: merged, so one that arrives after the changes it sums counts nothing twice.
      if (event.restStart > entry.restStart) {
        entry.strikes = event.strikes;
        entry.restStart = event.restStart;
      } else if (event.restStart === entry.restStart) {
        entry.strikes = Math.max(entry.strikes, event.strikes);
      }
      entry.until = Math.max(entry.until, event.until);
      if (event.budget !== undefined && event.learntAt >= entry.learntAt) {
        entry.budget = event.budget;
        entry.learntAt = event.learntAt;
      }
      return;
    }
    if (event.k === "use") {
      if (event.at > this.now() - this.windowMs) insertSorted(entry.uses, event.at);
      return;
    }
    if (event.k === "answer") {
      if (event.sent > this.now() - this.windowMs) insertSorted(entry.answers, event.sent);
      // An answer to a request sent before the last refusal does not lift that refusal's rest.
      if (event.sent >= entry.restStart && event.at >= entry.until) entry.strikes = 0;
      return;
    }
    if (event.sent < entry.restStart) {
      // The same burst: sent before this rest began. Only a longer Retry-After counts.
      entry.until = Math.max(entry.until, event.at + event.retry);
      return;
    }
    entry.strikes++;
    entry.restStart = event.at;
    if (event.budget !== undefined) {
      entry.budget = event.budget;
      entry.learntAt = event.at;
    }
    entry.until = Math.max(
      entry.until,
      event.at + Math.max(backoffMs(entry.strikes, this.options), event.retry),
    );
  }

  /** A lookup is sent through `key` now (counts against its learnt budget). */
  use(key: string): void {
    this.record({ k: "use", key, at: this.now() });
  }

  /**
   * A refusal of a request sent at `sentAt`: benches `key` (unless the refusal belongs to the
   * burst that started its rest), learns its budget, and says until when and whether this
   * refusal started a rest.
   */
  strike(key: string, retryAfterMs = 0, sentAt = this.now()): { until: number; started: boolean } {
    const entry = this.entry(key);
    const started = sentAt >= entry.restStart;
    const at = this.now();
    // What the platform answered in the window before it refused (a refusal of the first
    // request teaches nothing about the budget).
    const answered = entry.answers.length;
    const event: CooldownEvent = { k: "strike", key, at, sent: sentAt, retry: retryAfterMs };
    if (started && answered > 0) event.budget = answered;
    this.record(event);
    return { until: this.entry(key).until, started };
  }

  /** An answer to a request sent at `sentAt`: the back-off starts over, and the budget counts it. */
  answered(key: string, sentAt = this.now()): void {
    this.record({ k: "answer", key, at: this.now(), sent: sentAt });
  }

  /** Forgets `key` (a session line that left its file). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** When `key` may take a lookup again: now, after its bench, or when its budget frees a slot. */
  freeAt(key: string): number {
    const entry = this.entry(key);
    const now = this.now();
    let at = Math.max(entry.until, now);
    if (entry.budget !== undefined && entry.uses.length >= entry.budget) {
      const oldest = entry.uses[entry.uses.length - entry.budget] as number;
      at = Math.max(at, oldest + this.windowMs);
    }
    return at;
  }

  /** True while `key` sits out (benched, or its learnt budget is spent for this window). */
  cooling(key: string): boolean {
    return this.freeAt(key) > this.now();
  }

  /** The key's state (strikes are kept after the bench ends, so the next refusal grows). */
  state(key: string): CooldownState {
    const entry = this.entries.get(key);
    if (!entry) return { strikes: 0, until: 0 };
    const free = this.freeAt(key);
    return { strikes: entry.strikes, until: free > this.now() ? free : 0 };
  }

  /** The earliest moment one of `keys` is free, or undefined when one is free now. */
  earliestEnd(keys: readonly string[]): number | undefined {
    let earliest: number | undefined;
    for (const key of keys) {
      const at = this.freeAt(key);
      if (at <= this.now()) return undefined;
      if (earliest === undefined || at < earliest) earliest = at;
    }
    return earliest;
  }
}
