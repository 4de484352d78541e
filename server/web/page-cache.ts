import { LRUCache } from "lru-cache";

/** A rendered public page, as sent to every visitor until the content changes. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /**
   * The answer as written. A large one that is kept (a sitemap part) keeps only its
   * compressed copies and is inflated from `gzip` for the rare client that takes neither.
   */
  body?: Buffer;
  /** Bytes of the answer as written (of `body`, when it is kept). */
  length: number;
  /** Made once for a page that is kept; an answer that is not kept has none. */
  gzip?: Buffer;
  br?: Buffer;
  /** Weak: the same page is sent identity, gzip or br encoded. */
  etag: string;
  /** Sources for script-src: the hashes of the page's own inline scripts. */
  scriptHashes: string[];
}

/** A render's result; `storable` says whether it may be kept (a 404 is sent, not kept). */
export interface Built {
  page: CachedPage;
  storable: boolean;
  /**
   * Kept this long at most: a document built elsewhere on the machine is kept as long as it
   * is kept there, and not at all (0) when a change overtook its build. Else the cache's own.
   */
  ttlMs?: number;
}

/** What `fill` answers: the page, and whether this caller found it, built it or waited for it. */
export interface Filled extends Built {
  by: "hit" | "build" | "wait";
}

/**
 * Asked once per build, by the caller that starts it, before it runs: `refill` is true when
 * the key was in the cache when the content last changed (or when its safety TTL lapsed).
 * False means the build does not run and the caller has answered (a 429).
 * Why: docs/decisions/037-crowds-and-the-render-limit.md
 */
export type Admission = (refill: boolean) => Promise<boolean>;

export interface PageCacheOptions {
  /** Memory bound of everything stored (all encodings), in bytes; 0 stores nothing. */
  maxBytes: number;
  /**
   * Safety net only: entries are dropped on every content change, but a writer outside the
   * server (the seed script) or a lost invalidation message must not leave a page stale forever.
   */
  ttlMs?: number;
}

const SIZE_OVERHEAD = 1024;
/** Keys awaiting their refill after a change: enough for every page a cache of 64 MB holds. */
const REFILLS_KEPT = 20_000;

/**
 * Pages by key, bounded in bytes (least recently used go first), with one build per key at
 * a time whoever asks, and a generation number so a build that began before an
 * invalidation is sent but not stored. Why: docs/decisions/021-page-cache-and-csp.md and
 * docs/decisions/038-generated-documents.md (why not lru-cache's fetch())
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage> | undefined;
  private readonly inFlight = new Map<string, Promise<Built | undefined>>();
  /** Keys that were kept when the content last changed and have not been built again since. */
  private readonly refills = new LRUCache<string, true>({ max: REFILLS_KEPT });
  private generation = 0;

  constructor({ maxBytes, ttlMs = 10 * 60_000 }: PageCacheOptions) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, CachedPage>({
            maxSize: maxBytes,
            sizeCalculation: (page) =>
              (page.body?.length ?? 0) +
              (page.gzip?.length ?? 0) +
              (page.br?.length ?? 0) +
              SIZE_OVERHEAD,
            ttl: ttlMs,
            // A page whose safety TTL lapsed is an ordinary page to build again; one pushed
            // out by the byte bound is not (docs/decisions/037-crowds-and-the-render-limit.md).
            dispose: (_page, key, reason) => {
              if (reason === "expire") this.refills.set(key, true);
            },
          })
        : undefined;
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  get(key: string): CachedPage | undefined {
    return this.entries?.get(key);
  }

  /**
   * The page for `key`, building it if absent. Concurrent callers share one build, and only
   * the one that starts it is asked `admit`; undefined when this caller was refused (by
   * `admit`, or by `build` answering undefined). A caller waiting on a build whose starter
   * was refused tries again, asking for itself.
   */
  async fill(
    key: string,
    build: () => Promise<Built | undefined>,
    admit?: Admission,
  ): Promise<Filled | undefined> {
    for (let waited = false; ; waited = true) {
      const cached = this.entries?.get(key);
      if (cached) return { page: cached, storable: true, by: waited ? "wait" : "hit" };
      const running = this.inFlight.get(key);
      if (running) {
        const result = await running;
        if (result) return { ...result, by: "wait" };
        continue;
      }
      const result = await this.start(key, build, admit);
      return result && { ...result, by: "build" };
    }
  }

  private start(
    key: string,
    build: () => Promise<Built | undefined>,
    admit: Admission | undefined,
  ): Promise<Built | undefined> {
    const generation = this.generation;
    const refill = this.refills.has(key);
    const started = (async () => {
      if (admit && !(await admit(refill))) return undefined;
      const result = await build();
      if (!result) return undefined;
      const current = generation === this.generation;
      if (result.storable && current && result.ttlMs !== 0) {
        this.entries?.set(key, result.page, result.ttlMs ? { ttl: result.ttlMs } : undefined);
      }
      // Built and kept: an ordinary key again. A page to keep that a change overtook is
      // waiting for its refill like the pages the change dropped.
      if (result.storable && !current) this.refills.set(key, true);
      else this.refills.delete(key);
      return result;
    })();
    this.inFlight.set(key, started);
    started
      .finally(() => {
        if (this.inFlight.get(key) === started) this.inFlight.delete(key);
      })
      .catch(() => {});
    return started;
  }

  /** Drops every page: a change (a post) can show on many pages (the list, feeds, related posts). */
  invalidate(): void {
    this.generation++;
    if (this.entries) for (const key of this.entries.keys()) this.refills.set(key, true);
    this.entries?.clear();
    // Builds already running finish for their waiting visitors but are not stored.
    this.inFlight.clear();
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
  }
}
