import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/**
 * One upstream lookup per link: a lookup's answer is kept for RESOLVE_CACHE_SECONDS under a
 * key made of the platform and the media id only (never the pasted text, never anything of
 * the visitor), and never past the moment the media URLs in it stop working. Lookups of one
 * key that arrive together share one upstream call: in this process through a promise, and
 * across processes and instances through a short lock in the shared store while the others
 * wait for the answer to appear. Why: docs/decisions/031-one-lookup-per-link.md
 */
export interface CacheStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Takes the key's lookup lock for `ttlMs`; true when this caller holds it now. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  /** True while someone holds the key's lock. */
  locked(key: string): Promise<boolean>;
}

/** The in-process store: bounded by entries and by the bytes they take. */
export function memoryStore(maxBytes = 32 * 1024 * 1024): CacheStore {
  const values = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.length + key.length,
    ttlAutopurge: false,
  });
  const locks = new LRUCache<string, true>({ max: 100_000 });
  return {
    async get(key) {
      return values.get(key);
    },
    async set(key, value, ttlMs) {
      values.set(key, value, { ttl: ttlMs });
    },
    async lock(key, ttlMs) {
      if (locks.has(key)) return false;
      locks.set(key, true, { ttl: ttlMs });
      return true;
    },
    async unlock(key) {
      locks.delete(key);
    },
    async locked(key) {
      return locks.has(key);
    },
  };
}

const PREFIX = "reels-downloader:lookup:";

/** The shared store: every instance pointed at the same Redis answers from the same entries. */
export function redisStore(redis: Redis): CacheStore {
  return {
    async get(key) {
      return (await redis.get(PREFIX + key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis.set(PREFIX + key, value, "PX", Math.max(1, Math.round(ttlMs)));
    },
    async lock(key, ttlMs) {
      return (await redis.set(`${PREFIX}lock:${key}`, "1", "PX", ttlMs, "NX")) === "OK";
    },
    async unlock(key) {
      await redis.del(`${PREFIX}lock:${key}`);
    },
    async locked(key) {
      return (await redis.exists(`${PREFIX}lock:${key}`)) === 1;
    },
  };
}

export interface CacheOptions {
  /** RESOLVE_CACHE_SECONDS: 0 keeps nothing and shares nothing. */
  ttlSeconds: number;
  /** How long one lookup may hold the lock (a provider's own deadline and then some). */
  lockMs: number;
  /** How often a waiting process looks for the answer another one is fetching. */
  pollMs: number;
  /** An answer whose URLs expire sooner than this is not kept at all. */
  marginMs: number;
}

export interface Loaded<T> {
  value: T;
  /** Epoch ms when the answer stops being usable (its URLs expire); undefined when unknown. */
  expiresAt?: number;
}

export type LookupOutcome = "hit" | "shared" | "miss";

export class LookupCache<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly store: CacheStore,
    private readonly options: CacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.options.ttlSeconds > 0;
  }

  /**
   * The answer for `key`: kept, being fetched by another lookup (waited for), or fetched
   * now with `load`. `onOutcome` hears which, for the metrics.
   */
  async get(
    key: string,
    load: () => Promise<Loaded<T>>,
    onOutcome?: (outcome: LookupOutcome) => void,
  ): Promise<T> {
    if (!this.enabled) {
      onOutcome?.("miss");
      return (await load()).value;
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      onOutcome?.("shared");
      return pending;
    }
    const work = this.fetch(key, load, onOutcome);
    this.inFlight.set(key, work);
    try {
      return await work;
    } finally {
      if (this.inFlight.get(key) === work) this.inFlight.delete(key);
    }
  }

  private async read(key: string): Promise<T | undefined> {
    try {
      const text = await this.store.get(key);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    } catch {
      // A store that does not answer (Redis down) costs a lookup, never the visitor's answer.
      return undefined;
    }
  }

  private async fetch(
    key: string,
    load: () => Promise<Loaded<T>>,
    onOutcome?: (outcome: LookupOutcome) => void,
  ): Promise<T> {
    const kept = await this.read(key);
    if (kept !== undefined) {
      onOutcome?.("hit");
      return kept;
    }
    const locked = await this.store.lock(key, this.options.lockMs).catch(() => true);
    if (!locked) {
      const shared = await this.waitFor(key);
      if (shared !== undefined) {
        onOutcome?.("shared");
        return shared;
      }
    }
    onOutcome?.("miss");
    try {
      const loaded = await load();
      await this.keep(key, loaded);
      return loaded.value;
    } finally {
      if (locked) await this.store.unlock(key).catch(() => undefined);
    }
  }

  /** Waits while another process fetches `key`; undefined when it gave up without an answer. */
  private async waitFor(key: string): Promise<T | undefined> {
    const deadline = this.now() + this.options.lockMs;
    while (this.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, this.options.pollMs));
      const kept = await this.read(key);
      if (kept !== undefined) return kept;
      if (!(await this.store.locked(key).catch(() => false))) return this.read(key);
    }
    return undefined;
  }

  private async keep(key: string, loaded: Loaded<T>): Promise<void> {
    let ttlMs = this.options.ttlSeconds * 1000;
    if (loaded.expiresAt !== undefined) {
      ttlMs = Math.min(ttlMs, loaded.expiresAt - this.now() - this.options.marginMs);
    }
    if (ttlMs < 1000) return;
    await this.store.set(key, JSON.stringify(loaded.value), ttlMs).catch(() => undefined);
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
