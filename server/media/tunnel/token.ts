import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { z } from "zod";

/**
 * Download tokens: everything the tunnel needs, sealed with AES-256-GCM under a key
 * derived from AUTH_SECRET. Any instance holding the secret can serve them; no state.
 */
const ticketSchema = z.object({
  /** Upstream URL. */
  u: z.string(),
  /** Headers to send upstream. */
  h: z.record(z.string(), z.string()).optional(),
  /** File name offered to the browser. */
  f: z.string(),
  /** Processing: none, or extraction of the sound track to MP3. */
  p: z.enum(["none", "mp3"]),
  /** Disposition: attachment for downloads, inline for thumbnails. */
  d: z.enum(["attachment", "inline"]),
  /** Expiry, seconds since the epoch. */
  e: z.number(),
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

const VERSION = 1;
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "reels-downloader", "tunnel-token v1", 32));
    keys.set(secret, key);
  }
  return key;
}

export function sealTicket(ticket: Ticket, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
  cipher.setAAD(Buffer.from([VERSION]));
  // CDN URLs are long; deflating keeps the token (a path segment) short.
  const plain = deflateRawSync(Buffer.from(JSON.stringify(ticket)));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, sealed, cipher.getAuthTag()]).toString(
    "base64url",
  );
}

/** Opens a token; throws TokenInvalid when it was not sealed by us, TokenExpired when stale. */
export function openTicket(token: string, secret: string, now = Date.now()): Ticket {
  if (!/^[A-Za-z0-9_-]{40,8000}$/.test(token)) throw new TokenInvalid();
  const raw = Buffer.from(token, "base64url");
  if (raw[0] !== VERSION || raw.length < 1 + 12 + 16 + 1) throw new TokenInvalid();
  let ticket: Ticket;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), raw.subarray(1, 13));
    decipher.setAAD(Buffer.from([VERSION]));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(13, raw.length - 16)),
      decipher.final(),
    ]);
    ticket = ticketSchema.parse(JSON.parse(inflateRawSync(plain).toString("utf8")));
  } catch {
    throw new TokenInvalid();
  }
  if (ticket.e * 1000 <= now) throw new TokenExpired();
  return ticket;
}
