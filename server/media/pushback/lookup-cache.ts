import { LRUCache } from "lru-cache";
import type { SharedStore } from "../../web/shared-store.js";

/**
 * One upstream lookup per link: a lookup's answer is kept for RESOLVE_CACHE_SECONDS under a
 * key made of everything that changes the answer (platform, link, what was asked; never the
 * pasted text, never anything of the visitor), and never past the moment the media URLs in
 * it stop working. Lookups of one key that arrive together share one upstream call: in this
 * process through lru-cache's `fetch()` (which coalesces), across the workers of a machine
 * and across instances through the shared store's owned lock, while the others wait for the
 * answer to appear. Each process also keeps what it read in its own memory.
 * Why: docs/decisions/031-one-lookup-per-link.md, 036-one-state-across-processes.md
 */
export interface CacheOptions {
  /** RESOLVE_CACHE_SECONDS: 0 keeps nothing and shares nothing. */
  ttlSeconds: number;
  /** How long one lookup may hold the lock: the longest the chain it guards can run. */
  lockMs: number;
  /** How often a waiting process looks for the answer another one is fetching. */
  pollMs: number;
  /** An answer whose URLs expire sooner than this is not kept at all. */
  marginMs: number;
  /** Memory bound of this process's own copy. */
  maxBytes?: number;
}

export interface Loaded<T> {
  value: T;
  /** Epoch ms when the answer stops being usable (its URLs expire); undefined when unknown. */
  expiresAt?: number;
}

export type LookupOutcome = "hit" | "shared" | "miss";

/** What is kept: the answer and until when (the shared store's copy says it too). */
interface Kept<T> {
  value: T;
  until: number;
}

interface Asked<T> {
  load: () => Promise<Loaded<T>>;
  onOutcome?: (outcome: LookupOutcome) => void;
}

export interface CacheGet<T> {
  /**
   * Whether a kept answer can serve here (one bound to another instance's address cannot);
   * when it cannot, the answer is looked up again and kept under `key@elsewhere`.
   */
  usable?: (value: T) => boolean;
  elsewhere?: string;
}

export class LookupCache<T> {
  private readonly local: LRUCache<string, Kept<T>, Asked<T>>;

  constructor(
    private readonly store: SharedStore | undefined,
    private readonly options: CacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.local = new LRUCache<string, Kept<T>, Asked<T>>({
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (kept, key) => JSON.stringify(kept.value).length + key.length,
      ttlAutopurge: false,
      fetchMethod: async (key, _stale, { context, options: set }) => {
        const kept = await this.fill(key, context);
        set.ttl = Math.max(1, kept.until - this.now());
        return kept;
      },
    });
  }

  get enabled(): boolean {
    return this.options.ttlSeconds > 0;
  }

  /**
   * The answer for `key`: kept, being fetched by another lookup (waited for), or fetched now
   * with `load`. `onOutcome` hears which, for the metrics.
   */
  async get(
    key: string,
    load: () => Promise<Loaded<T>>,
    onOutcome?: (outcome: LookupOutcome) => void,
    where: CacheGet<T> = {},
  ): Promise<T> {
    if (!this.enabled) {
      onOutcome?.("miss");
      return (await load()).value;
    }
    const found = await this.fetch(key, load, onOutcome);
    if (!where.usable || where.usable(found.value) || where.elsewhere === undefined) {
      return found.value;
    }
    return (await this.fetch(`${key}@${where.elsewhere}`, load, onOutcome)).value;
  }

  private async fetch(
    key: string,
    load: () => Promise<Loaded<T>>,
    onOutcome?: (outcome: LookupOutcome) => void,
  ): Promise<Kept<T>> {
    const status: LRUCache.Status<string, Kept<T>, Asked<T>> = {};
    const kept = await this.local.fetch(key, { context: { load, onOutcome }, status });
    if (status.fetch === "hit") onOutcome?.("hit");
    else if (status.fetch === "inflight") onOutcome?.("shared");
    if (kept === undefined) throw new Error("lookup cache: no answer");
    // Not worth keeping (its URLs expire too soon): those who waited have it; no one else will.
    if (kept.until <= this.now()) this.local.delete(key);
    return kept;
  }

  private async read(key: string): Promise<Kept<T> | undefined> {
    try {
      const text = await this.store?.get(key);
      if (text === undefined) return undefined;
      const kept = JSON.parse(text) as Kept<T>;
      return kept.until > this.now() ? kept : undefined;
    } catch {
      // A store that does not answer (Redis away) costs a lookup, never the visitor's answer.
      return undefined;
    }
  }

  /** One process's first ask for `key`: the shared store, another's lookup, or `load`. */
  private async fill(key: string, { load, onOutcome }: Asked<T>): Promise<Kept<T>> {
    if (!this.store) {
      onOutcome?.("miss");
      return this.keep(key, await load(), undefined);
    }
    const kept = await this.read(key);
    if (kept) {
      onOutcome?.("hit");
      return kept;
    }
    let token = await this.lock(key);
    if (token === undefined) {
      const waited = await this.waitFor(key);
      if ("kept" in waited) {
        onOutcome?.("shared");
        return waited.kept;
      }
      token = waited.token;
    } else if (token !== null) {
      // Another process may have kept its answer and let go between our read and our lock.
      const landed = await this.read(key);
      if (landed) {
        await this.store.unlock(key, token).catch(() => undefined);
        onOutcome?.("shared");
        return landed;
      }
    }
    onOutcome?.("miss");
    try {
      return await this.keep(key, await load(), this.store);
    } finally {
      if (token !== null && token !== undefined) {
        await this.store.unlock(key, token).catch(() => undefined);
      }
    }
  }

  /** The lock's token, undefined when another holds it, null when the store did not answer. */
  private async lock(key: string): Promise<string | null | undefined> {
    try {
      return await this.store?.lock(key, this.options.lockMs);
    } catch {
      return null;
    }
  }

  /**
   * Waits while another process fetches `key`: its answer when it appears, or the lock once
   * the other let go of it without an answer (it failed: this one asks itself).
   */
  private async waitFor(key: string): Promise<{ kept: Kept<T> } | { token: string | null }> {
    const deadline = this.now() + this.options.lockMs;
    while (this.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, this.options.pollMs));
      const kept = await this.read(key);
      if (kept) return { kept };
      const token = await this.lock(key);
      if (token !== undefined) {
        // Taken: the holder let go. Its answer may have landed just before.
        const landed = await this.read(key);
        if (landed) {
          if (token !== null) await this.store?.unlock(key, token).catch(() => undefined);
          return { kept: landed };
        }
        return { token };
      }
    }
    return { token: null };
  }

  private async keep(
    key: string,
    loaded: Loaded<T>,
    store: SharedStore | undefined,
  ): Promise<Kept<T>> {
    let ttlMs = this.options.ttlSeconds * 1000;
    if (loaded.expiresAt !== undefined) {
      ttlMs = Math.min(ttlMs, loaded.expiresAt - this.now() - this.options.marginMs);
    }
    if (ttlMs < 1000) return { value: loaded.value, until: 0 };
    const kept = { value: loaded.value, until: this.now() + ttlMs };
    await store?.set(key, JSON.stringify(kept), ttlMs).catch(() => undefined);
    return kept;
  }
}

/**
 * When a media URL stops working, read from the URL itself: Instagram's CDN signs with
 * `oe` (hexadecimal epoch seconds), googlevideo with `expire` (decimal epoch seconds).
 */
export function urlExpiry(url: string | undefined): number | undefined {
  if (!url) return undefined;
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return undefined;
  }
  const oe = params.get("oe");
  if (oe && /^[0-9a-f]{1,12}$/i.test(oe)) return Number.parseInt(oe, 16) * 1000;
  const expire = params.get("expire");
  if (expire && /^\d{1,12}$/.test(expire)) return Number(expire) * 1000;
  return undefined;
}

/** The earliest expiry among `urls`; undefined when none says. */
export function earliestExpiry(urls: Iterable<string | undefined>): number | undefined {
  let earliest: number | undefined;
  for (const url of urls) {
    const at = urlExpiry(url);
    if (at !== undefined && (earliest === undefined || at < earliest)) earliest = at;
  }
  return earliest;
}
