import compression from "compression";
import type { RequestHandler } from "express";

declare global {
  namespace Express {
    interface Locals {
      /** The answer streams media that is already compressed: send it as it is. */
      uncompressed?: boolean;
    }
  }
}

/** Compresses answers unless the route marked them with leaveUncompressed. */
export function compressAnswers(): RequestHandler {
  return compression({
    filter: (req, res) => !res.locals.uncompressed && compression.filter(req, res),
  });
}

/**
 * For routes that stream files (downloads): they arrive already compressed and are sent as
 * they arrive, so compressing would only cost time. Must run before the answer starts.
 */
export const leaveUncompressed: RequestHandler = (_req, res, next) => {
  res.locals.uncompressed = true;
  next();
};
