import type { Response } from "express";
import { baseHeaders, fail, upstreamFailure } from "./answer.js";
import { acquireSlot } from "./encoders.js";
import { OUTPUT_TYPES, type Output } from "./ffmpeg-args.js";
import type { Job } from "./job.js";
import type { Ticket } from "./token.js";

/**
 * What the two ways of making a file while it is sent share (a mux or MP3 of ranged sources,
 * processed.ts; a remux of a segmented stream, segmented.ts): the slot of the machine's ffmpeg
 * budget, the headers, and the answer to a job that made nothing.
 * Why: docs/decisions/019-youtube-clients-and-muxing.md, 072-segmented-streams.md
 */

/** What ffmpeg writes for a ticket. */
export function outputOf(ticket: Ticket): Output {
  return ticket.p === "mp3" ? "mp3" : (ticket.o ?? "mp4");
}

/** No ffmpeg on this machine: no file can be made. */
export function ffmpegMissing(res: Response): void {
  fail(
    res,
    503,
    "audio_unavailable",
    "Audio downloads are not available on this server right now.",
  );
}

/**
 * One slot per request (here or by the cluster primary), so parallel requests cannot overrun
 * the machine's budget: its release, or undefined when the visitor left (nothing to answer) or
 * none is free (answered 503 busy).
 */
export async function slotFor(
  res: Response,
  ticket: Ticket,
  signal: AbortSignal,
): Promise<(() => void) | undefined> {
  const release = await acquireSlot(ticket.p === "mp3" ? "encoders" : "muxers");
  if (release && signal.aborted) {
    release();
    return undefined;
  }
  if (!release) {
    res.set("Retry-After", "10");
    fail(
      res,
      503,
      "busy",
      "Too many downloads are being prepared right now. Please try again in a moment.",
    );
    return undefined;
  }
  return release;
}

/** The answer's head: made while it is sent, so no length and no ranges, only an estimate. */
export function madeWhileSent(res: Response, ticket: Ticket, estimate: number | undefined): void {
  baseHeaders(res, ticket);
  res.status(200).set({ "Content-Type": OUTPUT_TYPES[outputOf(ticket)], "Accept-Ranges": "none" });
  if (estimate) res.set("Estimated-Content-Length", String(estimate));
}

/**
 * Waits for the job's first output: then `ready` sets the head and the file is sent as it is
 * made; else the failure is answered (nothing when the visitor left).
 */
export async function sendJob(
  res: Response,
  ticket: Ticket,
  job: Job,
  signal: AbortSignal,
  ready: () => void,
): Promise<void> {
  res.on("close", () => job.stop());
  const start = await job.started;
  if (!start.ok) {
    job.stop();
    if (signal.aborted) return;
    const { failure } = start;
    if (failure.kind === "source") upstreamFailure(res, failure.error);
    else if (failure.kind === "first_output_timeout") {
      fail(res, 504, "timeout", "Preparing this file took too long. Please try again.");
    } else if (ticket.p === "mp3") {
      fail(res, 502, "no_audio", "This file has no sound track that could be extracted.");
    } else {
      fail(
        res,
        502,
        "upstream_failed",
        "This file could not be prepared. Please look it up again.",
      );
    }
    return;
  }
  ready();
  try {
    await job.relay(res, () => res.destroy());
  } catch {
    // The visitor went away, a source or segment broke mid-file or a deadline passed: the
    // socket is closed without the last chunk, so the download shows as cut, never as whole.
    res.destroy();
  }
}
