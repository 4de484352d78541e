import type { RequestHandler, Response } from "express";
import { RouterContextProvider } from "react-router";
import {
  malformedPathContext,
  nonceContext,
  wholeDocumentContext,
} from "../../common/request-context.js";

declare global {
  namespace Express {
    interface Locals {
      /** The page path did not decode; React Router sees it with every `%` escaped. */
      malformedPath?: boolean;
    }
  }
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A page path with a `%` that does not decode (`/blogs/50%off`) would be refused as JSON by
 * the request guard, or make Express's route parameters throw and React Router warn on the
 * console. Instead the path goes on with every `%` escaped, so it decodes to exactly what
 * was typed, and the root route answers 400 with the usual error screen. API paths are
 * left alone: they answer JSON.
 */
export const malformedPages: RequestHandler = (req, res, next) => {
  if (req.path.startsWith("/api/") || decodes(req.path)) return next();
  const query = req.originalUrl.indexOf("?");
  const path = query === -1 ? req.originalUrl : req.originalUrl.slice(0, query);
  const rest = query === -1 ? "" : req.originalUrl.slice(query);
  req.url = req.originalUrl = `${path.replaceAll("%", "%25")}${rest}`;
  res.locals.malformedPath = true;
  next();
};

/**
 * React Router's typed request context (the `future.v8_middleware` form of the load
 * context): whatever calls the React Router handler passes one of these.
 */
export function routerContext(values: {
  nonce: string | undefined;
  malformedPath?: boolean;
  wholeDocument?: boolean;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, values.nonce);
  context.set(malformedPathContext, values.malformedPath === true);
  context.set(wholeDocumentContext, values.wholeDocument === true);
  return context;
}

/** The context of a page request, from what the Express middleware found. */
export function pageContext(res: Response): RouterContextProvider {
  return routerContext({ nonce: res.locals.nonce, malformedPath: res.locals.malformedPath });
}
