import { type BackoffOptions, backoffMs } from "./cooldown.js";

/**
 * Methods that keep failing step aside: after `threshold` failures in a row that say the
 * method itself is broken (an answer it cannot read, a query id Instagram retired), not
 * that the post is missing or private or that an egress was refused, the method is skipped
 * for a cool-down. When the cool-down ends one lookup probes it; a good answer brings it
 * back, another failure benches it twice as long (up to `maxMs`).
 * Why: docs/decisions/031-one-lookup-per-link.md
 */
export type BreakerState = "closed" | "open" | "probing";

interface Entry {
  failures: number;
  /** Times benched in a row (grows the cool-down). */
  trips: number;
  until: number;
  probing: boolean;
}

export interface BreakerOptions extends BackoffOptions {
  threshold: number;
}

export class MethodBreaker {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: BreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { failures: 0, trips: 0, until: 0, probing: false };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Whether a lookup should run `key` now; past a cool-down, the first caller is the probe. */
  allow(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry || entry.trips === 0) return true;
    if (entry.probing || entry.until > this.now()) return false;
    entry.probing = true;
    return true;
  }

  /** The method answered (or failed for the post's own reason): it is trusted again. */
  succeeded(key: string): void {
    this.entries.delete(key);
  }

  /** A failure that says nothing about the method (not found, private, refused egress). */
  neutral(key: string): void {
    const entry = this.entries.get(key);
    if (entry?.probing) entry.probing = false;
  }

  /** A failure that says the method is broken. */
  failed(key: string): void {
    const entry = this.entry(key);
    entry.failures++;
    if (entry.probing || entry.failures >= this.options.threshold) {
      entry.trips++;
      entry.until = this.now() + backoffMs(entry.trips, this.options);
      entry.failures = 0;
    }
    entry.probing = false;
  }

  state(key: string): BreakerState {
    const entry = this.entries.get(key);
    if (!entry || entry.trips === 0) return "closed";
    if (entry.probing) return "probing";
    return entry.until > this.now() ? "open" : "probing";
  }

  /** Every method that has stepped aside, with until when (for /metrics and the doctor). */
  report(): Array<{ key: string; state: BreakerState; until: number }> {
    return [...this.entries.entries()]
      .filter(([, entry]) => entry.trips > 0)
      .map(([key, entry]) => ({ key, state: this.state(key), until: entry.until }));
  }
}
