import { type RequestHandler, Router } from "express";
import { rateLimit } from "../web/rate-limit.js";
import { readCappedBody } from "../web/request-guard.js";
import { canonicalBody } from "./auth-body.js";
import { signInLock } from "./sign-in-lock.js";

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

interface Endpoint {
  method: "GET" | "POST";
  limit: RequestHandler;
  /** Takes form bodies too, as better-auth does for these two; the rest take JSON only. */
  forms?: boolean;
}

const ENDPOINTS: Record<string, Endpoint> = {
  "/sign-in/email": { method: "POST", limit: limits.signIn, forms: true },
  "/sign-up/email": { method: "POST", limit: limits.signUp, forms: true },
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
 * already read (at most AUTH_BODY_LIMIT bytes), parsed once and re-encoded as JSON
 * (auth-body.ts), so what our checks read is what better-auth reads.
 */
export function authRoutes(handler: RequestHandler): Router {
  const router = Router();
  const forms = canonicalBody(true);
  const json = canonicalBody(false);
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
    res.locals.acceptsForms = endpoint.forms === true;
    endpoint.limit(req, res, next);
  });
  router.use(readCappedBody(AUTH_BODY_LIMIT));
  router.use((req, res, next) => (res.locals.acceptsForms ? forms : json)(req, res, next));
  router.post("/sign-in/email", signInLock);
  router.use(handler);
  return router;
}
