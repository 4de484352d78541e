import type { Request, Response } from "express";
import { type Config, getConfig } from "../../config.js";
import { batchSettings } from "../batch/settings.js";
import { baseHeaders, fail, openOr403 } from "./answer.js";
import { EntryUnavailable, type OpenEntry, openEntry } from "./archive-entry.js";
import { openTicket, type Ticket } from "./token.js";
import { entryNames, safeEntryName } from "./zip.js";
import { openFirstEntry, sendZip } from "./zip-answer.js";

/**
 * 'Download all' of several links (a paste, a playlist's picks): one ZIP of the files their
 * download links name, in the links' order, streamed as the carousel's ZIP is: one file at a
 * time, pulled as fast as the visitor reads, nothing on disk. Each entry is its own sealed
 * download token, so each keeps its platform (`w`), provider and egress: it may reach only its
 * own platform's hosts. A converted (MP3), muxed or segmented (HLS, DASH) file is made by
 * ffmpeg into the ZIP, one at a time, in a slot of the ffmpeg budget. The first file is fetched before anything is
 * sent; a later one that fails is left out and named in `not-downloaded.txt`.
 * Why: docs/decisions/076-batch-zip.md
 */

/** The most entries one ZIP takes: a paste's links, or a collection's picks. */
export function maxBatchEntries(config: Config): number {
  const { linksPerPaste, collectionMaxItems } = batchSettings.of(config);
  return Math.min(500, Math.max(linksPerPaste, collectionMaxItems));
}

/** A file's token in a form field: ~1 to 3 KiB, its own bound 8000 characters. */
export const BATCH_ZIP_BODY_LIMIT = 2 * 1024 * 1024;

const DOWNLOAD_PATH = /^\/api\/tunnel\/([A-Za-z0-9_-]{40,8000})$/;

interface BatchZipRequest {
  tokens: string[];
  filename: string;
}

/** `downloads` (the same-origin download links, one field each or a JSON list) and a name. */
function readRequest(body: unknown, max: number): BatchZipRequest | undefined {
  const given = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const downloads = typeof given.downloads === "string" ? [given.downloads] : given.downloads;
  if (!Array.isArray(downloads) || downloads.length === 0 || downloads.length > max) {
    return undefined;
  }
  const tokens: string[] = [];
  for (const download of downloads) {
    const token = typeof download === "string" ? DOWNLOAD_PATH.exec(download)?.[1] : undefined;
    if (!token) return undefined;
    tokens.push(token);
  }
  const name =
    typeof given.filename === "string" ? safeEntryName(given.filename).slice(0, 100) : "";
  const filename =
    name === "" || name === "file" ? "downloads.zip" : name.replace(/(\.zip)?$/i, ".zip");
  return { tokens, filename };
}

/** POST /api/tunnel/batch: `downloads` (each a download link we gave) and `filename`. */
export async function batchArchiveHandler(req: Request, res: Response): Promise<void> {
  const config = getConfig();
  const request = readRequest(req.body, maxBatchEntries(config));
  if (!request) {
    fail(res, 400, "invalid_request", "The request does not name the files to put in a ZIP.");
    return;
  }
  const tickets: Ticket[] = [];
  for (const token of request.tokens) {
    const ticket = openOr403(res, () => openTicket(token, config.authSecret));
    if (!ticket) return;
    tickets.push(ticket);
  }

  const abort = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const names = entryNames(tickets.map((ticket) => ticket.f));
  const [firstTicket, ...rest] = tickets as [Ticket, ...Ticket[]];
  const first = await openFirstEntry(
    res,
    () => openEntry(config, firstTicket, abort.signal),
    abort.signal,
  );
  if (!first) return;

  const missing: string[] = [];
  const opened = new Set<OpenEntry>([first]);
  const entries = async function* () {
    yield { name: names[0], input: first.input, lastModified: first.lastModified };
    opened.delete(first);
    for (const [index, ticket] of rest.entries()) {
      const name = names[index + 1] as string;
      let entry: OpenEntry;
      try {
        entry = await openEntry(config, ticket, abort.signal);
      } catch {
        if (abort.signal.aborted) throw new EntryUnavailable();
        missing.push(name);
        continue;
      }
      opened.add(entry);
      yield { name, input: entry.input, lastModified: entry.lastModified };
      opened.delete(entry);
    }
    if (missing.length > 0) {
      yield {
        name: "not-downloaded.txt",
        input: `These files could not be fetched; look their links up again:\n${missing.join("\n")}\n`,
      };
    }
  };

  baseHeaders(res, { f: request.filename, d: "attachment" });
  res.status(200).set("Content-Type", "application/zip");
  await sendZip(res, entries(), abort, opened);
}
