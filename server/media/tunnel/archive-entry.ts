import { PassThrough } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { Config } from "../../config.js";
import { upstreamPolicy } from "../host-policy.js";
import { downloadEgress } from "../pushback/turns.js";
import { loadPlan } from "../segments/plan.js";
import { segmentSource } from "../segments/source.js";
import { type UpstreamResponse, upstreamRequest } from "../upstream/client.js";
import { discard, MAX_MEDIA_BYTES } from "./answer.js";
import { acquireSlot, type Pool } from "./encoders.js";
import { ffmpegAvailable } from "./ffmpeg.js";
import { segmentArgs } from "./ffmpeg-args.js";
import { watchTransfer } from "./guard.js";
import { startJob } from "./job.js";
import { outputOf } from "./processed.js";
import { rangedSource } from "./ranged.js";
import { routeTicket } from "./relookup.js";
import { upstreamHeaders } from "./request-headers.js";
import type { Ticket } from "./token.js";

/**
 * One file of a ZIP ('Download all' of a post, or of several links), as its single download
 * would send it (without ranges): fetched as it is, or made by ffmpeg (an MP3, a mux, or a
 * stream of segments remuxed through the segment relay's sources) in a slot of the ffmpeg
 * budget, one at a time. Why: docs/decisions/020-download-all-zip.md, 076-batch-zip.md
 */

/** An item answered, but not with its file. */
export class EntryUnavailable extends Error {
  constructor() {
    super("Archive entry unavailable");
    this.name = "EntryUnavailable";
  }
}

/** An item's transfer passed a deadline (too slow, or too long). */
class EntryStopped extends Error {
  constructor() {
    super("Archive entry stopped");
    this.name = "EntryStopped";
  }
}

/**
 * The item's body, refused once it passes the tunnel's size cap or one of the transfer
 * deadlines every single download has (an overall one and a minimum rate): an item that
 * trickles fails the archive instead of holding it open.
 * Why: docs/decisions/008-upstream-guard-and-timeouts.md
 */
export async function* capped(upstream: UpstreamResponse): AsyncGenerator<Buffer> {
  let bytes = 0;
  const watch = watchTransfer(() => upstream.body.destroy(new EntryStopped()));
  try {
    for await (const chunk of upstream.body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      watch.count(chunk.length);
      if (bytes > MAX_MEDIA_BYTES) throw new EntryUnavailable();
      yield chunk;
    }
  } finally {
    watch.done();
  }
}

export function lastModified(upstream: UpstreamResponse): Date | undefined {
  const value = upstream.headers["last-modified"];
  const date = typeof value === "string" ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** One entry's bytes, and what stops them early. */
export interface OpenEntry {
  input: AsyncIterable<Uint8Array>;
  lastModified?: Date | undefined;
  close(): void;
}

/** How long a ZIP waits for an ffmpeg slot (the previous entry's may still be closing). */
const SLOT_WAIT_MS = 10_000;
const SLOT_POLL_MS = 250;

/** A slot of `pool`, waited for a while: a ZIP's entries are made one after another. */
async function slotFor(pool: Pool, signal: AbortSignal) {
  const until = Date.now() + SLOT_WAIT_MS;
  for (;;) {
    const release = await acquireSlot(pool);
    if (release) return release;
    if (signal.aborted || Date.now() >= until) return null;
    await sleep(SLOT_POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/** ffmpeg's output as an entry, once it has started; else the entry is unavailable. */
async function jobEntry(job: ReturnType<typeof startJob>): Promise<OpenEntry> {
  const start = await job.started;
  if (!start.ok) {
    job.stop();
    throw new EntryUnavailable();
  }
  const output = new PassThrough();
  job.relay(output, () => output.destroy(new EntryUnavailable())).catch(() => output.destroy());
  return { input: output, close: () => job.stop() };
}

/** The file a ticket names, as the single download would send it (without ranges). */
export async function openEntry(
  config: Config,
  sealed: Ticket,
  signal: AbortSignal,
): Promise<OpenEntry> {
  const ticket = await routeTicket(config, sealed);
  const policy = upstreamPolicy(config).scoped({ platform: ticket.w, provider: ticket.t });
  const egress = downloadEgress(config, ticket.x);
  const headers = upstreamHeaders(ticket, undefined);
  const options = { headers, policy, signal, ...(egress ? { egress } : {}) };
  if (ticket.p === "none" && !ticket.g) {
    const upstream = await upstreamRequest(ticket.u, options);
    const length = Number(upstream.headers["content-length"]);
    if (upstream.statusCode !== 200 || (Number.isFinite(length) && length > MAX_MEDIA_BYTES)) {
      discard(upstream);
      throw new EntryUnavailable();
    }
    return {
      input: capped(upstream),
      lastModified: lastModified(upstream),
      close: () => discard(upstream),
    };
  }
  if (!(await ffmpegAvailable(config.ffmpegPath)).ok) throw new EntryUnavailable();
  const release = await slotFor(ticket.p === "mp3" ? "encoders" : "muxers", signal);
  if (!release) throw new EntryUnavailable();
  const output = outputOf(ticket);
  if (ticket.g) {
    // A stream of segments (HLS, DASH): its playlists read again, each segment fed to ffmpeg
    // in turn, as the segment relay does. Why: docs/decisions/072-segmented-streams.md
    let plan: Awaited<ReturnType<typeof loadPlan>>;
    try {
      plan = await loadPlan(ticket, options);
    } catch {
      release();
      throw new EntryUnavailable();
    }
    const sources = plan.streams.map((stream) => segmentSource(stream.pieces, options));
    const inputs = sources.length === 2 ? 2 : 1;
    return jobEntry(
      startJob(config.ffmpegPath, output, sources, release, segmentArgs(output, inputs)),
    );
  }
  const sources = (ticket.a ? [ticket.u, ticket.a] : [ticket.u]).map((url) =>
    rangedSource(url, options),
  );
  return jobEntry(startJob(config.ffmpegPath, output, sources, release));
}
