import type { RequestHandler } from "express";
import helmet from "helmet";
import { freshBytes } from "../fresh-bytes.js";

declare global {
  namespace Express {
    interface Locals {
      /** Per-response CSP nonce for the framework's inline hydration scripts. */
      nonce: string;
    }
  }
}

/**
 * Security headers for every response. The CSP allows only our own origin plus the
 * per-request nonce that React Router's inline scripts carry. Inline style attributes
 * stay allowed: the rich-text editor and its stored output use them.
 */
export function securityHeaders({
  dev,
  https = false,
}: {
  dev: boolean;
  /** PUBLIC_URL is https: browsers are told to come back only over HTTPS (HSTS). */
  https?: boolean;
}): RequestHandler[] {
  const nonces = new WeakMap<object, string>();
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = freshBytes(16).toString("base64");
    nonces.set(res, res.locals.nonce);
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "base-uri": ["'self'"],
            "script-src": ["'self'", (_req, res) => `'nonce-${nonces.get(res)}'`],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:", "blob:"],
            "media-src": ["'self'", "blob:"],
            "font-src": ["'self'", "data:"],
            "connect-src": ["'self'"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
            "object-src": ["'none'"],
            "manifest-src": ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Only when the public address is https: on plain http it would lock visitors out.
    // Why: docs/decisions/025-request-hardening.md
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  return [nonce, headers];
}

/**
 * Privacy promise: no cookies, for anyone. Admins carry a bearer token instead; the accounts
 * router also drops better-auth's own cookies, for when it runs without this app.
 */
export const noCookies: RequestHandler = (_req, res, next) => {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() === "set-cookie") return res;
    return setHeader(name, value);
  };
  next();
};
