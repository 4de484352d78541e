import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { makeZip } from "client-zip";
import type { Request, Response } from "express";
import { z } from "zod";
import { getConfig } from "../../config.js";
import { baseHeaders, fail, openOr403, upstreamFailure } from "./answer.js";
import { EntryUnavailable, type OpenEntry, openEntry } from "./archive-entry.js";
import { watchTransfer } from "./guard.js";
import {
  egressRef,
  openValue,
  sealValue,
  type Ticket,
  TokenExpired,
  TokenInvalid,
  ticketSchema,
} from "./token.js";

/**
 * 'Download all': every item of a post in one ZIP, streamed through the tunnel as the items
 * arrive. Entries are stored as they are (media is already compressed), one upstream at a
 * time, pulled only as fast as the visitor reads, so memory stays flat and nothing touches
 * the disk. Why: docs/decisions/020-download-all-zip.md
 */

/** The first byte of an archive's token; a file's token (1) never opens as one. */
const ARCHIVE_FORMAT = 2;
/** Instagram carousels hold at most 20 items. */
export const MAX_ARCHIVE_ENTRIES = 30;
/** Every item's CDN URL makes a long path; Node reads at most 16 KiB of request head. */
export const MAX_ARCHIVE_TOKEN = 12_000;

const archiveSchema = z.object({
  /** The ZIP's file name. */
  f: z.string().min(1).max(120),
  /** Entries, in order: upstream URL, its headers, the name inside the ZIP. */
  i: z
    .array(
      z.object({
        u: z.string(),
        h: z.record(z.string(), z.string()).optional(),
        n: z.string().min(1).max(120),
        /** How the entry is made when not fetched as it is: its ticket's processing (072, 076). */
        k: ticketSchema.pick({ p: true, o: true, a: true, s: true, r: true, g: true }).optional(),
      }),
    )
    .min(1)
    .max(MAX_ARCHIVE_ENTRIES),
  /** Expiry, seconds since the epoch. */
  e: z.number(),
  /** The egress that resolved the entries (028). */
  x: egressRef.optional(),
  /** The provider whose answer named the entries (040). */
  t: z.string().max(32).optional(),
  /** The platform whose link named the entries: its hosts are all they may reach (059). */
  w: z.string().min(1).max(32),
});
type Archive = z.infer<typeof archiveSchema>;
type ArchiveItem = Archive["i"][number];

export interface ArchiveEntry {
  url: string;
  headers?: Record<string, string>;
  /** The name inside the ZIP: the item's own download name. */
  filename: string;
  /** The item's own ticket, when its file is made by ffmpeg (a mux, a stream of segments). */
  made?: Ticket | undefined;
}

/** Where an archive's entries come from and how long its link lives. */
export interface ArchiveSource {
  /** The platform whose link named the entries. */
  platform: string;
  /** The egress that resolved them. */
  egress?: { index: number; id: string } | undefined;
  /** The provider whose answer named them. */
  provider?: string | undefined;
  /** Lifetime in seconds, when not TUNNEL_TTL_SECONDS (API callers). */
  ttlSeconds?: number | undefined;
  now?: number;
}

/**
 * The same-origin URL of one ZIP of `entries`, valid for TUNNEL_TTL_SECONDS (or
 * `ttlSeconds`); null when
 * there are too many entries or their URLs make the token too long for a link.
 */
export function archiveUrl(
  entries: ArchiveEntry[],
  filename: string,
  { platform, egress, provider, ttlSeconds, now = Date.now() }: ArchiveSource,
): string | null {
  if (entries.length === 0 || entries.length > MAX_ARCHIVE_ENTRIES) return null;
  const config = getConfig();
  const archive: Archive = {
    f: filename,
    i: entries.map((entry) => {
      const item: ArchiveItem = { u: entry.url, n: entry.filename };
      if (entry.headers && Object.keys(entry.headers).length > 0) item.h = entry.headers;
      const made = entry.made;
      if (made && (made.p !== "none" || made.g)) {
        item.k = { p: made.p };
        if (made.o) item.k.o = made.o;
        if (made.a) item.k.a = made.a;
        if (made.s) item.k.s = made.s;
        if (made.r) item.k.r = made.r;
        if (made.g) item.k.g = made.g;
      }
      return item;
    }),
    e: Math.floor(now / 1000) + (ttlSeconds ?? config.tunnelTtlSeconds),
    w: platform,
  };
  if (egress) archive.x = [egress.index, egress.id];
  if (provider) archive.t = provider;
  const token = sealValue(archive, config.authSecret, ARCHIVE_FORMAT);
  return token.length > MAX_ARCHIVE_TOKEN ? null : `/api/tunnel/zip/${token}`;
}

/** The ticket of one entry: the archive's platform, egress, provider and lifetime, its own file. */
function ticketOf(archive: Archive, item: ArchiveItem): Ticket {
  const ticket: Ticket = {
    u: item.u,
    f: item.n,
    p: "none",
    ...item.k,
    d: "attachment",
    e: archive.e,
    w: archive.w,
  };
  if (item.h) ticket.h = item.h;
  if (archive.x) ticket.x = archive.x;
  if (archive.t) ticket.t = archive.t;
  return ticket;
}

export function openArchive(token: string, secret: string, now = Date.now()): Archive {
  const parsed = archiveSchema.safeParse(
    openValue(token, secret, ARCHIVE_FORMAT, MAX_ARCHIVE_TOKEN),
  );
  if (!parsed.success) throw new TokenInvalid();
  if (parsed.data.e * 1000 <= now) throw new TokenExpired();
  return parsed.data;
}

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
