import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { makeZip } from "client-zip";
import type { Request, Response } from "express";
import { getConfig } from "../../config.js";
import { baseHeaders, fail, openOr403, upstreamFailure } from "./answer.js";
import { EntryUnavailable, type OpenEntry, openEntry } from "./archive-entry.js";
import { type ArchiveItem, openArchive, ticketOf } from "./archive-token.js";
import { watchTransfer } from "./guard.js";

/**
 * 'Download all': every item of a post in one ZIP, streamed through the tunnel as the items
 * arrive. Entries are stored as they are (media is already compressed), one upstream at a
 * time, pulled only as fast as the visitor reads, so memory stays flat and nothing touches
 * the disk. Why: docs/decisions/020-download-all-zip.md
 */

/**
 * An entry name that extracts as one file beside the others: no folders (`/`, `\`), no
 * `..`, no leading dot, no control characters. Names come from our resolver, but a sealed
 * token is only as careful as the code that sealed it.
 */
export function safeEntryName(name: string): string {
  const flat = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\\/\u0000-\u001f\u007f]/g, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/^\./, "_");
  return flat === "" || flat === "_" ? "file" : flat;
}

/** Safe names, the second and later of a repeated one numbered (`a (2).jpg`). */
export function entryNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    const safe = safeEntryName(name);
    let candidate = safe;
    const dot = safe.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

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

/** GET/HEAD /api/tunnel/zip/:token */
export async function archiveHandler(req: Request, res: Response): Promise<void> {
  const config = getConfig();
  const archive = openOr403(res, () =>
    openArchive(String(req.params.token ?? ""), config.authSecret),
  );
  if (!archive) return;
  const zipHeaders = () => {
    baseHeaders(res, { f: archive.f, d: "attachment" });
    res.status(200).set("Content-Type", "application/zip");
  };
  if (req.method === "HEAD") {
    zipHeaders();
    res.end();
    return;
  }

  const abort = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  // Each entry as the single download of its item would be made: fetched as it is, or made
  // by ffmpeg (a mux, a stream of segments) in a slot of the budget, one at a time.
  const fetchEntry = (item: ArchiveItem): Promise<OpenEntry> =>
    openEntry(config, ticketOf(archive, item), abort.signal);

  // The first item is asked for before anything is sent: a post gone since its lookup
  // gets an error answer, not a broken download.
  const names = entryNames(archive.i.map((item) => item.n));
  const [firstItem, ...rest] = archive.i as [ArchiveItem, ...ArchiveItem[]];
  let first: OpenEntry;
  try {
    first = await fetchEntry(firstItem);
  } catch (error) {
    if (abort.signal.aborted) return;
    if (error instanceof EntryUnavailable) {
      fail(
        res,
        502,
        "upstream_failed",
        "The file is no longer available. Please look it up again.",
      );
    } else {
      upstreamFailure(res, error);
    }
    return;
  }

  const opened = new Set<OpenEntry>([first]);
  async function* entries() {
    yield { name: names[0], input: first.input, lastModified: first.lastModified };
    opened.delete(first);
    for (const [index, item] of rest.entries()) {
      const entry = await fetchEntry(item);
      opened.add(entry);
      yield { name: names[index + 1], input: entry.input, lastModified: entry.lastModified };
      opened.delete(entry);
    }
  }

  zipHeaders();
  // The whole archive has the same deadlines as one file, over the bytes the visitor gets.
  const watch = watchTransfer(() => {
    abort.abort();
    res.destroy();
  });
  const zip = chunksOf(makeZip(entries()));
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of zip) {
      watch.count(chunk.length);
      yield chunk;
    }
  }
  try {
    await pipeline(Readable.from(counted()), res);
  } catch {
    // A later item failed, a deadline passed or the visitor left: the download fails
    // visibly rather than ending as a ZIP with an item silently missing.
    res.destroy();
  } finally {
    watch.done();
    for (const entry of opened) entry.close();
  }
}
