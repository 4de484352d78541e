import { type BackoffOptions, backoffMs, type Keep } from "./cooldown.js";

/**
 * Methods that keep failing step aside: after `threshold` failures in a row that say the
 * method itself is broken (an answer it cannot read, a query id Instagram retired), not
 * that the post is missing or private, that a transport or a proxy failed, or that an egress
 * was refused, the method is skipped for a cool-down. When the cool-down ends one lookup
 * probes it; a good answer brings it back, another failure benches it twice as long (up to
 * `maxMs`). Every change is an event shared with the other processes (`apply`, `share`), so
 * a method steps aside, is probed and comes back once for the whole deployment.
 * Why: docs/decisions/031-one-lookup-per-link.md, 036-one-state-across-processes.md
 */
export type BreakerState = "closed" | "open" | "probing";

export type BreakerEvent =
  | { k: "fail"; key: string; at: number }
  | { k: "ok"; key: string }
  | { k: "probe"; key: string; at: number }
  | { k: "neutral"; key: string }
  /** A method's standing, kept for processes that start later (trips 0: it is back). */
  | { k: "state"; key: string; trips: number; until: number };

interface Entry {
  failures: number;
  /** Times benched in a row (grows the cool-down). */
  trips: number;
  until: number;
  /** When a probe began (0: none running). */
  probingSince: number;
}

export interface BreakerOptions extends BackoffOptions {
  threshold: number;
  /** A probe that never reports back (its process died) frees the method for another after this. */
  probeMs?: number;
}

export class MethodBreaker {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: BreakerOptions,
    private readonly now: () => number = Date.now,
    private readonly share: (event: BreakerEvent) => void = () => undefined,
    private readonly keep: Keep<BreakerEvent> = () => undefined,
  ) {}

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { failures: 0, trips: 0, until: 0, probingSince: 0 };
      this.entries.set(key, entry);
      // Method names are few; the bound only guards against a name made of input.
      if (this.entries.size > 1000) this.entries.delete(this.entries.keys().next().value as string);
    }
    return entry;
  }

  private probing(entry: Entry): boolean {
    return (
      entry.probingSince > 0 && this.now() - entry.probingSince < (this.options.probeMs ?? 120_000)
    );
  }

  private record(event: BreakerEvent): void {
    const trips = this.entries.get(event.key)?.trips ?? 0;
    this.apply(event);
    this.share(event);
    // Stepping aside, and coming back, are facts a process that starts later must know.
    const entry = this.entries.get(event.key);
    if ((entry?.trips ?? 0) !== trips) {
      const until = entry?.until ?? 0;
      this.keep(event.key, Math.max(until, this.now()) + this.options.maxMs, {
        k: "state",
        key: event.key,
        trips: entry?.trips ?? 0,
        until,
      });
    }
  }

  /** Applies one change, this process's or another's. */
  apply(event: BreakerEvent): void {
    if (event.k === "state") {
      if (event.trips === 0) {
        this.entries.delete(event.key);
        return;
      }
      const entry = this.entry(event.key);
      entry.trips = Math.max(entry.trips, event.trips);
      entry.until = Math.max(entry.until, event.until);
      return;
    }
    if (event.k === "ok") {
      this.entries.delete(event.key);
      return;
    }
    if (event.k === "neutral") {
      const entry = this.entries.get(event.key);
      if (entry) entry.probingSince = 0;
      return;
    }
    const entry = this.entry(event.key);
    if (event.k === "probe") {
      entry.probingSince = event.at;
      return;
    }
    entry.failures++;
    if (entry.probingSince > 0 || entry.failures >= this.options.threshold) {
      entry.trips++;
      entry.until = event.at + backoffMs(entry.trips, this.options);
      entry.failures = 0;
    }
    entry.probingSince = 0;
  }

  /** Whether a lookup should run `key` now; past a cool-down, the first caller is the probe. */
  allow(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.trips === 0) return true;
    if (this.probing(entry) || entry.until > this.now()) return false;
    this.record({ k: "probe", key, at: this.now() });
    return true;
  }

  /** The method answered (or failed for the post's own reason): it is trusted again. */
  succeeded(key: string): void {
    // Nothing to forget is nothing to tell.
    if (this.entries.has(key)) this.record({ k: "ok", key });
  }

  /** A failure that says nothing about the method (not found, private, refused egress, transport). */
  neutral(key: string): void {
    const entry = this.entries.get(key);
    if (entry && entry.probingSince > 0) this.record({ k: "neutral", key });
  }

  /** A failure that says the method is broken. */
  failed(key: string): void {
    this.record({ k: "fail", key, at: this.now() });
  }

  state(key: string): BreakerState {
    const entry = this.entries.get(key);
    if (!entry || entry.trips === 0) return "closed";
    if (this.probing(entry)) return "probing";
    return entry.until > this.now() ? "open" : "probing";
  }

  /** When the first of `keys` that stepped aside may be tried again; undefined when one is in. */
  retryAt(keys: readonly string[]): number | undefined {
    let earliest: number | undefined;
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (!entry || entry.trips === 0 || entry.until <= this.now()) return undefined;
      if (earliest === undefined || entry.until < earliest) earliest = entry.until;
    }
    return earliest;
  }

  /** Every method that has stepped aside, with until when (for /metrics and the doctor). */
  report(): Array<{ key: string; state: BreakerState; until: number }> {
    return [...this.entries.entries()]
      .filter(([, entry]) => entry.trips > 0)
      .map(([key, entry]) => ({ key, state: this.state(key), until: entry.until }));
  }
}
