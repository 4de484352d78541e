import { once } from "node:events";
import { extname } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import { getConfig } from "../config.js";
import { logger } from "../logger.js";
import { encoderSlotFree, ffmpegAvailable, spawnMp3Encoder } from "./ffmpeg.js";
import {
  describeFailure,
  isRefused,
  isTimeout,
  MAX_MEDIA_BYTES,
  UpstreamPolicy,
  type UpstreamResponse,
  upstreamRequest,
} from "./net.js";
import { openTicket, sealTicket, type Ticket, TokenExpired } from "./token.js";

const TYPES_BY_EXT: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".opus": "audio/ogg",
  ".ogg": "audio/ogg",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".heic": "image/heic",
  ".avif": "image/avif",
};

/** Media types we relay as they are; anything else (HTML, SVG, scripts) goes out as bytes. */
const SAFE_TYPE = /^(video|audio)\/[\w.+-]+$|^image\/(jpeg|png|webp|gif|heic|heif|avif)$/;

export interface TunnelTarget {
  url: string;
  headers?: Record<string, string>;
  filename: string;
  processing?: "none" | "mp3";
  disposition?: "attachment" | "inline";
}

/** A same-origin download URL for `target`, valid for TUNNEL_TTL_SECONDS. */
export function tunnelUrl(target: TunnelTarget, now = Date.now()): string {
  const config = getConfig();
  const ticket: Ticket = {
    u: target.url,
    f: target.filename,
    p: target.processing ?? "none",
    d: target.disposition ?? "attachment",
    e: Math.floor(now / 1000) + config.tunnelTtlSeconds,
  };
  if (target.headers && Object.keys(target.headers).length > 0) ticket.h = target.headers;
  return `/api/tunnel/${sealTicket(ticket, config.authSecret)}`;
}

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name in filename*. */
export function contentDisposition(kind: "attachment" | "inline", filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function contentType(upstream: string | string[] | undefined, filename: string): string {
  const given = String(upstream ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (given && SAFE_TYPE.test(given)) return given;
  return TYPES_BY_EXT[extname(filename).toLowerCase()] ?? "application/octet-stream";
}

/** Drops an upstream body; undici reports a destroyed body as an error we do not need. */
function discard(upstream: UpstreamResponse): void {
  upstream.body.on("error", () => undefined);
  upstream.body.destroy();
}

function fail(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set("Cache-Control", "no-store").json({ error: { code, message } });
}

function upstreamFailure(res: Response, error: unknown): void {
  if (isRefused(error)) {
    fail(res, 502, "upstream_refused", "This file cannot be fetched from its address.");
  } else if (isTimeout(error)) {
    fail(res, 504, "timeout", "The file's server took too long to answer.");
  } else {
    logger.error({ reason: describeFailure(error) }, "Tunnel upstream failed");
    fail(res, 502, "upstream_failed", "The file is no longer available. Please look it up again.");
  }
}

/** Headers every tunnel answer carries: the file is data, never a page of ours. */
function baseHeaders(res: Response, ticket: Ticket): void {
  res.set({
    "Content-Disposition": contentDisposition(ticket.d, ticket.f),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
}

function upstreamHeaders(ticket: Ticket, range: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    "user-agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    accept: "*/*",
    ...ticket.h,
  };
  if (range && /^bytes=[\d,\s-]+$/.test(range) && range.length < 200) headers.range = range;
  return headers;
}

/** GET/HEAD /api/tunnel/:token */
export async function tunnelHandler(req: Request, res: Response): Promise<void> {
  const config = getConfig();
  let ticket: Ticket;
  try {
    ticket = openTicket(String(req.params.token ?? ""), config.authSecret);
  } catch (error) {
    if (error instanceof TokenExpired) {
      fail(res, 410, "expired", "This download link has expired. Please look the link up again.");
    } else {
      fail(res, 403, "invalid_token", "This download link is not valid.");
    }
    return;
  }
  const head = req.method === "HEAD";
  const abort = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) abort.abort();
  };
  res.on("close", onClose);

  if (ticket.p === "mp3") {
    if (!(await ffmpegAvailable(config.ffmpegPath)).ok) {
      fail(
        res,
        503,
        "audio_unavailable",
        "Audio downloads are not available on this server right now.",
      );
      return;
    }
    if (!head && !encoderSlotFree()) {
      res.set("Retry-After", "10");
      fail(
        res,
        503,
        "busy",
        "Too many audio downloads are being prepared. Please try again in a moment.",
      );
      return;
    }
  }

  let upstream: UpstreamResponse;
  try {
    upstream = await upstreamRequest(ticket.u, {
      headers: upstreamHeaders(ticket, ticket.p === "none" ? req.get("range") : undefined),
      signal: abort.signal,
      policy: new UpstreamPolicy(config),
    });
  } catch (error) {
    if (!abort.signal.aborted) upstreamFailure(res, error);
    return;
  }

  const status = upstream.statusCode;
  if (status === 416) {
    discard(upstream);
    res
      .status(416)
      .set("Content-Range", String(upstream.headers["content-range"] ?? ""))
      .end();
    return;
  }
  if (status !== 200 && status !== 206) {
    discard(upstream);
    fail(res, 502, "upstream_failed", "The file is no longer available. Please look it up again.");
    return;
  }
  const length = Number(upstream.headers["content-length"]);
  if (Number.isFinite(length) && length > MAX_MEDIA_BYTES) {
    discard(upstream);
    fail(res, 502, "too_large", "This file is too large to download here.");
    return;
  }

  if (ticket.p === "mp3") {
    await relayMp3(res, ticket, upstream, head);
    return;
  }

  baseHeaders(res, ticket);
  res.status(status);
  res.set("Content-Type", contentType(upstream.headers["content-type"], ticket.f));
  for (const name of ["content-length", "content-range", "last-modified", "etag"]) {
    const value = upstream.headers[name];
    if (value !== undefined) res.set(name, String(value));
  }
  res.set(
    "Accept-Ranges",
    upstream.headers["accept-ranges"] === "bytes" || status === 206 ? "bytes" : "none",
  );
  if (head) {
    discard(upstream);
    res.end();
    return;
  }
  if (!Number.isFinite(length)) {
    // Without a Content-Length the size cap is enforced as bytes arrive.
    let relayed = 0;
    upstream.body.on("data", (chunk: Buffer) => {
      relayed += chunk.length;
      if (relayed > MAX_MEDIA_BYTES) discard(upstream);
    });
  }
  try {
    await pipeline(upstream.body, res);
  } catch {
    // The visitor went away or the upstream broke mid-file; the socket is already closed.
    res.destroy();
  }
}

async function relayMp3(
  res: Response,
  ticket: Ticket,
  upstream: UpstreamResponse,
  head: boolean,
): Promise<void> {
  const ready = () => {
    baseHeaders(res, ticket);
    res.status(200).set({ "Content-Type": "audio/mpeg", "Accept-Ranges": "none" });
  };
  if (head) {
    discard(upstream);
    ready();
    res.end();
    return;
  }
  const encoder = spawnMp3Encoder(getConfig().ffmpegPath);
  const stop = () => {
    discard(upstream);
    encoder.kill("SIGKILL");
  };
  res.on("close", stop);
  let fed = 0;
  upstream.body.on("data", (chunk: Buffer) => {
    fed += chunk.length;
    if (fed > MAX_MEDIA_BYTES) stop();
  });
  // ffmpeg may stop reading early (it has all it needs, or the input is not media).
  pipeline(upstream.body, encoder.stdin).catch(() => undefined);
  encoder.on("error", () => undefined);

  // Answer only once ffmpeg produced sound, so a file without audio becomes a clean error.
  const produced = await Promise.race([
    once(encoder.stdout, "readable").then(() => encoder.stdout.readableLength > 0),
    once(encoder, "close").then(() => false),
  ]).catch(() => false);
  if (!produced) {
    stop();
    fail(res, 502, "no_audio", "This file has no sound track that could be extracted.");
    return;
  }
  ready();
  try {
    await pipeline(encoder.stdout, res);
  } catch {
    res.destroy();
  } finally {
    stop();
  }
}
