import { betterAuth } from "better-auth";
import { bearer } from "better-auth/plugins";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../common/password-rules.js";
import { SIGN_IN_PASS_PARAM } from "../../common/sign-in.js";
import type { Config } from "../config.js";
import type { Db } from "../db/index.js";
import { betterAuthLogger, logger } from "../logger.js";
import { DISABLED_AUTH_PATHS } from "./auth-routes.js";
import type { Mailer } from "./mail.js";
import { markOwnerIfFirst } from "./roles.js";
import { issueSignInPass } from "./sign-in-pass.js";

/** Where the verification link lands once better-auth has checked it. */
export const VERIFIED_PATH = "/verify-email?verified=1";
export const RESET_PATH = "/reset-password";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * PUBLIC_URL, plus its loopback aliases when it is a loopback address: on the default
 * http://localhost:3000 a newcomer may well open http://127.0.0.1:3000 and must still
 * be able to sign in. A public origin stays the only one trusted.
 */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}

export function createAuth(db: Db, config: Config, mailer: Mailer) {
  return betterAuth({
    appName: "Instagram Reels Downloader",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config.publicUrl),
    database: { db, type: config.database.kind },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      /*
       * An address that already has an account: no second account and no verification
       * link, and the visitor's answer is the same as for a new address. The address's
       * owner hears that someone tried, with the ways back in; better-auth runs this the
       * way it runs the verification mail, so both answers take alike.
       * Why: docs/decisions/001-self-hosted-accounts.md
       */
      async onExistingUserSignUp({ user }) {
        await mailer.send({
          to: user.email,
          subject: "Someone tried to sign up with your email",
          lines: [
            "Someone just tried to create an account with this email address, which already has one. No second account was made and nothing about your account changed.",
            "If that was you, sign in with your password, or choose a new one if you have forgotten it. If it was not you, you can ignore this message.",
          ],
          action: "Sign in",
          link: `${config.publicUrl}/login`,
          more: [{ action: "Reset password", link: `${config.publicUrl}/forgot-password` }],
        });
      },
      async sendResetPassword({ user, token }) {
        // Completes on our own page rather than better-auth's redirecting endpoint.
        const link = `${config.publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
        // The owner's way past a sign-in lock others caused: docs/decisions/025-request-hardening.md
        const pass = issueSignInPass(user.email, config.authSecret);
        await mailer.send({
          to: user.email,
          subject: "Reset your password",
          lines: [
            "Someone asked to reset the password of your account.",
            "Choose a new password with the first link below. If you still know your password but sign-in is paused after too many failed attempts, the second link lets you sign in with it now. Both work for one hour. If you did not ask for this, ignore this message.",
          ],
          action: "Reset password",
          link,
          more: [
            {
              action: "Sign in with your password",
              link: `${config.publicUrl}/login?${SIGN_IN_PASS_PARAM}=${encodeURIComponent(pass)}`,
            },
          ],
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified sign-in mails a fresh link, as the refusal message promises.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, token }) {
        const link = `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_PATH)}`;
        await mailer.send({
          to: user.email,
          subject: "Verify your email address",
          lines: [
            "Welcome! Please confirm that this is your email address.",
            "Open the link below to verify it, then sign in.",
          ],
          action: "Verify email",
          link,
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await markOwnerIfFirst(db, user.id, config);
          },
        },
      },
      session: {
        create: {
          // No IP address and no user agent is kept: docs/decisions/024-logging-and-privacy.md
          async before(session) {
            return { data: { ...session, ipAddress: null, userAgent: null } };
          },
        },
      },
    },
    // Our own password change (/api/account/password) is the only one; see auth-routes.ts.
    disabledPaths: DISABLED_AUTH_PATHS,
    // Our shared limiter (memory or Redis) guards every route; see auth-routes.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Through our logger, which redacts the addresses, links and e-mails it may name.
    logger: betterAuthLogger,
    // Its router logs API errors through its own console logger whatever `logger` says;
    // thrown instead, they are answered as before (4xx) and anything unexpected reaches
    // our error handler and logger.
    onAPIError: { throw: true },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https:"),
      // better-auth skips its origin check under NODE_ENV=test; our tests check it too.
      disableOriginCheck: false,
      ipAddress: { disableIpTracking: true },
      // Mail leaves after the answer, for every address alike, so the answer's timing
      // cannot tell whether an account exists: docs/decisions/025-request-hardening.md
      backgroundTasks: {
        handler(task) {
          task.catch((error: unknown) =>
            logger.error({ err: error }, "Sending account mail failed"),
          );
        },
      },
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
