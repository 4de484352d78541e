import type { Request, RequestHandler } from "express";
import { httpDuration, httpRequests, safeLabel } from "./metrics.js";

declare global {
  namespace Express {
    interface Locals {
      /** The matched route pattern (e.g. `/blogs/:slug`), set where Express cannot know it. */
      routePattern?: string;
    }
  }
}

/** The pattern a request matched, never its path: paths can hold slugs, tokens or links. */
function routeOf(req: Request, pattern: string | undefined): string {
  if (pattern) return safeLabel(pattern);
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === "string") {
    // An error handler mounted on the route's own path leaves that path in baseUrl too.
    const full = route.path.startsWith(req.baseUrl) ? route.path : `${req.baseUrl}${route.path}`;
    return safeLabel(full);
  }
  return "unmatched";
}

/** Counts and times every request by route pattern. Installed first so it sees every answer. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const route = routeOf(req, res.locals.routePattern);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = safeLabel(req.method);
    httpRequests.inc({ method, route, status: `${Math.floor(res.statusCode / 100)}xx` });
    httpDuration.observe({ method, route }, seconds);
  };
  res.once("finish", finish);
  res.once("close", finish);
  next();
};
