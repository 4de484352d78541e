import { toNodeHandler } from "better-auth/node";
import express, { Router } from "express";
import type { Me } from "../../common/admin-api.js";
import { MESSAGES } from "../../common/messages.js";
import { changePasswordSchema } from "../../common/password-rules.js";
import { firstIssue } from "../../common/post-schema.js";
import { rateLimit } from "../http/rate-limit.js";
import { bodyErrors, fail, noStore, requireSession, type Signed } from "./guard.js";
import { type AccountsOptions, accountsContext } from "./instance.js";

export type { AccountsOptions } from "./instance.js";

/** A day, as better-auth's own freshAge: sensitive changes need a recent sign-in. */
const FRESH_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * One set of limiters for the life of the module: the dev server builds a fresh Express app
 * for every request, and limits that restarted with each request would limit nothing.
 */
const limits = {
  signIn: rateLimit("auth-sign-in", { points: 10, durationSeconds: 300 }),
  signUp: rateLimit("auth-sign-up", { points: 5, durationSeconds: 3600 }),
  mail: rateLimit("auth-mail", { points: 5, durationSeconds: 3600 }),
  reset: rateLimit("auth-reset", { points: 10, durationSeconds: 3600 }),
};

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
  router.post("/api/auth/sign-in/email", limits.signIn);
  router.post("/api/auth/sign-up/email", limits.signUp);
  router.post(
    ["/api/auth/request-password-reset", "/api/auth/send-verification-email"],
    limits.mail,
  );
  router.post("/api/auth/reset-password", limits.reset);
  // Mounted before any body parser: better-auth reads the raw request itself.
  router.all("/api/auth/{*splat}", (req, res) => toNodeHandler(context.auth())(req, res));

  const json = express.json({ limit: "5mb" });
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
      return fail(res, 401, "session_not_fresh", MESSAGES.staleSession);
    }
    try {
      const auth = await context.auth().$context;
      const hash = await auth.password.hash(parsed.data.newPassword);
      await auth.internalAdapter.updatePassword(account.userId, hash);
      // Every session of the account ends, this one included: the screen signs out next.
      await auth.internalAdapter.deleteUserSessions(account.userId);
      res.json({ ok: true });
    } catch (error) {
      console.error("Changing a password failed:", (error as Error).message);
      fail(res, 500, "server_error", MESSAGES.passwordFailed);
    }
  });

  router.use(bodyErrors);
  return router;
}
