import cluster from "node:cluster";
import { createHmac } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { getConfig } from "../config.js";
import { getOrMake } from "../get-or-make.js";
import { logger } from "../logger.js";
import { onShutdown } from "../shutdown.js";
import { rateLimitRefusals } from "./metrics.js";

/** How long a command to Redis (rate limits, page-cache messages) may wait for its answer. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

let redis: Redis | undefined;

function sharedRedis(url: string): Redis {
  if (!redis) {
    // A Redis that stops answering must not hold requests: a command gets a second, then the
    // limiter's own fallback answers. Why: docs/decisions/041-probes-and-timeouts.md
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    // Connection trouble is reported once per state change, never with request data.
    client.on("error", (error: Error) =>
      logger.error({ err: error }, "Redis (rate limits) failed"),
    );
    onShutdown(async () => {
      await client.quit().catch(() => client.disconnect());
    });
    redis = client;
  }
  return redis;
}

/**
 * Connects the shared store before the first request, so an instance counts in Redis
 * from the start rather than in its in-process fallback while the connection opens.
 * Gives up waiting after `timeoutMs`: limits then start in memory and move to Redis
 * once it answers.
 */
export async function connectRateLimitStore(timeoutMs = 5000): Promise<void> {
  const { redisUrl } = getConfig();
  if (!redisUrl) return;
  const client = sharedRedis(redisUrl);
  if (client.status === "ready") return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once("ready", done);
  });
  // Read again: the status changed while we waited, which narrowing cannot see.
  const status: string = client.status;
  if (status !== "ready")
    logger.warn("Redis (rate limits) not ready; limiting in memory meanwhile");
}

/**
 * What a visitor is counted by: an IPv4 address (also when IPv4-mapped), or the /64
 * of an IPv6 address, since one subscriber is handed a whole /64 and could otherwise
 * take a fresh address for every request. Why: docs/decisions/025-request-hardening.md
 */
export function visitorAddress(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return "unknown";
  const parsed = ipaddr.parse(ip);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/**
 * A salted one-way hash. The salt is derived from AUTH_SECRET, so keys are stable
 * across instances but useless outside them.
 */
export function hashedKey(value: string, secret = getConfig().authSecret): string {
  return createHmac("sha256", `rate-limit:${secret}`)
    .update(value)
    .digest("base64url")
    .slice(0, 22);
}

/** The visitor key: the hash of the visitor's address (or IPv6 /64), never the address. */
export function visitorKey(req: Pick<Request, "ip">, secret = getConfig().authSecret): string {
  return hashedKey(visitorAddress(req.ip), secret);
}

export interface LimitOptions {
  /** Requests allowed per window. */
  points: number;
  durationSeconds: number;
  /** JSON body sent with the 429; the default names the wait. */
  message?: string;
}

/**
 * A limiter namespaced by `name`: in Redis when REDIS_URL is set, else held by the
 * cluster primary for all workers of `npm start`, else in this process.
 * Why: docs/decisions/022-all-cores-and-rate-limits.md
 */
export function createLimiter(
  name: string,
  { points, durationSeconds }: LimitOptions,
): RateLimiterAbstract {
  const config = getConfig();
  const options = { keyPrefix: `rl:${name}`, points, duration: durationSeconds };
  if (config.redisUrl) {
    return new RateLimiterRedis({
      ...options,
      storeClient: sharedRedis(config.redisUrl),
      // If Redis is down, keep limiting in this process rather than failing open or closed.
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }
  // One count per machine, not per worker: a visitor is not allowed N times the limit.
  if (cluster.isWorker) return new RateLimiterCluster({ ...options, timeoutMs: 3000 });
  return new RateLimiterMemory(options);
}

/** Express middleware answering 429 with Retry-After once a visitor spends the window. */
export function rateLimit(name: string, options: LimitOptions): RequestHandler {
  let limiter: RateLimiterAbstract | undefined;
  return async (req, res, next) => {
    limiter ??= createLimiter(name, options);
    // The limiter rejects with a RateLimiterRes when the window is spent; anything else
    // is a failure, and Express 5 passes a rejected promise on to the error handler.
    const spent = await limiter.consume(visitorKey(req)).then(
      () => undefined,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return rejection;
        throw rejection;
      },
    );
    if (!spent) return next();
    rateLimitRefusals.inc({ limiter: name });
    tooManyRequests(res, spent.msBeforeNext, options.message);
  };
}

/** The 429 answer, with Retry-After and a message naming the wait. */
export function tooManyRequests(res: Response, msBeforeNext: number, message?: string): void {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  res
    .status(429)
    .set("Retry-After", String(retryAfter))
    .json({
      error: {
        code: "rate_limited",
        message:
          message ??
          `Too many requests. Please wait ${retryAfter} second${retryAfter === 1 ? "" : "s"} and try again.`,
      },
    });
}

declare global {
  namespace Express {
    interface Locals {
      /**
       * The API key a request came with, once checked: the request is counted against the
       * key's own limit instead of the visitor's. Why: docs/decisions/044-public-api.md
       */
      apiKey?: { id: string; perMinute: number };
    }
  }
}

/** Where a caller stands in its window, as the rate-limit headers tell it. */
export interface LimitState {
  /** Requests allowed per window. */
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
  windowSeconds: number;
  /** What the caller is counted by: `key` (its API key) or `visitor` (its address). */
  policy: "key" | "visitor";
  refused: boolean;
}

function stateOf(
  res: RateLimiterRes,
  limit: number,
  windowSeconds: number,
  policy: LimitState["policy"],
): LimitState {
  return {
    limit,
    remaining: Math.max(0, limit - res.consumedPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    windowSeconds,
    policy,
    refused: res.consumedPoints > limit,
  };
}

async function spend(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  // A spent window rejects with a RateLimiterRes; anything else is a failure of the store.
  return limiter.consume(key).catch((rejection: unknown) => {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  });
}

/**
 * The limiter named `name` for the configuration in force: every route that names the same
 * limit counts in one place (in memory too, where two instances would count apart). Keyed by
 * the configuration, so each app a test builds starts afresh.
 */
const named = new WeakMap<object, Map<string, RateLimiterAbstract>>();

function namedLimiter(name: string, options: LimitOptions): RateLimiterAbstract {
  const limiters = getOrMake(named, getConfig(), () => new Map<string, RateLimiterAbstract>());
  return getOrMake(limiters, name, () => createLimiter(name, options));
}

/**
 * Spends one request of an API key's own budget, `perMinute` a minute, counted by the key's
 * id (hashed like a visitor's address, never the key itself). Keys with the same figure
 * share a limiter, each counted under its own id.
 */
export async function spendKey(id: string, perMinute: number): Promise<LimitState> {
  const limiter = namedLimiter(`api-key:${perMinute}`, { points: perMinute, durationSeconds: 60 });
  return stateOf(await spend(limiter, hashedKey(`api-key:${id}`)), perMinute, 60, "key");
}

/** A limit several routes spend together; see `sharedLimit`. */
export interface SharedLimit {
  /** Spends one request: the API key's (`res.locals.apiKey`) when there is one, else the visitor's. */
  (req: Request, res: Response): Promise<LimitState>;
  /**
   * Spends one of the visitor's requests whatever the request carries: a credential is counted
   * against its address before it is looked up, and the request given back (`giveBack`) once it
   * turns out to be a key in force. Why: docs/decisions/064-bounded-work-and-closed-doors.md
   */
  lend(req: Request): Promise<LimitState>;
  giveBack(req: Request): Promise<void>;
}

/**
 * A limit several routes spend together (the lookups of /api/resolve and /api/cobalt): per
 * visitor, or per API key when the request carries one (`res.locals.apiKey`). Each route
 * writes the headers and the refusal of its own protocol.
 */
export function sharedLimit(name: string, options: LimitOptions): SharedLimit {
  const visitor = async (req: Request): Promise<LimitState> =>
    stateOf(
      await spend(namedLimiter(name, options), visitorKey(req)),
      options.points,
      options.durationSeconds,
      "visitor",
    );
  const limit = async (req: Request, res: Response): Promise<LimitState> => {
    const key = res.locals.apiKey;
    const state = key ? await spendKey(key.id, key.perMinute) : await visitor(req);
    if (state.refused) rateLimitRefusals.inc({ limiter: key ? "api-key" : name });
    return state;
  };
  return Object.assign(limit, {
    async lend(req: Request) {
      const state = await visitor(req);
      if (state.refused) rateLimitRefusals.inc({ limiter: name });
      return state;
    },
    async giveBack(req: Request) {
      await namedLimiter(name, options).reward(visitorKey(req), 1);
    },
  });
}

/**
 * The IETF fields (draft-ietf-httpapi-ratelimit-headers since draft 08): the policy, then
 * what is left of it and when it resets.
 */
export function ratelimitHeaders(res: Response, state: LimitState): void {
  res.set({
    "RateLimit-Policy": `"${state.policy}";q=${state.limit};w=${state.windowSeconds}`,
    RateLimit: `"${state.policy}";r=${state.remaining};t=${state.resetSeconds}`,
  });
}

/** The draft-6 fields cobalt sends (and its clients read). */
export function draft6RatelimitHeaders(res: Response, state: LimitState): void {
  res.set({
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.resetSeconds),
    "RateLimit-Policy": `${state.limit};w=${state.windowSeconds}`,
  });
}
