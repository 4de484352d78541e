import type { Server } from "node:http";
import type { Request, RequestHandler, Response } from "express";

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

const METHOD_NOT_ALLOWED = JSON.stringify({
  error: { code: "method_not_allowed", message: "This method is not allowed." },
});

/**
 * CONNECT never reaches Express: Node's server hands it to 'connect' listeners and,
 * without one, closes the connection unanswered. We are no proxy: it gets the same 405
 * as any other method no route serves.
 */
export function answerConnect(server: Server): void {
  server.on("connect", (_req, socket) => {
    socket.on("error", () => undefined);
    socket.end(
      [
        "HTTP/1.1 405 Method Not Allowed",
        `Allow: ${[...METHODS].join(", ")}`,
        "Content-Type: application/json; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(METHOD_NOT_ALLOWED)}`,
        "X-Content-Type-Options: nosniff",
        "Connection: close",
        "",
        METHOD_NOT_ALLOWED,
      ].join("\r\n"),
    );
  });
}

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

/** How long a closing connection may still deliver the client's bytes before it is cut. */
const LINGER_MS = 2_000;

/**
 * Closes the connection once the answer is out: our side first (the client reads the
 * answer and the end), then the socket, whatever the client still sends.
 */
function closeAfterAnswer(req: Request, res: Response): void {
  const close = () => {
    req.socket.end();
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  };
  if (res.writableFinished) close();
  else res.once("finish", close);
}

declare global {
  namespace Express {
    interface Locals {
      /** The body was refused (413) while the route may still be running. */
      bodyRefused?: boolean;
    }
  }
}

function tooLarge(req: Request, res: Response): void {
  res.locals.bodyRefused = true;
  if (res.headersSent) {
    closeAfterAnswer(req, res);
    return;
  }
  // The unread rest of the body must not be drained: close the connection instead.
  res.set("Connection", "close");
  closeAfterAnswer(req, res);
  refuse(res, 413, "too_large", "The request is too large.");
}

/**
 * Counts a chunked body's bytes as Node's parser hands them over, before any reader sees
 * them, so a body without a declared length meets the same cap as a declared one: past
 * it, 413 at once and the connection closes, with nothing beyond the cap buffered. A route
 * that answers without reading such a body (a 401, a page's 405) closes the connection
 * too, rather than read an endless body to keep it. (A declared body is framed by its
 * length: what a route leaves unread is at most the cap, drained as usual.)
 * body-parser's `limit` cannot take this over: after its limit error it reads the whole rest
 * of the body before it answers, so a chunked body that never ends is never answered.
 * Why: docs/decisions/053-slow-bodies-and-connections.md
 */
function capChunkedBody(req: Request, res: Response, limit: number): void {
  let size = 0;
  const push = req.push.bind(req);
  req.push = ((chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null || chunk === undefined) return push(chunk, encoding);
    size += (chunk as Buffer).length;
    if (size <= limit) return push(chunk, encoding);
    req.push = () => false;
    tooLarge(req, res);
    return false;
  }) as typeof req.push;
  res.once("finish", () => {
    if (!req.complete) closeAfterAnswer(req, res);
  });
}

/**
 * Malformed requests answer 4xx here instead of 500 deeper down: a method no route
 * serves, a missing or malformed Host, a target that is not a plain path (absolute-form,
 * `*`), a non-canonical path, and a body over its route's cap (413): refused before any
 * of it is read when declared, counted as it arrives when sent in chunks.
 */
export function requestGuard(limits: readonly BodyLimit[]): RequestHandler {
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      res.set("Allow", [...METHODS].join(", "));
      return res.status(405).type("json").send(METHOD_NOT_ALLOWED);
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
    const limit = bodyLimitFor(path, limits);
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) return tooLarge(req, res);
    if (req.headers["transfer-encoding"] !== undefined) capChunkedBody(req, res, limit);
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
      tooLarge(req, res);
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
