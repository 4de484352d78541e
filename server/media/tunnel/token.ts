import { createCipheriv, createDecipheriv, hkdfSync } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { z } from "zod";
import { freshBytes } from "../../fresh-bytes.js";

/**
 * Download tokens: everything the tunnel needs, sealed with AES-256-GCM under a key
 * derived from AUTH_SECRET. Any instance holding the secret can serve them; no state.
 */
/** An egress named in a token: its position then and its id (a keyed hash, stable across reorders). */
export const egressRef = z.tuple([z.number().int().min(0), z.string().min(1).max(32)]);
export type EgressRef = z.infer<typeof egressRef>;

export const relookup = z.object({
  /** The canonical link (never the pasted text). */
  l: z.string().max(2048),
  k: z.enum(["reel", "story", "post", "audio"]),
  /** The quality's label, codec and container. */
  q: z.string().max(64).optional(),
  c: z.string().max(32).optional(),
  o: z.string().max(8).optional(),
});
export type Relookup = z.infer<typeof relookup>;

export const ticketSchema = z.object({
  /** Upstream URL: the file, or the video stream of a mux. */
  u: z.string(),
  /**
   * Second source, muxed with the first (the audio stream of a YouTube quality). Both go
   * through the policy-checked upstream client. Why: docs/decisions/019-youtube-clients-and-muxing.md
   */
  a: z.string().optional(),
  /** Headers to send upstream. */
  h: z.record(z.string(), z.string()).optional(),
  /** File name offered to the browser. */
  f: z.string(),
  /**
   * Processing: none, extraction of the sound track to MP3, or mux (the streams copied by
   * ffmpeg, without re-encoding, into the container `o`).
   */
  p: z.enum(["none", "mp3", "mux"]),
  /** Container a mux writes. */
  o: z.enum(["mp4", "webm", "m4a", "opus"]).optional(),
  /** Disposition: attachment for downloads, inline for thumbnails. */
  d: z.enum(["attachment", "inline"]),
  /** Expiry, seconds since the epoch. */
  e: z.number(),
  /**
   * The egress that resolved the URL, by index and id (never the proxy URL): the file leaves
   * through it. Why: docs/decisions/028-egress-pool.md
   */
  x: egressRef.optional(),
  /**
   * The platform's size figure of the sources of a processed file: sent as
   * Estimated-Content-Length, since a file made while it is sent has no length.
   */
  s: z.number().int().positive().optional(),
  /**
   * For a URL that works only from the address of the egress that resolved it (YouTube's):
   * what to look up again on an instance that does not have that egress (another
   * instance's own route): the link, the kind asked and the quality. The file is then
   * fetched through this instance's egress, never through an address that did not ask.
   * Why: docs/decisions/036-one-state-across-processes.md
   */
  r: relookup.optional(),
  /**
   * The provider whose answer named the URLs: only its own endpoint is trusted when they are
   * fetched. Why: docs/decisions/040-trust-by-provider.md
   */
  t: z.string().max(32).optional(),
  /**
   * The platform whose link was looked up: its hosts are the only ones the download (and each
   * redirect of it) may reach. Why: docs/decisions/059-platform-client.md
   */
  w: z.string().min(1).max(32),
  /**
   * A stream of segments: `u` (and `a`) are HLS media playlists, or `u` is a DASH manifest and
   * `v`/`a` its representations' ids; `b` the stream's bits per second. Each segment is fetched
   * through the policy-checked client and remuxed by ffmpeg through its pipes.
   * Why: docs/decisions/072-segmented-streams.md
   */
  g: z
    .object({
      k: z.enum(["hls", "dash"]),
      v: z.string().max(256).optional(),
      a: z.string().max(256).optional(),
      b: z.number().int().positive().optional(),
    })
    .optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export class TokenInvalid extends Error {
  constructor() {
    super("Invalid download token");
    this.name = "TokenInvalid";
  }
}
export class TokenExpired extends Error {
  constructor() {
    super("Expired download token");
    this.name = "TokenExpired";
  }
}

/** The first byte of a single file's token whose ticket is deflated (one longer than `DEFLATE_FROM`). */
const VERSION = 1;
/** The first byte of a single file's token whose ticket is sealed as written. */
const PLAIN_VERSION = 4;
/**
 * Tickets of this many bytes of JSON or more are deflated, so that no link's token grows past
 * about 1,900 characters (a YouTube mux names two long CDN URLs). Shorter tickets (nearly all:
 * one URL, a name, a few fields) are sealed as written: deflating them was about a tenth of a
 * lookup's CPU, measured side by side (zlib sets up and tears down a stream for each), for
 * tokens about a quarter shorter.
 * Why: docs/decisions/059-platform-client.md
 */
const DEFLATE_FROM = 1400;
/**
 * How a long ticket is deflated: its whole JSON (two to six KB) within a 4 KB window, with hash
 * tables to match, rather than zlib's defaults for streams (a 32 KB window, 256 KB of state set
 * up for each token): the same output size on a YouTube mux's ticket, a sixth less time.
 */
const TICKET_DEFLATE = { windowBits: 12, memLevel: 5, chunkSize: 4096 } as const;
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "reels-downloader", "tunnel-token v1", 32));
    keys.set(secret, key);
  }
  return key;
}

const IV_BYTES = 12;

/**
 * A fresh 12-byte GCM nonce, never handed out before (under one key a repeated GCM nonce gives
 * the key stream and the authentication key away). Why: docs/decisions/004-sealed-tunnel.md
 */
export function nextIv(): Buffer {
  return freshBytes(IV_BYTES);
}

/**
 * Seals bytes. `format` is the token's first byte and also authenticated: a token sealed for one
 * format (a file, an archive) never opens as another.
 */
function seal(plain: Buffer, secret: string, format: number): string {
  const iv = nextIv();
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
  cipher.setAAD(Buffer.from([format]));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([format]), iv, sealed, cipher.getAuthTag()]).toString(
    "base64url",
  );
}

/** The bytes of a token of one of `formats` up to `maxLength` characters, and its format. */
function open(
  token: string,
  secret: string,
  formats: readonly number[],
  maxLength: number,
): { plain: Buffer; format: number } {
  if (token.length < 40 || token.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(token)) {
    throw new TokenInvalid();
  }
  const raw = Buffer.from(token, "base64url");
  const format = raw[0];
  if (format === undefined || !formats.includes(format) || raw.length < 1 + 12 + 16 + 1) {
    throw new TokenInvalid();
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), raw.subarray(1, 13));
    decipher.setAAD(Buffer.from([format]));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(13, raw.length - 16)),
      decipher.final(),
    ]);
    return { plain, format };
  } catch {
    throw new TokenInvalid();
  }
}

/** Seals any JSON value, deflated: CDN URLs are long, and a token is a path segment. */
export function sealValue(value: unknown, secret: string, format: number): string {
  return seal(deflateRawSync(Buffer.from(JSON.stringify(value))), secret, format);
}

/** Opens a `sealValue` token of `format` up to `maxLength` characters; throws TokenInvalid otherwise. */
export function openValue(
  token: string,
  secret: string,
  format: number,
  maxLength: number,
): unknown {
  const { plain } = open(token, secret, [format], maxLength);
  try {
    return JSON.parse(inflateRawSync(plain).toString("utf8"));
  } catch {
    throw new TokenInvalid();
  }
}

export function sealTicket(ticket: Ticket, secret: string): string {
  const json = Buffer.from(JSON.stringify(ticket));
  return json.length >= DEFLATE_FROM
    ? seal(deflateRawSync(json, TICKET_DEFLATE), secret, VERSION)
    : seal(json, secret, PLAIN_VERSION);
}

/** Opens a token; throws TokenInvalid when it was not sealed by us, TokenExpired when stale. */
export function openTicket(token: string, secret: string, now = Date.now()): Ticket {
  // Deflated tickets of every length are still opened: links made before small tickets were
  // sealed as written stay good until they expire.
  const { plain, format } = open(token, secret, [VERSION, PLAIN_VERSION], 8000);
  let value: unknown;
  try {
    value = JSON.parse((format === VERSION ? inflateRawSync(plain) : plain).toString("utf8"));
  } catch {
    throw new TokenInvalid();
  }
  const parsed = ticketSchema.safeParse(value);
  if (!parsed.success) throw new TokenInvalid();
  if (parsed.data.e * 1000 <= now) throw new TokenExpired();
  return parsed.data;
}
