import { toNodeHandler } from "better-auth/node";
import express, { Router } from "express";
import type { Me } from "../../common/admin-api.js";
import { MESSAGES } from "../../common/messages.js";
import { changePasswordSchema } from "../../common/password-rules.js";
import { firstIssue } from "../../common/post-schema.js";
import { logger } from "../logger.js";
import { AUTH_BODY_LIMIT, authRoutes } from "./auth-routes.js";
import { bodyErrors, fail, noStore, requireSession, type Signed } from "./guard.js";
import { type AccountsOptions, accountsContext } from "./instance.js";

export type { AccountsOptions } from "./instance.js";

/**
 * A password change needs a sign-in within the last 5 minutes, as the hosted identity
 * provider asked for: docs/decisions/016-change-password-recent-sign-in.md
 */
export const FRESH_SESSION_MS = 5 * 60 * 1000;

/**
 * /api/auth/* (better-auth, behind our rate limits), who is signed in (/api/admin/me) and
 * the password change. The blog's admin API is in server/blog/admin-http.ts.
 */
export function accountsRouter(options: AccountsOptions = {}): Router {
  const router = Router();
  const context = accountsContext(options);

  // The token lives in local storage and travels as a bearer header; admins get no
  // cookie either. The bearer plugin reads the token from Set-Cookie before this runs.
  router.use("/api/auth", (_req, res, next) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      name.toLowerCase() === "set-cookie" ? res : setHeader(name, value);
    next();
  });
  // Only listed endpoints, each limited (one set of limiters for the life of the module),
  // bodies capped; better-auth reads the body we read.
  router.use(
    "/api/auth",
    authRoutes((req, res) => toNodeHandler(context.auth())(req, res)),
  );

  // A password change is a few bytes: the accounts cap, also for a body sent in chunks.
  const json = express.json({ limit: AUTH_BODY_LIMIT });
  router.use(["/api/admin/me", "/api/account"], noStore);

  router.get("/api/admin/me", requireSession(context), (_req, res) => {
    const account = res.locals.account as Signed;
    res.json({ email: account.email, isAdmin: account.admin } satisfies Me);
  });

  router.post("/api/account/password", requireSession(context), json, async (req, res) => {
    const account = res.locals.account as Signed;
    const parsed = changePasswordSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, "invalid", firstIssue(parsed.error));
    if (Date.now() - account.sessionCreatedAt.getTime() > FRESH_SESSION_MS) {
      // 403, not 401: the session stays valid, only this change wants a fresh sign-in.
      return fail(res, 403, "session_not_fresh", MESSAGES.staleSession);
    }
    try {
      const auth = await context.auth().$context;
      const hash = await auth.password.hash(parsed.data.newPassword);
      await auth.internalAdapter.updatePassword(account.userId, hash);
      // Every session of the account ends, this one included: the screen signs out next.
      await auth.internalAdapter.deleteUserSessions(account.userId);
      res.json({ ok: true });
    } catch (error) {
      logger.error({ err: error }, "Changing a password failed");
      fail(res, 500, "server_error", MESSAGES.passwordFailed);
    }
  });

  router.use(bodyErrors);
  return router;
}
