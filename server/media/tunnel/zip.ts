import type { Request, Response } from "express";
import { getConfig } from "../../config.js";
import { baseHeaders, openOr403 } from "./answer.js";
import { type OpenEntry, openEntry } from "./archive-entry.js";
import { type ArchiveItem, openArchive, ticketOf } from "./archive-token.js";
import { openFirstEntry, sendZip } from "./zip-answer.js";

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
  const first = await openFirstEntry(res, () => fetchEntry(firstItem), abort.signal);
  if (!first) return;

  const opened = new Set<OpenEntry>([first]);
  const entries = async function* () {
    yield { name: names[0], input: first.input, lastModified: first.lastModified };
    opened.delete(first);
    for (const [index, item] of rest.entries()) {
      const entry = await fetchEntry(item);
      opened.add(entry);
      yield { name: names[index + 1], input: entry.input, lastModified: entry.lastModified };
      opened.delete(entry);
    }
  };

  zipHeaders();
  await sendZip(res, entries(), abort, opened);
}
