import type { Request, RequestHandler, Response } from "express";
import { getConfig } from "../config.js";
import type { Db } from "../db/index.js";
import { logger } from "../logger.js";
import { lookupLimit } from "../media/index.js";
import { type LimitState, ratelimitHeaders, tooManyRequests } from "../web/rate-limit.js";
import { readCredential } from "./credentials.js";
import { findApiKey, KEY_PATTERN, noteUse } from "./keys.js";
import { type ScreenPass, screenPass } from "./screen-sessions.js";
import { apiSettings } from "./settings.js";

/** Why a lookup was refused before it was counted. */
export type Refusal =
  /** No key, and API_KEYS_REQUIRED is on. */
  | "missing"
  /** A credential header that holds no key of ours in the right shape. */
  | "invalid"
  /** A key of the right shape that is unknown or revoked. */
  | "not_found"
  /** The site's screen sent a session that ended (spent, expired, from another address). */
  | "ended";

export interface GateOptions {
  db: () => Db;
  /**
   * With API_KEYS_REQUIRED, how a caller without a key may go on all the same: the site's own
   * screens, with a session bought by a proof of work.
   */
  screen?: (req: Request, cost?: number) => Promise<ScreenPass>;
  /** The refusal in the route's own protocol. */
  refuse(res: Response, refusal: Refusal): void;
  /** A caller whose address has spent its lookups, in the route's own protocol (429). */
  refuseSpent(res: Response, state: LimitState): void;
}

/**
 * Checks the key a lookup presents before anything is counted: a known key in force is
 * noted in `res.locals.apiKey` (its own limit then applies, and its download links live
 * API_TUNNEL_TTL_SECONDS); a key that is malformed, unknown or revoked is refused, never
 * treated as no key; no key goes on as a visitor unless API_KEYS_REQUIRED.
 * Why: docs/decisions/044-public-api.md
 */
export function keyGate({ db, screen, refuse, refuseSpent }: GateOptions): RequestHandler {
  return async (req, res, next) => {
    const settings = apiSettings.of(getConfig());
    const credential = readCredential(req);
    if (credential.kind === "none") {
      if (!settings.keysRequired) return next();
      const pass = screen ? await screen(req) : "missing";
      if (pass !== "ok") return refuse(res, pass);
      // A batch spends the session's lookups for its other links once it has read them
      // (docs/decisions/074-several-links-at-once.md).
      if (screen) res.locals.moreLookups = async (count) => (await screen(req, count)) === "ok";
      return next();
    }
    // Before any database work, the key is counted against its caller's address as a
    // lookup; a burst of made-up keys is answered 429 like a burst of lookups, and a key in
    // force gives the lookup back. Why: docs/decisions/064-bounded-work-and-closed-doors.md
    const lent = await lookupLimit.lend(req);
    if (lent.refused) return refuseSpent(res, lent);
    if (credential.kind === "malformed" || !KEY_PATTERN.test(credential.secret)) {
      return refuse(res, "invalid");
    }
    const key = await findApiKey(db(), credential.secret);
    if (!key) return refuse(res, "not_found");
    await lookupLimit.giveBack(req);
    res.locals.apiKey = key;
    res.locals.tunnelTtlSeconds = settings.tunnelTtlSeconds;
    // The lookup does not wait for the bookkeeping.
    noteUse(db(), key.id).catch((error: unknown) => {
      logger.warn({ err: error }, "api: noting a key's last use failed");
    });
    next();
  };
}

const OWN_MESSAGES: Record<Refusal, string> = {
  missing: "This API needs a key: send it as Authorization: Bearer <key>.",
  invalid: "This is not an API key of this site. Send it as Authorization: Bearer <key>.",
  not_found: "This API key is unknown or has been revoked.",
  ended: "This page's lookup session has ended. Please try again.",
};

/** The refusal of this site's own API (/api/resolve): 401 with its JSON error. */
export function refuseOwn(res: Response, refusal: Refusal): void {
  res
    .status(401)
    .set({ "WWW-Authenticate": 'Bearer realm="api"', "Cache-Control": "no-store" })
    .json({
      error: {
        code:
          refusal === "missing"
            ? "api_key_required"
            : refusal === "ended"
              ? "screen_session_ended"
              : "invalid_api_key",
        message: OWN_MESSAGES[refusal],
      },
    });
}

/** Past the address's lookups: this site's 429 with its rate-limit fields. */
export function refuseOwnSpent(res: Response, state: LimitState): void {
  ratelimitHeaders(res, state);
  tooManyRequests(res, state.resetSeconds * 1000);
}

/**
 * The lookups of /api/resolve: the site's own screens may go on without a key, with a session
 * their proof of work bought. Why: docs/decisions/063-screen-proof-of-work.md
 */
export function resolveGate(db: () => Db): RequestHandler {
  return keyGate({ db, screen: screenPass, refuse: refuseOwn, refuseSpent: refuseOwnSpent });
}
