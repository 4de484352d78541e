import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Config } from "../../../config.js";
import { sharedChannel } from "../../../web/shared-events.js";
import { fetchJson } from "../../upstream/body.js";
import type { PolicyCheck } from "../../upstream/policy-check.js";
import { youtubeSettings } from "./settings.js";

/**
 * Proof-of-origin tokens from a provider with the bgutil HTTP interface
 * (YOUTUBE_POT_PROVIDER_URL): `POST /get_pot` with `{content_binding}` answers
 * `{poToken, contentBinding, expiresAt}`; `GET /ping` says it is there. Tokens are kept
 * until shortly before they expire, per egress and binding. The provider is sent what binds
 * the token and nothing else: never a proxy URL, whose credentials go to the proxy only
 * (the provider may be plain http). A provider that fails is left alone for a
 * minute and lookups go on without tokens, as they do with none configured. Tokens and
 * visitor data are shared with the other processes (`share`, `apply`), so a token is minted
 * once per egress and binding for the whole deployment. The platform's own service, so it lives
 * in YouTube's folder: the pools know nothing of it, the extractor and the doctor ask
 * `poTokens(config)`.
 * Why: docs/decisions/030-youtube-po-tokens.md, 036-one-state-across-processes.md,
 * 039-secrets-stay-in.md, 060-instagram-and-youtube-on-the-client.md
 */
const answer = z.object({
  poToken: z.string().min(1).max(4096),
  contentBinding: z.string().optional(),
  expiresAt: z.union([z.string(), z.number()]).optional(),
});

export const poTokenLimits = {
  /** A token this close to its expiry is minted anew. */
  refreshMarginMs: 5 * 60_000,
  /** Without an expiry in the answer (yt-dlp's default TTL for WebPO tokens). */
  defaultTtlMs: 6 * 60 * 60_000,
  /** After a failure the provider is not asked again for this long. */
  retryAfterFailureMs: 60_000,
  requestMs: 12_500,
};

/** The address a token is minted for: only its stable id is used (never its proxy URL). */
export interface TokenRoute {
  id: string;
}

interface Held {
  token: string;
  expiresAt: number;
}

/** A token minted, or visitor data chosen for an egress, by this process or another. */
export type PoTokenEvent =
  | { k: "token"; key: string; token: string; exp: number }
  | { k: "visitor"; egress: string; data: string; since: number; until: number };

function expiryOf(value: string | number | undefined, now: number): number {
  if (value === undefined) return now + poTokenLimits.defaultTtlMs;
  const at = typeof value === "number" ? value * (value < 1e12 ? 1000 : 1) : Date.parse(value);
  return Number.isFinite(at) ? at : now + poTokenLimits.defaultTtlMs;
}

export class PoTokenClient {
  private readonly held = new LRUCache<string, Held>({ max: 20_000 });
  private readonly pending = new Map<string, Promise<string | undefined>>();
  private failedAt = Number.NEGATIVE_INFINITY;
  private readonly visitors = new LRUCache<string, { data: string; since: number; until: number }>({
    max: 1000,
  });
  /** Tokens minted and requests failed since start (for /metrics). */
  readonly counts = { minted: 0, reused: 0, failures: 0 };

  constructor(
    private readonly baseUrl: string,
    private readonly now: () => number = Date.now,
    private readonly share: (event: PoTokenEvent) => void = () => undefined,
    /** Keeps a token or visitor data until it expires, for processes that start later. */
    private readonly keep: (id: string, until: number, event: PoTokenEvent) => void = () =>
      undefined,
  ) {}

  /**
   * Applies a token or visitor data, this process's or another's. Of two visitor data chosen
   * at once for one egress, every process keeps the earlier, so they all end up with one.
   */
  apply(event: PoTokenEvent): void {
    if (event.k === "token") {
      const held = this.held.get(event.key);
      if (!held || held.expiresAt < event.exp) {
        this.held.set(event.key, { token: event.token, expiresAt: event.exp });
      }
      return;
    }
    const held = this.visitors.get(event.egress);
    const current = held && held.until > this.now() ? held : undefined;
    if (
      !current ||
      event.since < current.since ||
      (event.since === current.since && event.data < current.data)
    ) {
      this.visitors.set(event.egress, { data: event.data, since: event.since, until: event.until });
    }
  }

  private record(event: PoTokenEvent): void {
    this.apply(event);
    this.share(event);
    if (event.k === "token") this.keep(`token:${event.key}`, event.exp, event);
    else this.keep(`visitor:${event.egress}`, event.until, event);
  }

  /**
   * The visitor data WEB announces through `egress`: kept as long as a stream token bound to
   * it lives, so one such token serves every video looked up through that egress.
   */
  visitorFor(egress: TokenRoute, make: () => string): string {
    const held = this.visitors.get(egress.id);
    if (held && held.until > this.now()) return held.data;
    const now = this.now();
    const until = now + poTokenLimits.defaultTtlMs;
    this.record({ k: "visitor", egress: egress.id, data: make(), since: now, until });
    return this.visitors.get(egress.id)?.data ?? "";
  }

  /** True when the provider answered GET /ping. */
  async ping(
    policy: PolicyCheck,
    signal: AbortSignal = AbortSignal.timeout(5000),
  ): Promise<boolean> {
    try {
      await fetchJson(new URL("/ping", this.baseUrl), { policy, signal });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * A token bound to `binding` (a video id for player requests, the visitor data for stream
   * URLs) for use through `egress`; undefined when the provider cannot give one now.
   */
  async token(
    binding: string,
    egress: TokenRoute,
    policy: PolicyCheck,
  ): Promise<string | undefined> {
    const key = `${egress.id}\u0000${binding}`;
    const held = this.held.get(key);
    if (held && held.expiresAt - poTokenLimits.refreshMarginMs > this.now()) {
      this.counts.reused++;
      return held.token;
    }
    if (this.now() - this.failedAt < poTokenLimits.retryAfterFailureMs) return undefined;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.mint(key, binding, policy).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async mint(
    key: string,
    binding: string,
    policy: PolicyCheck,
  ): Promise<string | undefined> {
    try {
      const body = { content_binding: binding };
      const { json } = await fetchJson(new URL("/get_pot", this.baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        policy,
        signal: AbortSignal.timeout(poTokenLimits.requestMs),
      });
      const parsed = answer.safeParse(json);
      if (!parsed.success) throw new Error("unusable answer");
      if (parsed.data.contentBinding !== undefined && parsed.data.contentBinding !== binding) {
        throw new Error("bound to something else");
      }
      const now = this.now();
      const expiresAt = expiryOf(parsed.data.expiresAt, now);
      if (expiresAt <= now) throw new Error("expired");
      this.record({ k: "token", key, token: parsed.data.poToken, exp: expiresAt });
      this.counts.minted++;
      return parsed.data.poToken;
    } catch {
      this.counts.failures++;
      this.failedAt = this.now();
      return undefined;
    }
  }
}

const clients = new WeakMap<Config, { tokens: PoTokenClient | undefined }>();

/**
 * The PO-token client of this configuration (one per process, its tokens shared with the other
 * processes), or undefined when no provider is set (YOUTUBE_POT_PROVIDER_URL).
 */
export function poTokens(config: Config): PoTokenClient | undefined {
  let held = clients.get(config);
  if (!held) {
    const { potProviderUrl } = youtubeSettings.of(config);
    const slot: { tokens: PoTokenClient | undefined } = { tokens: undefined };
    if (potProviderUrl) {
      const events = sharedChannel<PoTokenEvent>("po-tokens", (event) => slot.tokens?.apply(event));
      // Minted tokens and flagged visitor data are facts kept until they end (decision 065).
      slot.tokens = new PoTokenClient(
        potProviderUrl,
        Date.now,
        (event) => events.publish(event),
        (id, until, event) => events.keep(id, until, event),
      );
    }
    held = slot;
    clients.set(config, held);
  }
  return held.tokens;
}
