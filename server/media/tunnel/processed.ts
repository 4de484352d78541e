import type { Response } from "express";
import { getConfig } from "../../config.js";
import { upstreamPolicy } from "../host-policy.js";
import { downloadEgress } from "../pushback/turns.js";
import { upstreamRequest } from "../upstream/client.js";
import { upstreamFailure } from "./answer.js";
import { ffmpegAvailable } from "./ffmpeg.js";
import { startJob } from "./job.js";
import { ffmpegMissing, madeWhileSent, outputOf, sendJob } from "./made-while-sent.js";
import { rangedSource, SourceFailed } from "./ranged.js";
import type { Ticket } from "./token.js";

/** Still offered here for the modules that import it from this file (batch-zip.ts). */
export { outputOf };

function sourcesOf(ticket: Ticket): string[] {
  return ticket.a ? [ticket.u, ticket.a] : [ticket.u];
}

/** MP3 at ffmpeg's quality 2 runs near 190 kbit/s, from sources of about 128. */
const MP3_GROWTH = 1.5;

/**
 * What a client may show as the size of a file made while it is sent (cobalt's
 * Estimated-Content-Length): a mux copies its sources, so about their sum; an MP3 is
 * estimated only from the platform's own figure for its sound. Never a Content-Length.
 * Why: docs/decisions/045-cobalt-protocol.md
 */
export function estimatedLength(
  ticket: Ticket,
  sourceBytes: (number | undefined)[],
): number | undefined {
  if (ticket.p === "mp3") return ticket.s ? Math.round(ticket.s * MP3_GROWTH) : undefined;
  if (ticket.s) return ticket.s;
  if (sourceBytes.length === 0 || sourceBytes.some((b) => b === undefined)) return undefined;
  return sourceBytes.reduce<number>((sum, b) => sum + (b ?? 0), 0);
}

function ready(res: Response, ticket: Ticket, sourceBytes: (number | undefined)[]): void {
  madeWhileSent(res, ticket, estimatedLength(ticket, sourceBytes));
}

/** A source's whole size from its answer to a range request (or a whole answer). */
function sizeOf(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
}): number | undefined {
  const range = /\/(\d+)\s*$/.exec(String(answer.headers["content-range"] ?? ""));
  const bytes = range ? Number(range[1]) : Number(answer.headers["content-length"]);
  return answer.statusCode === 200 || range
    ? Number.isFinite(bytes) && bytes > 0
      ? bytes
      : undefined
    : undefined;
}

/**
 * HEAD of a converted or muxed file: the sources are asked for their first byte (so an
 * expired link shows now), and no ffmpeg is started.
 */
export async function probeProcessed(
  res: Response,
  ticket: Ticket,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<void> {
  if (!(await ffmpegAvailable(getConfig().ffmpegPath)).ok) return ffmpegMissing(res);
  const config = getConfig();
  const policy = upstreamPolicy(config).scoped({ platform: ticket.w, provider: ticket.t });
  const egress = downloadEgress(config, ticket.x);
  const sizes: (number | undefined)[] = [];
  for (const url of sourcesOf(ticket)) {
    try {
      const answer = await upstreamRequest(url, {
        headers: { ...headers, range: "bytes=0-0" },
        signal,
        policy,
        ...(egress ? { egress } : {}),
      });
      answer.body.on("error", () => undefined);
      answer.body.destroy();
      if (answer.statusCode !== 200 && answer.statusCode !== 206) {
        throw new SourceFailed(answer.statusCode);
      }
      sizes.push(sizeOf(answer));
    } catch (error) {
      if (!signal.aborted) upstreamFailure(res, error);
      return;
    }
  }
  ready(res, ticket, sizes);
  res.end();
}

/**
 * GET of a converted (MP3) or muxed file: the sources, read in ranges through our upstream
 * client, go into ffmpeg's pipes; its output goes to the visitor as it is made. The caller
 * took the encoder slot (`release`) before awaiting anything.
 * Why: docs/decisions/005-real-audio.md, docs/decisions/019-youtube-clients-and-muxing.md
 */
export async function relayProcessed(
  res: Response,
  ticket: Ticket,
  headers: Record<string, string>,
  abort: AbortController,
  release: () => void,
): Promise<void> {
  const config = getConfig();
  if (!(await ffmpegAvailable(config.ffmpegPath)).ok) {
    release();
    return ffmpegMissing(res);
  }
  const policy = upstreamPolicy(config).scoped({ platform: ticket.w, provider: ticket.t });
  const egress = downloadEgress(config, ticket.x);
  const sizes: (number | undefined)[] = sourcesOf(ticket).map(() => undefined);
  const sources = sourcesOf(ticket).map((url, index) =>
    rangedSource(url, {
      headers,
      policy,
      signal: abort.signal,
      onSize: (bytes) => {
        sizes[index] = bytes;
      },
      ...(egress ? { egress } : {}),
    }),
  );
  const job = startJob(config.ffmpegPath, outputOf(ticket), sources, release);
  await sendJob(res, ticket, job, abort.signal, () => ready(res, ticket, sizes));
}
