import { create as contentDisposition } from "content-disposition";
import type { Response } from "express";
import { logger } from "../../logger.js";
import { isSafeMediaType, mediaTypeOf } from "../file-types.js";
import type { UpstreamResponse } from "../upstream/client.js";
import { describeFailure, isRefused, isTimeout } from "../upstream/failures.js";
import { type Ticket, TokenExpired } from "./token.js";

/** Largest file the tunnel will relay. */
export const MAX_MEDIA_BYTES = 4 * 1024 ** 3;

/** Media types are relayed as they are; anything else (HTML, SVG, scripts) goes out as bytes. */
export function contentType(upstream: string | string[] | undefined, filename: string): string {
  const given = String(upstream ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (given && isSafeMediaType(given)) return given;
  return mediaTypeOf(filename) ?? "application/octet-stream";
}

/** Drops an upstream body; undici reports a destroyed body as an error we do not need. */
export function discard(upstream: UpstreamResponse): void {
  upstream.body.on("error", () => undefined);
  upstream.body.destroy();
}

export function fail(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set("Cache-Control", "no-store").json({ error: { code, message } });
}

/** The reason an upstream request failed, told apart. Why: docs/decisions/007-specific-error-reasons.md */
export function upstreamFailure(res: Response, error: unknown): void {
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
export function baseHeaders(res: Response, ticket: Pick<Ticket, "f" | "d">): void {
  res.set({
    // RFC 6266: an ASCII fallback plus the exact UTF-8 name in filename* when needed.
    "Content-Disposition": contentDisposition(ticket.f, { type: ticket.d }),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
}

/**
 * Opens a sealed token, or answers 410 (expired) / 403 (anything else) and returns
 * undefined, the same for every kind of tunnel token.
 */
export function openOr403<T>(res: Response, open: () => T): T | undefined {
  try {
    return open();
  } catch (error) {
    if (error instanceof TokenExpired) {
      fail(res, 410, "expired", "This download link has expired. Please look the link up again.");
    } else {
      fail(res, 403, "invalid_token", "This download link is not valid.");
    }
    return undefined;
  }
}
