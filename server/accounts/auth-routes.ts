import { type RequestHandler, Router } from "express";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimitRefusals } from "../web/metrics.js";
import { createLimiter, hashedKey, rateLimit, tooManyRequests } from "../web/rate-limit.js";
import { readCappedBody } from "../web/request-guard.js";

/** The cap for JSON sent to the accounts API (sign-in, sign-up, reset, password). */
export const AUTH_BODY_LIMIT = 8 * 1024;

/**
 * The only better-auth endpoints reachable from outside, each behind its limit. The
 * table is looked up by the normalised path (lower case, no trailing slash; dot
 * segments and doubled slashes never get here), so no spelling better-auth would still
 * serve escapes its limit. Anything else under /api/auth answers 404, better-auth's own
 * change-password included. Why: docs/decisions/025-request-hardening.md
 */
const limits = {
  signIn: rateLimit("auth-sign-in", { points: 10, durationSeconds: 300 }),
  signUp: rateLimit("auth-sign-up", { points: 5, durationSeconds: 3600 }),
  mail: rateLimit("auth-mail", { points: 5, durationSeconds: 3600 }),
  reset: rateLimit("auth-reset", { points: 10, durationSeconds: 3600 }),
  session: rateLimit("auth-session", { points: 30, durationSeconds: 60 }),
};

/** Failed sign-ins per account (any visitor) before it must wait, and for how long. */
export const ACCOUNT_SIGN_IN = { points: 10, durationSeconds: 900 };

let accountLimiter: RateLimiterAbstract | undefined;

function emailOf(body: unknown, contentType: string | undefined): string | null {
  if (typeof body !== "string" || body === "") return null;
  let email: unknown;
  if (contentType?.startsWith("application/x-www-form-urlencoded")) {
    email = new URLSearchParams(body).get("email");
  } else {
    try {
      email = (JSON.parse(body) as { email?: unknown } | null)?.email;
    } catch {
      return null;
    }
  }
  return typeof email === "string" ? email.trim().toLowerCase() : null;
}

/**
 * The per-account throttle beside the per-visitor one: each attempt takes a point at
 * once (so parallel guesses cannot all pass), a success clears the account's count and
 * an answer that was no guess (a malformed request) gives the point back.
 */
const throttleAccount: RequestHandler = async (req, res, next) => {
  const email = emailOf(req.body, req.headers["content-type"]);
  if (!email) return next();
  accountLimiter ??= createLimiter("auth-sign-in-account", ACCOUNT_SIGN_IN);
  const limiter = accountLimiter;
  const key = hashedKey(`account:${email}`);
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) return next(rejection);
    rateLimitRefusals.inc({ limiter: "auth-sign-in-account" });
    return tooManyRequests(res, rejection.msBeforeNext);
  }
  res.once("finish", () => {
    const status = res.statusCode;
    if (status < 300) void limiter.delete(key).catch(() => {});
    else if (status !== 401 && status !== 403) void limiter.reward(key, 1).catch(() => {});
  });
  next();
};

const ENDPOINTS: Record<string, { method: "GET" | "POST"; limit: RequestHandler }> = {
  "/sign-in/email": { method: "POST", limit: limits.signIn },
  "/sign-up/email": { method: "POST", limit: limits.signUp },
  "/sign-out": { method: "POST", limit: limits.session },
  "/get-session": { method: "GET", limit: limits.session },
  "/verify-email": { method: "GET", limit: limits.session },
  "/request-password-reset": { method: "POST", limit: limits.mail },
  "/send-verification-email": { method: "POST", limit: limits.mail },
  "/reset-password": { method: "POST", limit: limits.reset },
};

/** Paths better-auth must refuse even if a request reached it some other way. */
export const DISABLED_AUTH_PATHS = [
  "/change-password",
  "/change-email",
  "/update-user",
  "/delete-user",
  "/set-password",
];

function normalised(path: string): string {
  return path.toLowerCase().replace(/\/+$/, "") || "/";
}

/**
 * Mount at /api/auth. `handler` is better-auth's Node handler; it receives the body
 * already read (at most AUTH_BODY_LIMIT bytes) as text, which better-call accepts.
 */
export function authRoutes(handler: RequestHandler): Router {
  const router = Router();
  router.use((req, res, next) => {
    const endpoint = ENDPOINTS[normalised(req.path)];
    const method = req.method === "HEAD" ? "GET" : req.method;
    if (!endpoint) {
      res.status(404).json({ error: { code: "not_found", message: "No such API endpoint." } });
      return;
    }
    if (endpoint.method !== method) {
      res.set("Allow", endpoint.method);
      res.status(405).json({
        error: { code: "method_not_allowed", message: "This method is not allowed." },
      });
      return;
    }
    endpoint.limit(req, res, next);
  });
  router.use(readCappedBody(AUTH_BODY_LIMIT));
  router.post("/sign-in/email", throttleAccount);
  router.use(handler);
  return router;
}
