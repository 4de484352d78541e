import type { Request, Response } from "express";
import { getConfig } from "../../config.js";
import { MediaError } from "../errors.js";
import { upstreamPolicy } from "../host-policy.js";
import { downloadEgress } from "../pushback/turns.js";
import { loadPlan, type Plan } from "../segments/plan.js";
import { segmentSource } from "../segments/source.js";
import { fail, upstreamFailure } from "./answer.js";
import { ffmpegAvailable } from "./ffmpeg.js";
import { segmentArgs } from "./ffmpeg-args.js";
import { startJob } from "./job.js";
import { ffmpegMissing, madeWhileSent, outputOf, sendJob, slotFor } from "./made-while-sent.js";
import type { Ticket } from "./token.js";

/** MP3 at ffmpeg's quality 2 runs near 190 kbit/s. */
const MP3_BITS_PER_SECOND = 190_000;

/**
 * What a client may show as the size of a remuxed stream (cobalt's Estimated-Content-Length):
 * the platform's size figure, else the stream's bits per second over its length. A file made
 * while it is sent has no Content-Length. Why: docs/decisions/072-segmented-streams.md
 */
export function segmentedEstimate(ticket: Ticket, seconds: number): number | undefined {
  if (seconds <= 0) return ticket.p === "mp3" ? undefined : ticket.s;
  if (ticket.p === "mp3") return Math.round((MP3_BITS_PER_SECOND * seconds) / 8);
  if (ticket.s) return ticket.s;
  const bits = ticket.g?.b;
  return bits ? Math.round((bits * seconds) / 8) : undefined;
}

function ready(res: Response, ticket: Ticket, plan: Plan): void {
  madeWhileSent(res, ticket, segmentedEstimate(ticket, plan.seconds));
}

/**
 * A Range other than the whole file cannot be answered: the file is made as it is sent, so no
 * byte past the start exists yet. Refused with 416 and `Accept-Ranges: none` rather than
 * answered with bytes from the start a client would append to what it has.
 */
function refusesRange(req: Request, res: Response): boolean {
  const range = req.get("range");
  if (range === undefined || /^bytes=0-\s*$/.test(range)) return false;
  res.set("Accept-Ranges", "none");
  fail(
    res,
    416,
    "range_unsupported",
    "This file is made while it is sent and cannot be resumed. Please download it again from the start.",
  );
  return true;
}

function planFailure(res: Response, error: unknown): void {
  if (error instanceof MediaError) {
    const status =
      error.reason === "drm_protected" ? 422 : error.code === "live_stream" ? 422 : 502;
    fail(res, status, error.reason ?? error.code, error.message);
    return;
  }
  upstreamFailure(res, error);
}

/**
 * GET/HEAD of a segmented stream (HLS or DASH): its playlist read again through the
 * policy-checked client, each segment fetched in turn and fed to ffmpeg's pipes, the remuxed
 * file sent as it is made, under the machine's ffmpeg budget (a slot of the muxers, or of the
 * encoders for MP3). HEAD reads the playlists only. Why: docs/decisions/072-segmented-streams.md
 */
export async function relaySegmented(
  req: Request,
  res: Response,
  ticket: Ticket,
  headers: Record<string, string>,
  abort: AbortController,
): Promise<void> {
  if (refusesRange(req, res)) return;
  const config = getConfig();
  if (!(await ffmpegAvailable(config.ffmpegPath)).ok) return ffmpegMissing(res);
  const policy = upstreamPolicy(config).scoped({ platform: ticket.w, provider: ticket.t });
  const egress = downloadEgress(config, ticket.x);
  const options = { headers, policy, signal: abort.signal, ...(egress ? { egress } : {}) };
  if (req.method === "HEAD") {
    try {
      ready(res, ticket, await loadPlan(ticket, options));
      res.end();
    } catch (error) {
      if (!abort.signal.aborted) planFailure(res, error);
    }
    return;
  }

  // The same budget as every mux.
  const release = await slotFor(res, ticket, abort.signal);
  if (!release) return;
  let plan: Plan;
  try {
    plan = await loadPlan(ticket, options);
  } catch (error) {
    release();
    if (!abort.signal.aborted) planFailure(res, error);
    return;
  }
  const sources = plan.streams.map((stream) => segmentSource(stream.pieces, options));
  const output = outputOf(ticket);
  const inputs = sources.length === 2 ? 2 : 1;
  const job = startJob(config.ffmpegPath, output, sources, release, segmentArgs(output, inputs));
  await sendJob(res, ticket, job, abort.signal, () => ready(res, ticket, plan));
}
