import type { RequestHandler } from "express";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { SIGN_IN_PASS_HEADER } from "../../common/sign-in.js";
import { getConfig } from "../config.js";
import { rateLimitRefusals } from "../web/metrics.js";
import { createLimiter, hashedKey, tooManyRequests } from "../web/rate-limit.js";
import { passHolds } from "./sign-in-pass.js";

/**
 * The per-account sign-in lock beside the per-visitor limit: failures are counted against
 * the account, whoever sends them (OWASP: a counter per address would let an attacker with
 * many addresses guess on). The owner keeps a way in: a sign-in carrying the pass mailed
 * with a reset link is counted on the pass instead. Why: docs/decisions/025-request-hardening.md
 */

/** Failed sign-ins per account (any visitor), or per pass, before it must wait, and for how long. */
export const ACCOUNT_SIGN_IN = { points: 10, durationSeconds: 900 };

const LIMITER = "auth-sign-in-account";
let limiter: RateLimiterAbstract | undefined;

function lockedMessage(retryAfter: number): string {
  return `Too many failed sign-ins for this account. Please wait ${retryAfter} seconds, or use "Forgot your password?": the mail it sends has a link that lets you sign in now.`;
}

/**
 * After canonicalBody: each attempt takes a point at once (so parallel guesses cannot all
 * pass), a success clears the count it was taken from, and an answer that was no
 * guess (a malformed request) gives the point back. 401 (wrong password) and 403 (right
 * password, unverified address) keep it.
 */
export const signInLock: RequestHandler = async (req, res, next) => {
  const email = res.locals.accountsBody?.email;
  if (typeof email !== "string") return next();
  // better-auth looks the account up by the lower-cased address.
  const address = email.toLowerCase();
  limiter ??= createLimiter(LIMITER, ACCOUNT_SIGN_IN);
  const store = limiter;
  const accountKey = hashedKey(`account:${address}`);
  const pass = req.get(SIGN_IN_PASS_HEADER);
  const key =
    pass && passHolds(pass, address, getConfig().authSecret)
      ? hashedKey(`pass:${pass}`)
      : accountKey;
  try {
    await store.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) return next(rejection);
    rateLimitRefusals.inc({ limiter: LIMITER });
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return tooManyRequests(res, rejection.msBeforeNext, lockedMessage(retryAfter));
  }
  res.once("finish", () => {
    const status = res.statusCode;
    // A pass's success clears the pass only: the guesses against the account still count.
    if (status < 300) void store.delete(key).catch(() => {});
    else if (status !== 401 && status !== 403) {
      void store.reward(key, 1).catch(() => {});
    }
  });
  next();
};
