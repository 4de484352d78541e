/**
 * Cool-downs with growing back-off, one per key (an egress for a platform, an Instagram
 * session, a lookup method): a refusal benches the key for `baseMs`, the next refusal in a
 * row for twice as long, and so on up to `maxMs`; an answer clears it. A platform's own
 * Retry-After is honoured when it asks for longer.
 *
 * A refusal also teaches the key's budget: the platform answered the lookups sent through
 * it in the last `windowMs` but the refused one, so from then on the key takes no more than
 * that many per window (it is paced, not refused again). The lesson is forgotten after
 * `forgetMs` without a refusal, in case the platform grew more generous.
 * Why: docs/decisions/028-egress-pool.md
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

interface Entry extends CooldownState {
  /** When lookups were sent through the key, within the last window. */
  uses: number[];
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

export class Cooldowns {
  private readonly entries = new Map<string, Entry>();
  private readonly windowMs: number;
  private readonly forgetMs: number;

  constructor(
    private readonly options: BackoffOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.windowMs = options.windowMs ?? 60_000;
    this.forgetMs = options.forgetMs ?? 10 * 60_000;
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { strikes: 0, until: 0, uses: [], learntAt: 0 };
      this.entries.set(key, entry);
    }
    const now = this.now();
    while (entry.uses.length > 0 && (entry.uses[0] as number) <= now - this.windowMs) {
      entry.uses.shift();
    }
    if (entry.budget !== undefined && now - entry.learntAt > this.forgetMs)
      entry.budget = undefined;
    return entry;
  }

  /** A lookup is sent through `key` now (counts against its learnt budget). */
  use(key: string): void {
    this.entry(key).uses.push(this.now());
  }

  /** A refusal: benches `key`, learns its budget, and returns until when. */
  strike(key: string, retryAfterMs = 0): number {
    const entry = this.entry(key);
    entry.strikes++;
    // The refused lookup was counted when it was sent: the platform answered the others (a
    // refusal of the first one teaches nothing about the budget).
    if (entry.uses.length > 1) {
      entry.budget = entry.uses.length - 1;
      entry.learntAt = this.now();
    }
    const until = this.now() + Math.max(backoffMs(entry.strikes, this.options), retryAfterMs);
    entry.until = Math.max(until, entry.until);
    return entry.until;
  }

  /**
   * An answer: the back-off starts over. An answer to a request sent before a refusal that
   * arrived meanwhile does not lift that refusal's bench.
   */
  clear(key: string): void {
    const entry = this.entries.get(key);
    if (entry && entry.until <= this.now()) entry.strikes = 0;
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
