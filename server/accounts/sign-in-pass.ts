import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A sign-in pass: the owner's way past the account lock. It is mailed to the account's
 * address with every password-reset link, works for an hour, and lets sign-ins that carry
 * it be counted on their own budget instead of the account's, so guesses from anywhere
 * cannot keep the owner out. It replaces no password: the sign-in still needs one.
 * Stateless: the expiry and an HMAC of the address under AUTH_SECRET.
 * Why: docs/decisions/025-request-hardening.md
 */

export const SIGN_IN_PASS_SECONDS = 3600;

function signature(email: string, expires: number, secret: string): string {
  return createHmac("sha256", `sign-in-pass:${secret}`)
    .update(`${email.toLowerCase()}\n${expires}`)
    .digest("base64url");
}

export function issueSignInPass(email: string, secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SIGN_IN_PASS_SECONDS;
  return `${expires}.${signature(email, expires, secret)}`;
}

/** True when `pass` was issued for `email` under `secret` and has not expired. */
export function passHolds(
  pass: string | undefined,
  email: string,
  secret: string,
  now = Date.now(),
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(pass ?? "");
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const given = Buffer.from(match[2] as string);
  const wanted = Buffer.from(signature(email, expires, secret));
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
