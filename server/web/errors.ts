import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "../logger.js";

/** Mounted at /api after every router: an API path no route answered. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: { code: "not_found", message: "No such API endpoint." } });
};

/** The last error handler: a JSON answer with the error's own 4xx status, else 500. */
export const jsonErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const status = (error as { status?: number }).status ?? 500;
  // A body refused with 413 as it arrived: the route, still running, found the answer gone.
  const refusedBody = res.headersSent && res.locals.bodyRefused === true;
  // Log our failures, not a client's bad request (an undecodable `%` in an API path, a body
  // over its cap), and never the request itself: its URL may hold a pasted link.
  if (!(status >= 400 && status < 500) && !refusedBody) {
    logger.error({ err: error }, "Unhandled server error");
  }
  if (res.headersSent) return res.destroy();
  res.status(status >= 400 && status < 600 ? status : 500).json({
    error: {
      code: status === 413 ? "too_large" : "server_error",
      message: "Something went wrong.",
    },
  });
};
