import express, { type ErrorRequestHandler, Router } from "express";
import type { ResolveErrorBody, ResolveResponse } from "../../app/lib/media-api.js";
import { registerHealthCheck } from "../http/health.js";
import { rateLimit } from "../http/rate-limit.js";
import { logger } from "../logger.js";
import { onShutdown } from "../shutdown.js";
import { MediaError } from "./errors.js";
import { ffmpegAvailable } from "./ffmpeg.js";
import { KINDS, type Kind } from "./links.js";
import { closeAgents } from "./net.js";
import { resolveMedia } from "./resolve.js";
import { tunnelHandler } from "./tunnel.js";

let registered = false;

/** /api/resolve and /api/tunnel/:token */
export function mediaRouter(): Router {
  if (!registered) {
    registered = true;
    registerHealthCheck("ffmpeg", () => ffmpegAvailable());
    onShutdown(closeAgents);
  }
  const router = Router();

  router.post(
    "/api/resolve",
    rateLimit("resolve", { points: 30, durationSeconds: 60 }),
    express.json({ limit: "4kb", type: () => true }),
    async (req, res) => {
      res.set("Cache-Control", "no-store");
      const body: unknown = req.body;
      const { url, kind } = (typeof body === "object" && body !== null ? body : {}) as {
        url?: unknown;
        kind?: unknown;
      };
      try {
        if (!KINDS.includes(kind as Kind)) {
          throw new MediaError(
            "invalid_request",
            "Choose what to download: reel, story, post or audio.",
          );
        }
        const items = await resolveMedia(url, kind as Kind);
        res.json({ items } satisfies ResolveResponse);
      } catch (error) {
        const failure = error instanceof MediaError ? error : new MediaError("upstream_failed");
        if (!(error instanceof MediaError)) {
          logger.error({ err: error }, "media: resolve failed");
        }
        res.status(failure.status).json(failure.toJSON());
      }
    },
  );

  router.get(
    "/api/tunnel/:token",
    rateLimit("tunnel", { points: 300, durationSeconds: 60 }),
    tunnelHandler,
  );

  // Body-parser failures (malformed JSON, too large) answer in the resolve error format.
  const onBodyError: ErrorRequestHandler = (
    error: { status?: number; type?: string },
    _req,
    res,
    next,
  ) => {
    if (error.type === "entity.too.large") {
      res.status(413).json({
        error: { code: "too_large", message: "The request is too large." },
      } satisfies ResolveErrorBody);
    } else if (error.type === "entity.parse.failed" || error.status === 400) {
      res.status(400).json(new MediaError("invalid_request").toJSON());
    } else next(error);
  };
  router.use("/api/resolve", onBodyError);
  return router;
}
