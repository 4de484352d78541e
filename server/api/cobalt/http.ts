import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { getConfig } from "../../config.js";
import type { Db } from "../../db/index.js";
import { logger } from "../../logger.js";
import {
  lookupLimit,
  MediaError,
  PLATFORMS,
  parseLink,
  platformOf,
  platformReadingHost,
  resolveMedia,
} from "../../media/index.js";
import { bodyFailure } from "../../web/body-errors.js";
import { draft6RatelimitHeaders, type LimitState } from "../../web/rate-limit.js";
import { keyGate, type Refusal } from "../gate.js";
import {
  type Answer,
  cobaltCritical,
  cobaltError,
  kindFor,
  lookupError,
  serviceName,
  toCobalt,
} from "./answer.js";
import { cobaltRequestSchema } from "./schema.js";

/** cobalt's path, with or without the trailing slash. */
export const COBALT_PATHS = ["/api/cobalt", "/api/cobalt/"];
/** cobalt reads at most 1 KiB; a long link and every field fit in 4. */
export const COBALT_BODY_LIMIT = 4 * 1024;
/** The cobalt version whose protocol this endpoint follows (imputnet/cobalt a636575b). */
export const COBALT_VERSION = "11.7.1";

const started = Date.now();

function send(res: express.Response, { status, body, retryAfter }: Answer): void {
  if (retryAfter !== undefined) res.set("Retry-After", String(retryAfter));
  res.status(status).set("Cache-Control", "no-store").json(body);
}

const AUTH_CODES: Record<Refusal, string> = {
  missing: "auth.key.missing",
  invalid: "auth.key.invalid",
  not_found: "auth.key.not_found",
  // No screen of ours speaks cobalt's protocol: a session is no key there.
  ended: "auth.key.missing",
};

/** cobalt's own header rule for JSON bodies (an `Accept` is not required here). */
const contentType: RequestHandler = (req, res, next) => {
  if (!/^application\/json(?:\s*;.*)?$/i.test(req.get("content-type") ?? "")) {
    return send(res, cobaltError("header.content_type"));
  }
  next();
};

/** cobalt's refusal past the limit, with its draft-6 fields. */
function refuseSpent(res: express.Response, state: LimitState): void {
  draft6RatelimitHeaders(res, state);
  res.set("Retry-After", String(state.resetSeconds));
  send(res, cobaltError("rate_exceeded", { limit: state.windowSeconds }, 429));
}

const limit: RequestHandler = async (req, res, next) => {
  const state = await lookupLimit(req, res);
  if (state.refused) return refuseSpent(res, state);
  draft6RatelimitHeaders(res, state);
  next();
};

/**
 * A body the parser could not read (not JSON, too large, an encoding that does not decode):
 * cobalt's `invalid_body`, as cobalt answers every body it cannot read.
 */
const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (bodyFailure(error)) return send(res, cobaltError("invalid_body"));
  logger.error({ err: error }, "cobalt protocol: lookup failed");
  send(res, cobaltCritical());
};

/** `link.invalid` for a host no platform reads, `link.unsupported` for one it does. */
function linkRefusal(url: string): Answer {
  let host = "";
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`).hostname;
  } catch {
    return cobaltError("invalid_body");
  }
  const platform = platformReadingHost(host.toLowerCase());
  return platform
    ? cobaltError("link.unsupported", { service: serviceName(platform.name) })
    : cobaltError("link.invalid");
}

async function lookUp(body: unknown, tunnelTtlSeconds: number | undefined): Promise<Answer> {
  const given = (typeof body === "object" && body !== null ? body : {}) as { url?: unknown };
  if (!given.url) return cobaltError("link.missing");
  const parsed = cobaltRequestSchema.safeParse(body);
  if (!parsed.success) return cobaltError("invalid_body");
  const request = parsed.data;
  let link: ReturnType<typeof parseLink>;
  try {
    link = parseLink(request.url);
  } catch (error) {
    if (error instanceof MediaError && error.code === "invalid_url") {
      return cobaltError("invalid_body");
    }
    return linkRefusal(request.url.trim());
  }
  const platform = platformOf(link);
  const config = getConfig();
  try {
    // A key's links live API_TUNNEL_TTL_SECONDS (set by the gate); a caller without one is a
    // visitor, whose links live as the site's own. Why: docs/decisions/064-bounded-work-and-closed-doors.md
    const answer = await resolveMedia(
      link.url,
      kindFor(request, platform.defaultKind(link)),
      tunnelTtlSeconds ? { tunnelTtlSeconds } : {},
    );
    return toCobalt(answer, request, config.publicUrl);
  } catch (error) {
    if (error instanceof MediaError && error.serverBusy && error.retryAfterSeconds) {
      // This server's own bound on lookups in flight: cobalt's answer for its own limits.
      const busy = cobaltError("rate_exceeded", { limit: error.retryAfterSeconds }, 429);
      return { ...busy, retryAfter: error.retryAfterSeconds };
    }
    if (error instanceof MediaError) return lookupError(error.code, platform.name);
    throw error;
  }
}

/**
 * cobalt's protocol at /api/cobalt: GET tells what the instance serves, POST looks a link
 * up as cobalt would answer it. Keys, limits and the tunnel are the site's own.
 * Why: docs/decisions/045-cobalt-protocol.md
 */
export function cobaltRouter(db: () => Db): Router {
  const router = Router();
  const gate = keyGate({
    db,
    refuse: (res, refusal) => send(res, cobaltError(AUTH_CODES[refusal])),
    refuseSpent,
  });

  router.get(COBALT_PATHS, (_req, res) => {
    const { publicUrl } = getConfig();
    res.set("Cache-Control", "no-store").json({
      cobalt: {
        version: COBALT_VERSION,
        url: `${publicUrl}/api/cobalt/`,
        startTime: String(started),
        services: PLATFORMS.map((p) => serviceName(p.name)),
      },
      git: { commit: "unknown", branch: "main", remote: "reels-downloader" },
    });
  });

  router.post(
    COBALT_PATHS,
    contentType,
    gate,
    limit,
    express.json({ limit: COBALT_BODY_LIMIT, type: () => true }),
    async (req, res) => {
      send(res, await lookUp(req.body, res.locals.tunnelTtlSeconds));
    },
  );
  router.use(COBALT_PATHS, bodyErrors);
  return router;
}
