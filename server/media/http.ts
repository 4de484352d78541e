import express, { type ErrorRequestHandler, Router } from "express";
import type { ResolveErrorBody, ResolveResponse } from "../../common/media-api.js";
import { logger } from "../logger.js";
import { onShutdown } from "../shutdown.js";
import { leaveUncompressed } from "../web/compression.js";
import { rateLimit } from "../web/rate-limit.js";
import { closeAgents, KINDS, type Kind, MediaError, resolveMedia } from "./index.js";
import { tunnelHandler } from "./tunnel/handler.js";
import { measureTransfer } from "./tunnel/transfers.js";
import { archiveHandler } from "./tunnel/zip.js";

let registered = false;

/**
 * Every failure of POST /api/resolve answers in its error format: body-parser failures
 * (malformed JSON, too large), the resolver's MediaErrors and anything unexpected.
 */
const onResolveError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof MediaError) {
    if (error.retryAfterSeconds !== undefined)
      res.set("Retry-After", String(error.retryAfterSeconds));
    res.status(error.status).json(error.toJSON());
    return;
  }
  const { status, type } = (typeof error === "object" && error !== null ? error : {}) as {
    status?: unknown;
    type?: unknown;
  };
  if (type === "entity.too.large") {
    res.status(413).json({
      error: { code: "too_large", message: "The request is too large." },
    } satisfies ResolveErrorBody);
  } else if (type === "entity.parse.failed" || status === 400) {
    res.status(400).json(new MediaError("invalid_request").toJSON());
  } else if (typeof type === "string") {
    // Other body-parser refusals (charset, encoding) keep Express's own answer.
    next(error);
  } else {
    // The error's name only: its message could quote the pasted link.
    logger.error({ err: error }, "media: resolve failed");
    res.status(424).json(new MediaError("upstream_failed").toJSON());
  }
};

/** A link and its kind: a few hundred bytes; the request guard counts to the same cap. */
export const RESOLVE_BODY_LIMIT = 4 * 1024;

/** /api/resolve and /api/tunnel/:token */
export function mediaRouter(): Router {
  if (!registered) {
    registered = true;
    onShutdown(closeAgents);
  }
  const router = Router();
  // Downloads stream as they arrive and are already compressed media: sent as they are,
  // and measured as transfers.
  const streamed = [leaveUncompressed, measureTransfer];

  router.post(
    "/api/resolve",
    rateLimit("resolve", { points: 30, durationSeconds: 60 }),
    express.json({ limit: RESOLVE_BODY_LIMIT, type: () => true }),
    async (req, res) => {
      // Express 5 hands a rejected promise to onResolveError below.
      res.set("Cache-Control", "no-store");
      const body: unknown = req.body;
      const { url, kind } = (typeof body === "object" && body !== null ? body : {}) as {
        url?: unknown;
        kind?: unknown;
      };
      if (!KINDS.includes(kind as Kind)) {
        throw new MediaError(
          "invalid_request",
          "Choose what to download: reel, story, post or audio.",
        );
      }
      res.json((await resolveMedia(url, kind as Kind)) satisfies ResolveResponse);
    },
  );
  router.use("/api/resolve", onResolveError);

  router.get(
    "/api/tunnel/zip/:token",
    streamed,
    // Each archive is many files: fewer of them than single downloads.
    rateLimit("tunnel-zip", { points: 30, durationSeconds: 60 }),
    archiveHandler,
  );
  router.get(
    "/api/tunnel/:token",
    streamed,
    rateLimit("tunnel", { points: 300, durationSeconds: 60 }),
    tunnelHandler,
  );
  return router;
}
