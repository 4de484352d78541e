import { z } from "zod";
import { getConfig } from "../../config.js";
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
 * The sealed token of one 'Download all' ZIP: its entries, their platform, egress, provider and
 * lifetime. Minted by the resolver's answers (items.ts), opened by the ZIP's handler (zip.ts),
 * kept apart from the handler so minting never imports what serves.
 * Why: docs/decisions/020-download-all-zip.md, 059-platform-client.md
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
export type Archive = z.infer<typeof archiveSchema>;
export type ArchiveItem = Archive["i"][number];

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
export function ticketOf(archive: Archive, item: ArchiveItem): Ticket {
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
