/**
 * Whose wall is it? A login wall (or a 403, or a page without the post) may be meant for the
 * post (friends only, a private account) or for whoever asked (an address the platform stopped
 * serving). The platform tells by what it does next: the same address (or session) that just
 * met the wall asks for a public post, the probe. Served: the wall was the post's, and only
 * this visitor hears why; walled again: the address rests (the session is set aside) and the
 * lookup moves on. An address that got a real answer from the platform within the last
 * MEDIA_WALL_EVIDENCE_SECONDS (items, or a plain "not found") needs no probe; walls that arrive
 * together share one probe. A probe that cannot tell (the platform failed, no probe post is
 * configured) leaves the wall to the post: a visitor's refused posts never cost anyone else
 * the platform. Kept per process: at most one probe per address and window per process.
 * Why: docs/decisions/059-platform-client.md
 */
export type ProbeResult = "served" | "walled" | "unknown";
export type Judgement = "post" | "address";

/** Addresses and sessions remembered at most, per platform together. */
const MAX_KEYS = 10_000;

export class WallJudge {
  private readonly served = new Map<string, number>();
  private readonly probes = new Map<string, Promise<Judgement>>();

  constructor(
    private readonly evidenceMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The platform served `key` (an address or session of one platform) just now. */
  vouch(key: string): void {
    this.served.delete(key);
    this.served.set(key, this.now());
    if (this.served.size > MAX_KEYS) this.served.delete(this.served.keys().next().value as string);
  }

  /** Whether `key` was served within the evidence window. */
  vouched(key: string): boolean {
    const at = this.served.get(key);
    return at !== undefined && this.now() - at < this.evidenceMs();
  }

  /** Whose wall `key` met: the post's, or the address's (then it was walled again by the probe). */
  judge(key: string, probe: () => Promise<ProbeResult>): Promise<Judgement> {
    if (this.vouched(key)) return Promise.resolve("post");
    let pending = this.probes.get(key);
    if (!pending) {
      pending = probe()
        .catch((): ProbeResult => "unknown")
        .then((result): Judgement => {
          if (result === "served") this.vouch(key);
          return result === "walled" ? "address" : "post";
        })
        .finally(() => this.probes.delete(key));
      this.probes.set(key, pending);
    }
    return pending;
  }
}
