import type { RequestHandler } from "express";

/** What a script on another origin may read of an answer: limits, waits and file sizes. */
const EXPOSED = [
  "RateLimit",
  "RateLimit-Policy",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "Retry-After",
  "Content-Disposition",
  "Content-Length",
  "Content-Range",
  "Accept-Ranges",
  "Estimated-Content-Length",
].join(", ");

/**
 * CORS for API callers: any origin may call the lookups, the tunnel and the document, with
 * no credentials mode (keys travel in a header the caller sets; visitors have no cookies).
 * A page on another site spends its visitors' own limits, and with API_KEYS_REQUIRED it
 * needs a key. Preflights are answered here. Why: docs/decisions/044-public-api.md
 */
export const apiCors: RequestHandler = (req, res, next) => {
  res.set({ "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSED });
  if (req.method !== "OPTIONS") return next();
  res
    .set({
      "Access-Control-Allow-Methods": "GET, HEAD, POST, OPTIONS",
      "Access-Control-Allow-Headers": "Authorization, X-API-Key, Content-Type, Accept, Range",
      "Access-Control-Max-Age": "600",
    })
    .status(204)
    .end();
};

/** The paths API callers reach. */
export const CORS_PATHS = [
  "/api/resolve",
  "/api/collection",
  "/api/cobalt",
  "/api/tunnel",
  "/api/openapi.json",
];
