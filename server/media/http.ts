import express, {
  type ErrorRequestHandler,
  type RequestHandler,
  type Response,
  Router,
} from "express";
import type {
  CollectionResponse,
  ResolveErrorBody,
  ResolveResponse,
} from "../../common/media-api.js";
import { resolveRequestSchema } from "../../common/media-api-schema.js";
import { logger } from "../logger.js";
import { onShutdown } from "../shutdown.js";
import { bodyFailure } from "../web/body-errors.js";
import { leaveUncompressed } from "../web/compression.js";
import {
  type LimitState,
  rateLimit,
  ratelimitHeaders,
  tooManyRequests,
} from "../web/rate-limit.js";
import { BATCH_BODY_LIMIT, batchRoute } from "./batch/http.js";
import { listCollection } from "./collections.js";
import { closeAgents, type Kind, MediaError, parseLink, resolveMedia } from "./index.js";
import { lookupLimit } from "./lookup-limit.js";
import { BATCH_ZIP_BODY_LIMIT, batchArchiveHandler } from "./tunnel/batch-zip.js";
import { tunnelHandler } from "./tunnel/handler.js";
import { measureTransfer } from "./tunnel/transfers.js";
import { archiveHandler } from "./tunnel/zip.js";

let registered = false;

declare global {
  namespace Express {
    interface Locals {
      /**
       * How long this answer's download links live, when not TUNNEL_TTL_SECONDS (API callers
       * get their own). Why: docs/decisions/044-public-api.md
       */
      tunnelTtlSeconds?: number;
      /**
       * With API_KEYS_REQUIRED, a screen's lookup session: spends `count` more of its lookups
       * (a batch's other links), false when it has not that many left.
       * Why: docs/decisions/074-several-links-at-once.md
       */
      moreLookups?: (count: number) => Promise<boolean>;
    }
  }
}

/** Lookup answers are the caller's own, and short-lived: never kept by a cache. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};
/** The IETF rate-limit fields on every answer, and 429 past the limit. */
const limitLookups: express.RequestHandler = async (req, res, next) => {
  const state: LimitState = await lookupLimit(req, res);
  ratelimitHeaders(res, state);
  if (state.refused) return tooManyRequests(res, state.resetSeconds * 1000);
  next();
};

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
  const failure = bodyFailure(error);
  if (failure === "too_large") {
    res.status(413).json({
      error: { code: "too_large", message: "The request is too large." },
    } satisfies ResolveErrorBody);
  } else if (failure) {
    // Not JSON, an encoding or charset the parser does not read, a body that does not decode.
    res.status(400).json(new MediaError("invalid_request").toJSON());
  } else {
    // The error's name only: its message could quote the pasted link.
    logger.error({ err: error }, "media: resolve failed");
    res.status(424).json(new MediaError("upstream_failed").toJSON());
  }
};

/**
 * The link and the kind a lookup asks for. The link is checked first (a link that is not one,
 * or of no platform we read, says so whatever the kind), a missing or wrong field is named,
 * and without a kind the link's own is asked, as the screens do.
 * Why: docs/decisions/067-visitor-sentences-are-codes.md
 */
function lookupRequest(body: unknown): { url: string; kind: Kind | undefined } {
  const given = (
    typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}
  ) as Record<string, unknown>;
  if (given.url === undefined || given.url === null) {
    throw new MediaError("invalid_request", "field_missing", { field: "url" });
  }
  if (typeof given.url !== "string") {
    throw new MediaError("invalid_request", "field_invalid", { field: "url" });
  }
  parseLink(given.url);
  const parsed = resolveRequestSchema.safeParse(given);
  // The link is a string and a link we read: only the kind can be wrong.
  if (!parsed.success) throw new MediaError("invalid_request", "kind_invalid");
  return { url: parsed.data.url, kind: parsed.data.kind };
}

/** A link and its kind: a few hundred bytes; the request guard counts to the same cap. */
export const RESOLVE_BODY_LIMIT = 4 * 1024;

/**
 * A lookup's answer, as `res.json` writes it but without the ETag Express derives from every
 * body it sends (a SHA-1 of the whole answer): an answer to a POST, marked no-store, is never
 * asked for again by its tag.
 */
function answerJson(res: Response, body: unknown): void {
  res.type("json").end(JSON.stringify(body));
}

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
  // A lookup: one of the caller's lookups, a JSON body whatever its type says, never cached.
  const lookup: RequestHandler[] = [
    limitLookups,
    express.json({ limit: RESOLVE_BODY_LIMIT, type: () => true }),
    noStore,
  ];

  router.post("/api/resolve", ...lookup, async (req, res) => {
    // Express 5 hands a rejected promise to onResolveError below.
    const { url, kind } = lookupRequest(req.body);
    const lifetime = res.locals.tunnelTtlSeconds;
    const answer = await resolveMedia(url, kind, lifetime ? { tunnelTtlSeconds: lifetime } : {});
    answerJson(res, answer satisfies ResolveResponse);
  });
  // Several links in one request: each a lookup of the caller's limit, answered row by row.
  // Why: docs/decisions/074-several-links-at-once.md
  router.post(
    "/api/resolve/batch",
    express.json({ limit: BATCH_BODY_LIMIT, type: () => true }),
    batchRoute,
  );
  router.use("/api/resolve", onResolveError);

  // A page of a playlist: one lookup of the caller's limit. Why: docs/decisions/075-collections.md
  router.post("/api/collection", ...lookup, async (req, res) => {
    const body = (typeof req.body === "object" && req.body !== null ? req.body : {}) as {
      url?: unknown;
      page?: unknown;
    };
    if (body.url === undefined || body.url === null) {
      throw new MediaError("invalid_request", "field_missing", { field: "url" });
    }
    const lifetime = res.locals.tunnelTtlSeconds;
    res.json(
      (await listCollection(
        body.url,
        body.page,
        lifetime ? { tunnelTtlSeconds: lifetime } : {},
      )) satisfies CollectionResponse,
    );
  });
  router.use("/api/collection", onResolveError);

  // Several links' files in one ZIP: a form (or JSON) listing their download links, so a page
  // can save it as a download. Why: docs/decisions/076-batch-zip.md
  router.post(
    "/api/tunnel/batch",
    streamed,
    rateLimit("tunnel-batch", { points: 30, durationSeconds: 60 }),
    express.urlencoded({ limit: BATCH_ZIP_BODY_LIMIT, extended: false, parameterLimit: 1000 }),
    express.json({ limit: BATCH_ZIP_BODY_LIMIT }),
    batchArchiveHandler,
  );
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
