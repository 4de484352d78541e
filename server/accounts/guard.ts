import { fromNodeHeaders } from "better-auth/node";
import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { MESSAGES } from "../../common/messages.js";
import { bodyFailure } from "../web/body-errors.js";
import type { AccountsContext } from "./instance.js";
import { findAccount, isAdmin } from "./roles.js";

/** The signed-in account a guarded handler finds in `res.locals.account`. */
export interface Signed {
  userId: string;
  email: string;
  sessionCreatedAt: Date;
  admin: boolean;
}

declare global {
  namespace Express {
    interface Locals {
      account?: Signed;
    }
  }
}

/** Every refusal of the accounts and admin APIs has this shape (common/admin-api.ts). */
export function fail(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}

/** The account behind the request's bearer token: 401 without a live session. */
export function requireSession(context: AccountsContext): RequestHandler {
  return async (req, res, next) => {
    const result = await context.auth().api.getSession({ headers: fromNodeHeaders(req.headers) });
    const account = result ? await findAccount(context.db(), result.user.id) : null;
    if (!result || !account) return fail(res, 401, "unauthorized", MESSAGES.sessionEnded);
    res.locals.account = {
      userId: result.user.id,
      email: account.email,
      sessionCreatedAt: new Date(result.session.createdAt),
      admin: isAdmin(account, context.config().adminEmails),
    };
    next();
  };
}

/** After requireSession: 403 unless the account is an admin (docs/decisions/011-admin-only-writes.md). */
export const requireAdmin: RequestHandler = (_req, res, next) => {
  if (!res.locals.account?.admin) return fail(res, 403, "forbidden", MESSAGES.noPermission);
  next();
};

/** Admin answers are per account: never kept by a browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/**
 * A body the parsers refused: 413 when over its cap, 415 in an encoding or charset they do not
 * read, 400 when it is not JSON or does not decode.
 */
export const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const failure = bodyFailure(error);
  if (failure === "too_large") return fail(res, 413, "too_large", "The request is too large.");
  if (failure === "unsupported")
    return fail(res, 415, "unsupported", "The request body's encoding is not supported.");
  if (failure) return fail(res, 400, "invalid", "The request is not valid JSON.");
  next(error);
};
