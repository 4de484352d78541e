import { getConfig } from "../../config.js";
import type { Segmented } from "../lookup.js";
import { type Relookup, sealTicket, type Ticket } from "./token.js";

export interface TunnelTarget {
  /** The platform whose link named `url`: its hosts are all the download may reach (059). */
  platform: string;
  url: string;
  /** Muxed with `url` (processing "mux"): the audio stream. */
  audioUrl?: string;
  headers?: Record<string, string>;
  filename: string;
  processing?: "none" | "mp3" | "mux";
  /** What a mux writes. */
  output?: "mp4" | "webm" | "m4a" | "opus";
  disposition?: "attachment" | "inline";
  /** The egress that resolved `url` (`bound`: the URL works only from its address). */
  egress?: { index: number; id: string; bound?: true };
  /** How to look the URL up again where that egress is not (for a bound URL). */
  relookup?: Relookup;
  /** Lifetime in seconds, when not TUNNEL_TTL_SECONDS (API callers). */
  ttlSeconds?: number;
  /** The platform's size figure of what is processed: an estimate of the file's length. */
  approxBytes?: number;
  /** The provider whose answer named the URLs (040). */
  provider?: string;
  /** `url` (and `audioUrl`) name a stream of segments, remuxed as it is sent (072). */
  segmented?: Segmented;
}

/** A segmented stream as its ticket carries it. */
export function segmentedTicket(segmented: Segmented): NonNullable<Ticket["g"]> {
  const g: NonNullable<Ticket["g"]> = { k: segmented.format };
  if (segmented.video) g.v = segmented.video;
  if (segmented.audio) g.a = segmented.audio;
  if (segmented.bitsPerSecond) g.b = Math.round(segmented.bitsPerSecond);
  return g;
}

/**
 * A same-origin download URL for `target`, valid for TUNNEL_TTL_SECONDS (or its own lifetime).
 * Why: docs/decisions/004-sealed-tunnel.md
 */
export function tunnelUrl(target: TunnelTarget, now = Date.now()): string {
  const config = getConfig();
  const ticket: Ticket = {
    u: target.url,
    f: target.filename,
    p: target.processing ?? "none",
    d: target.disposition ?? "attachment",
    e: Math.floor(now / 1000) + (target.ttlSeconds ?? config.tunnelTtlSeconds),
    w: target.platform,
  };
  if (target.headers && Object.keys(target.headers).length > 0) ticket.h = target.headers;
  if (target.audioUrl) ticket.a = target.audioUrl;
  if (target.output) ticket.o = target.output;
  if (target.egress) ticket.x = [target.egress.index, target.egress.id];
  if (target.approxBytes && ticket.p !== "none") ticket.s = target.approxBytes;
  if (target.egress?.bound && target.relookup) ticket.r = target.relookup;
  if (target.provider) ticket.t = target.provider;
  if (target.segmented) ticket.g = segmentedTicket(target.segmented);
  return `/api/tunnel/${sealTicket(ticket, config.authSecret)}`;
}
