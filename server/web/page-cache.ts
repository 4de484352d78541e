import { LRUCache } from "lru-cache";

/** A rendered public page, as sent to every visitor until the content changes. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Made once for a page that is kept; an answer that is not kept has none. */
  gzip?: Buffer;
  br?: Buffer;
  /** Weak: the same page is sent identity, gzip or br encoded. */
  etag: string;
  /** Sources for script-src: the hashes of the page's own inline scripts. */
  scriptHashes: string[];
}

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

/**
 * Pages by key, bounded in bytes (least recently used go first), with one render per
 * key at a time, and a generation number so a render that began before an invalidation
 * is sent but not stored. Why: docs/decisions/021-page-cache-and-csp.md
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage> | undefined;
  private readonly inFlight = new Map<string, Promise<{ page: CachedPage; storable: boolean }>>();
  private generation = 0;

  constructor({ maxBytes, ttlMs = 10 * 60_000 }: PageCacheOptions) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, CachedPage>({
            maxSize: maxBytes,
            sizeCalculation: (page) =>
              page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + SIZE_OVERHEAD,
            ttl: ttlMs,
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
   * The page for `key`, rendering it if absent. Concurrent callers share one render;
   * `storable` says whether the render's result may be kept (a 404 is sent, not kept).
   */
  async fill(
    key: string,
    render: () => Promise<{ page: CachedPage; storable: boolean }>,
  ): Promise<{ page: CachedPage; storable: boolean }> {
    const cached = this.entries?.get(key);
    if (cached) return { page: cached, storable: true };
    let running = this.inFlight.get(key);
    if (!running) {
      const generation = this.generation;
      const started = render().then((result) => {
        if (result.storable && generation === this.generation) this.entries?.set(key, result.page);
        return result;
      });
      started
        .finally(() => {
          if (this.inFlight.get(key) === started) this.inFlight.delete(key);
        })
        .catch(() => {});
      this.inFlight.set(key, started);
      running = started;
    }
    return running;
  }

  /** Drops every page: a change (a post) can show on many pages (the list, feeds, related posts). */
  invalidate(): void {
    this.generation++;
    this.entries?.clear();
    // Renders already running finish for their waiting visitors but are not stored.
    this.inFlight.clear();
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
  }
}
