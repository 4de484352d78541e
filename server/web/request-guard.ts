import type { RequestHandler, Response } from "express";

/**
 * Checks every request before routing, so no route sees a request it cannot answer
 * safely. Why: docs/decisions/025-request-hardening.md
 */

/** A body cap a domain declares for its own paths. Why: docs/decisions/032-toolkit-and-root.md */
export interface BodyLimit {
  /** Tested against the lower-cased path, so no spelling escapes it. */
  path: RegExp;
  bytes: number;
}

/** Any path no domain claims: the media API's link, an unexpected upload. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** Methods some route answers; TRACE, CONNECT and the rest get 405 before routing. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A DNS name or IPv4 address, or a bracketed IPv6 literal, with an optional port. */
const LABEL = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, "i");

function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}

/**
 * The path as spelled, checked for what a URL parser further down would rewrite:
 * dot segments (plain or %2e), doubled slashes, encoded slashes or backslashes, NUL and
 * broken escapes. A limiter that matched the plain spelling was bypassed by these.
 */
export function isCanonicalPath(path: string): boolean {
  if (!path.startsWith("/") || path.includes("//") || path.includes("\\")) return false;
  if (/%(?:2e|2f|5c|00)/i.test(path)) return false;
  if (/\/\.\.?(?:\/|$)/.test(path)) return false;
  try {
    decodeURIComponent(path);
  } catch {
    return false;
  }
  return true;
}

/** The body cap for a path: the first limit whose pattern matches, else the default. */
export function bodyLimitFor(path: string, limits: readonly BodyLimit[]): number {
  const p = path.toLowerCase();
  return limits.find((limit) => limit.path.test(p))?.bytes ?? DEFAULT_BODY_LIMIT;
}

/**
 * Malformed requests answer 4xx here instead of 500 deeper down: a method no route
 * serves, a missing or malformed Host, a target that is not a plain path (absolute-form,
 * `*`), a non-canonical path, a body without a declared length (411) and a declared
 * body over the cap (413); either way the body is not read.
 */
export function requestGuard(limits: readonly BodyLimit[]): RequestHandler {
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      res.set("Allow", [...METHODS].join(", "));
      return refuse(res, 405, "method_not_allowed", "This method is not allowed.");
    }
    const host = req.headers.host;
    const port = host ? /:(\d+)$/.exec(host)?.[1] : undefined;
    if (!host || !HOST.test(host) || Number(port ?? 0) > 65_535) {
      return refuse(res, 400, "bad_host", "The Host header is invalid.");
    }
    const target = req.originalUrl;
    const path = target.split("?", 1)[0] ?? "";
    if (!target.startsWith("/") || !isCanonicalPath(path)) {
      return refuse(res, 400, "bad_path", "The request path is invalid.");
    }
    const declared = req.headers["content-length"];
    if (declared === undefined && req.headers["transfer-encoding"] !== undefined) {
      // Our clients always declare a length; an undeclared one could only be capped by
      // reading it, and most body parsers drain the rest before answering.
      res.set("Connection", "close");
      return refuse(res, 411, "length_required", "The request must declare its length.");
    }
    if (declared !== undefined && Number(declared) > bodyLimitFor(path, limits)) {
      // The unread rest of the body must not be drained: close the connection instead.
      res.set("Connection", "close");
      return refuse(res, 413, "too_large", "The request is too large.");
    }
    next();
  };
}

/**
 * Reads a body of at most `limit` bytes as UTF-8 text into req.body. Past the cap it
 * answers 413 at once and closes the connection, without reading (or draining) the
 * rest, also when no length was declared (chunked).
 */
export function readCappedBody(limit: number): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    if (req.headers["transfer-encoding"] === undefined && (!declared || declared === "0")) {
      return next();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      cleanup();
      req.pause();
      res.set("Connection", "close");
      res.once("finish", () => req.socket.destroy());
      refuse(res, 413, "too_large", "The request is too large.");
    };
    const onEnd = () => {
      cleanup();
      req.body = Buffer.concat(chunks).toString("utf8");
      next();
    };
    // A body cut short by the client (aborted, reset) gets a 400 if anyone still listens.
    const onError = () => {
      cleanup();
      if (!res.headersSent) refuse(res, 400, "invalid", "The request body is incomplete.");
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}
