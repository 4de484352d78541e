import type { BatchRow, ResolveKind } from "../../../common/media-api.js";
import { logger } from "../../logger.js";
import { MediaError } from "../errors.js";
import type { LinkOptions } from "../items.js";
import { resolveMedia } from "../resolve.js";

/**
 * Several links looked up as one request: each through the same path as a lookup of its own
 * (the lookup cache, coalescing, the platform's pacing and pools, the bound on lookups in
 * flight), a few at a time, each spending one lookup of the caller's limit. A link that fails
 * answers its own row; it never stops the others.
 * Why: docs/decisions/074-several-links-at-once.md
 */

/** Lookups of one batch in flight at once: a batch never asks faster than a few visitors. */
export const BATCH_PARALLEL = 4;
/** A batch ends by then: the rows not answered say `timeout` (links that all hang). */
export const BATCH_DEADLINE_MS = 120_000;
/** Waits for a slot of the process's bound on lookups in flight, before the row says busy. */
const BUSY_TRIES = 5;

/** One lookup spent against the caller's limit: undefined when allowed, else the row's error. */
export type Spend = () => Promise<MediaError | undefined>;

export interface BatchOptions extends LinkOptions {
  kind?: ResolveKind | undefined;
  spend: Spend;
  /** The caller left: links not started are not looked up. */
  signal: AbortSignal;
  deadlineMs?: number;
}

function errorRow(url: string, error: unknown): BatchRow {
  const failure = error instanceof MediaError ? error : new MediaError("upstream_failed");
  if (!(error instanceof MediaError)) {
    // The error's name only: its message could quote the link.
    logger.error({ err: error }, "media: batch lookup failed");
  }
  return { url, ...failure.toJSON() };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function lookUp(url: string, options: BatchOptions, signal: AbortSignal): Promise<BatchRow> {
  const refused = await options.spend();
  if (refused) return errorRow(url, refused);
  const links: LinkOptions =
    options.tunnelTtlSeconds === undefined ? {} : { tunnelTtlSeconds: options.tunnelTtlSeconds };
  for (let attempt = 1; ; attempt++) {
    try {
      return { url, ...(await resolveMedia(url, options.kind, links)) };
    } catch (error) {
      // The process is at its bound of lookups in flight: this link waits its turn as a
      // visitor told to retry would, within the batch's deadline.
      const busy = error instanceof MediaError && error.serverBusy;
      if (!busy || attempt >= BUSY_TRIES || signal.aborted) return errorRow(url, error);
      await pause((error.retryAfterSeconds ?? 1) * 1000, signal);
      if (signal.aborted) return errorRow(url, new MediaError("timeout"));
    }
  }
}

/**
 * The rows of `urls` as each is answered (index into `urls`, row), `BATCH_PARALLEL` at a time.
 * Past the deadline, or once the caller left, the rows not yet answered say `timeout`.
 */
export async function* lookUpBatch(
  urls: readonly string[],
  options: BatchOptions,
): AsyncGenerator<{ index: number; row: BatchRow }> {
  const deadline = AbortSignal.timeout(options.deadlineMs ?? BATCH_DEADLINE_MS);
  const stop = AbortSignal.any([deadline, options.signal]);
  const done: { index: number; row: BatchRow }[] = [];
  let wake: (() => void) | undefined;
  const answered = (index: number, row: BatchRow) => {
    done.push({ index, row });
    wake?.();
  };
  let next = 0;
  let running = 0;
  const start = () => {
    while (running < BATCH_PARALLEL && next < urls.length && !stop.aborted) {
      const index = next++;
      const url = urls[index] as string;
      running++;
      // The row settles at the deadline even while its lookup still runs: the lookup goes
      // on inside its own bounds (a provider's timeout), its answer cached for the next ask.
      let settled = false;
      const settle = (row: BatchRow) => {
        if (settled) return;
        settled = true;
        running--;
        answered(index, row);
        start();
      };
      const onStop = () => settle(errorRow(url, new MediaError("timeout")));
      stop.addEventListener("abort", onStop, { once: true });
      void lookUp(url, options, stop).then((row) => {
        stop.removeEventListener("abort", onStop);
        settle(row);
      });
    }
  };
  start();
  let given = 0;
  while (given < urls.length) {
    const ready = done.shift();
    if (ready) {
      given++;
      yield ready;
      continue;
    }
    if (stop.aborted && running === 0 && next < urls.length) {
      // Never started: the deadline passed or the caller left first.
      const index = next++;
      given++;
      yield { index, row: errorRow(urls[index] as string, new MediaError("timeout")) };
      continue;
    }
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = undefined;
  }
}
