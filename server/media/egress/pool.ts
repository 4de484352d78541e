import { createHmac } from "node:crypto";
import {
  type BackoffOptions,
  type CooldownEvent,
  Cooldowns,
  type Keep,
} from "../pushback/cooldown.js";
import type { ProxyEntry, ProxyKind } from "./proxy-url.js";

/**
 * The egress pool: the server's own route (unless MEDIA_DIRECT=false) and every proxy of
 * MEDIA_PROXIES. Lookups take turns over the egresses a platform has not refused lately; a
 * refused egress (429, login wall, bot check, a dead proxy) sits out with growing back-off
 * for that platform while the others carry on. Egresses are named by position and by an id
 * derived from the secret and the proxy URL (never the URL itself), so a download token can
 * say which one resolved it. Why: docs/decisions/028-egress-pool.md
 */
export interface Egress {
  /** Position in the pool: 0 is the server's own route when MEDIA_DIRECT is on. */
  index: number;
  /**
   * Stable name of the route, safe to seal into a token: a keyed hash of the proxy URL, or for
   * the server's own route of the instance's name (each instance leaves from its own address).
   */
  id: string;
  kind: "direct" | ProxyKind;
  proxy?: ProxyEntry;
}

/** A platform's name as a scope of refusals (an egress refused by Instagram may serve YouTube). */
export type Scope = string;

export interface EgressCounts {
  answers: number;
  refusals: number;
  cooldowns: number;
}

export function egressId(proxy: ProxyEntry, secret: string): string {
  return createHmac("sha256", secret)
    .update(`egress:${proxy.url}`)
    .digest("base64url")
    .slice(0, 12);
}

/** The server's own route on instance `instance`: a name no other instance's route has. */
export function directId(instance: string, secret: string): string {
  const hash = createHmac("sha256", secret).update(`direct:${instance}`).digest("base64url");
  return `direct-${hash.slice(0, 12)}`;
}

export function buildEgresses(
  proxies: ProxyEntry[],
  direct: boolean,
  secret: string,
  instance = "",
): Egress[] {
  const list: Egress[] = direct
    ? [{ index: 0, id: directId(instance, secret), kind: "direct" }]
    : [];
  for (const proxy of proxies) {
    list.push({ index: list.length, id: egressId(proxy, secret), kind: proxy.kind, proxy });
  }
  return list;
}

export class EgressPool {
  readonly cooldowns: Cooldowns;
  private readonly turn = new Map<Scope, number>();
  private readonly counts = new Map<string, EgressCounts>();

  constructor(
    readonly egresses: readonly Egress[],
    backoff: BackoffOptions,
    now: () => number = Date.now,
    share?: (event: CooldownEvent) => void,
    keep?: Keep<CooldownEvent>,
  ) {
    if (egresses.length === 0) throw new Error("the egress pool needs at least one route");
    this.cooldowns = new Cooldowns(backoff, now, share, keep);
  }

  private key(egress: Egress, scope: Scope): string {
    return `${scope}\u0000${egress.id}`;
  }

  private count(egress: Egress, scope: Scope): EgressCounts {
    const key = this.key(egress, scope);
    let counts = this.counts.get(key);
    if (!counts) {
      counts = { answers: 0, refusals: 0, cooldowns: 0 };
      this.counts.set(key, counts);
    }
    return counts;
  }

  /** True while `scope`'s platform has benched `egress`. */
  cooling(egress: Egress, scope: Scope): boolean {
    return this.cooldowns.cooling(this.key(egress, scope));
  }

  /**
   * The next egress for a lookup on `scope`, in turn, skipping those benched and those in
   * `tried`; undefined when none is left.
   */
  pick(scope: Scope, tried: ReadonlySet<number> = new Set()): Egress | undefined {
    const start = this.turn.get(scope) ?? 0;
    const n = this.egresses.length;
    for (let step = 0; step < n; step++) {
      const egress = this.egresses[(start + step) % n] as Egress;
      if (tried.has(egress.index) || this.cooling(egress, scope)) continue;
      this.turn.set(scope, (egress.index + 1) % n);
      this.cooldowns.use(this.key(egress, scope));
      return egress;
    }
    return undefined;
  }

  /** The next egress in turn whatever its bench (for requests a bench does not stop, such as YouTube with tokens). */
  pickAny(tried: ReadonlySet<number> = new Set()): Egress | undefined {
    const n = this.egresses.length;
    const start = this.turn.get("\u0000any") ?? 0;
    for (let step = 0; step < n; step++) {
      const egress = this.egresses[(start + step) % n] as Egress;
      if (tried.has(egress.index)) continue;
      this.turn.set("\u0000any", (egress.index + 1) % n);
      return egress;
    }
    return undefined;
  }

  /**
   * The platform refused a request sent through this egress at `sentAt`: it sits out (growing
   * back-off, one strike per burst); returns until when.
   */
  refused(egress: Egress, scope: Scope, retryAfterMs = 0, sentAt?: number): number {
    const counts = this.count(egress, scope);
    counts.refusals++;
    const { until, started } = this.cooldowns.strike(this.key(egress, scope), retryAfterMs, sentAt);
    if (started) counts.cooldowns++;
    return until;
  }

  /** The platform answered a request sent through this egress at `sentAt`: its back-off starts over. */
  answered(egress: Egress, scope: Scope, sentAt?: number): void {
    this.count(egress, scope).answers++;
    this.cooldowns.answered(this.key(egress, scope), sentAt);
  }

  /** When the first benched egress of `scope` comes back; undefined when one is free now. */
  retryAt(scope: Scope): number | undefined {
    return this.cooldowns.earliestEnd(this.egresses.map((e) => this.key(e, scope)));
  }

  /**
   * The egress a download token names: found by its id (MEDIA_PROXIES may have been
   * reordered since), else undefined (the proxy is gone from the list).
   */
  find(id: string): Egress | undefined {
    return this.egresses.find((e) => e.id === id);
  }

  /** Per egress (by index) and scope: counts and state, for /metrics and the doctor. */
  report(scopes: readonly Scope[]): Array<
    EgressCounts & {
      index: number;
      kind: Egress["kind"];
      scope: Scope;
      coolingUntil: number;
      strikes: number;
    }
  > {
    return this.egresses.flatMap((egress) =>
      scopes.map((scope) => {
        const state = this.cooldowns.state(this.key(egress, scope));
        return {
          index: egress.index,
          kind: egress.kind,
          scope,
          ...this.count(egress, scope),
          coolingUntil: state.until,
          strikes: state.strikes,
        };
      }),
    );
  }
}
