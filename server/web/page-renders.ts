import type { Request, RequestHandler, Response } from "express";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { declareSettings, getConfig, variable, wholeNumber } from "../config.js";
import { logger } from "../logger.js";
import { rateLimitRefusals } from "./metrics.js";
import { createLimiter, visitorKey } from "./rate-limit.js";

/**
 * A per-visitor limit on rendering pages: cache hits cost nothing and are not counted, but
 * a build (a page or document the cache does not hold, counted once however many wait on it),
 * or a render of a page that is never cached, holds the renderer, and one address sending
 * unknown page numbers must not hold it for everyone. Why: docs/decisions/025-request-hardening.md
 * and docs/decisions/037-crowds-and-the-render-limit.md
 */
export interface PageRenderGate {
  /** True when the visitor may have another render; otherwise it has answered 429. */
  allows(req: Request, res: Response): Promise<boolean>;
  /** The same, as middleware before a renderer. */
  middleware: RequestHandler;
}

const NAME = "page-renders";

/** PAGE_RENDERS_PER_MINUTE, read and checked with the rest of the configuration. */
export const pageRenderSettings = declareSettings(
  "page renders",
  {
    PAGE_RENDERS_PER_MINUTE: variable(wholeNumber("pages", 0), "120"),
  },
  (env) => ({ perMinute: env.PAGE_RENDERS_PER_MINUTE }),
);

let proxyWarned = false;

/**
 * Behind a proxy that TRUST_PROXY does not name, every visitor is the proxy: said once, and
 * only when it costs someone a refusal. No address is logged.
 */
function warnOfUntrustedProxy(req: Request): void {
  if (proxyWarned || !req.headers["x-forwarded-for"] || getConfig().trustProxy !== false) return;
  proxyWarned = true;
  logger.warn(
    "Page renders refused for a visitor whose requests carry X-Forwarded-For while TRUST_PROXY is off: every visitor behind that proxy or CDN shares one budget. Name the proxy in TRUST_PROXY (docs/configuration.md).",
  );
}

function refuse(res: Response, msBeforeNext: number): void {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  res
    .status(429)
    .set({ "Retry-After": String(seconds), "Cache-Control": "no-store" })
    .type("text/plain")
    .send(
      `Too many requests. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
    );
}

/** `perMinute` renders per visitor per minute; 0 lets every render through. */
export function pageRenderGate(perMinute: number): PageRenderGate {
  let limiter: RateLimiterAbstract | undefined;
  const allows = async (req: Request, res: Response): Promise<boolean> => {
    if (perMinute <= 0) return true;
    limiter ??= createLimiter(NAME, { points: perMinute, durationSeconds: 60 });
    try {
      await limiter.consume(visitorKey(req));
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      rateLimitRefusals.inc({ limiter: NAME });
      warnOfUntrustedProxy(req);
      refuse(res, rejection.msBeforeNext);
      return false;
    }
  };
  return {
    allows,
    middleware: async (req, res, next) => {
      if (await allows(req, res)) next();
    },
  };
}
