import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { makeZip } from "client-zip";
import type { Response } from "express";
import { fail, upstreamFailure } from "./answer.js";
import { EntryUnavailable, type OpenEntry } from "./archive-entry.js";
import { watchTransfer } from "./guard.js";

/**
 * What both ZIP answers do alike (a post's items, several links' files): the first entry is
 * opened before anything is sent, then the archive is streamed as fast as the visitor reads,
 * one entry at a time, nothing on disk. Why: docs/decisions/020-download-all-zip.md,
 * 076-batch-zip.md
 */

/**
 * The ZIP's web stream as Node reads it, one chunk per pull, so the visitor's pace sets the
 * upstream's. Leaving early cancels the stream, which stops the current upstream.
 */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
}

/**
 * The first entry, opened before anything is sent: a file gone since its lookup gets an error
 * answer, not a broken download. Undefined once that answer is sent, or when the visitor left.
 */
export async function openFirstEntry(
  res: Response,
  open: () => Promise<OpenEntry>,
  signal: AbortSignal,
): Promise<OpenEntry | undefined> {
  try {
    return await open();
  } catch (error) {
    if (signal.aborted) return undefined;
    if (error instanceof EntryUnavailable) {
      fail(
        res,
        502,
        "upstream_failed",
        "The file is no longer available. Please look it up again.",
      );
    } else upstreamFailure(res, error);
    return undefined;
  }
}

/**
 * Streams the ZIP of `entries` (its headers set) with the deadlines of one file over the bytes
 * the visitor gets; the entries still `opened` when it ends are closed.
 */
export async function sendZip(
  res: Response,
  entries: Parameters<typeof makeZip>[0],
  abort: AbortController,
  opened: ReadonlySet<OpenEntry>,
): Promise<void> {
  const watch = watchTransfer(() => {
    abort.abort();
    res.destroy();
  });
  const zip = chunksOf(makeZip(entries));
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of zip) {
      watch.count(chunk.length);
      yield chunk;
    }
  }
  try {
    await pipeline(Readable.from(counted()), res);
  } catch {
    // An entry failed, a deadline passed or the visitor left: the download fails visibly
    // rather than ending as a ZIP with a file silently missing.
    res.destroy();
  } finally {
    watch.done();
    for (const entry of opened) entry.close();
  }
}
