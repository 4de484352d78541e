import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  Router,
} from "express";
import { RateLimiterRes } from "rate-limiter-flexible";
import { z } from "zod";
import { declareSettings, getConfig, variable, wholeNumber } from "../config.js";
import { bodyFailure } from "../web/body-errors.js";
import { createLimiter, hashedKey, rateLimit, visitorKey } from "../web/rate-limit.js";

/**
 * With API_KEYS_REQUIRED, the site's own screens get their lookups by doing work a script has
 * to do too, instead of by headers a script can copy: the page asks for a challenge (signed
 * with a key derived from AUTH_SECRET, expiring in two minutes), solves it in a Web Worker
 * (ALTCHA's proof of work: PBKDF2 until a derived key starts as the signed prefix says), and
 * trades the answer for a short-lived signed session good for SCREEN_SESSION_LOOKUPS lookups
 * from the address that solved it. No cookie and no third party: the session travels in the
 * `X-Screen-Session` header the page's client sets, and is counted where the other limits are
 * (the `npm start` primary, or Redis). A solved challenge buys one session.
 * Why: docs/decisions/063-screen-proof-of-work.md
 */
export const screenSessionSettings = declareSettings(
  "screen sessions",
  {
    SCREEN_SESSION_LOOKUPS: variable(wholeNumber("lookups", 1, 1000), "10"),
    SCREEN_SESSION_SECONDS: variable(wholeNumber("seconds", 30, 86_400), "600"),
  },
  (env) => ({ lookups: env.SCREEN_SESSION_LOOKUPS, lifetimeMs: env.SCREEN_SESSION_SECONDS * 1000 }),
);

/** The header the page's client sends its session in. */
export const SESSION_HEADER = "x-screen-session";
export const SCREEN_SESSION_PATH = "/api/screen-session";

/**
 * The work a challenge asks, measured in docs/decisions/063-screen-proof-of-work.md: each try
 * is PBKDF2-SHA-256 of `ITERATIONS` rounds, and the answer is a counter drawn between `FROM` and
 * `TO`, so a solver tries about (FROM + TO) / 2 counters. The server pays one derivation per
 * challenge (to sign the prefix) and one HMAC per answer.
 */
export const PROOF = {
  algorithm: "PBKDF2/SHA-256",
  iterations: 1_000,
  from: 100,
  to: 400,
  /** A challenge must be answered within this (its signed expiry). */
  lifetimeMs: 2 * 60_000,
} as const;

/** A challenge and its answer as the page sends them back. */
const answerSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string().max(32),
      nonce: z.string().max(64),
      salt: z.string().max(64),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(128).optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().max(128),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
  }),
});

/** Keys derived from AUTH_SECRET, one per use: the challenge, the key prefix, the sessions. */
function secretFor(use: "challenge" | "prefix" | "session"): string {
  return createHmac("sha256", getConfig().authSecret).update(`screen-proof:${use}`).digest("hex");
}

function mac(sid: string, expires: number, visitor: string): string {
  return createHmac("sha256", secretFor("session"))
    .update(`${sid}.${expires}.${visitor}`)
    .digest("base64url")
    .slice(0, 32);
}

/** Limiters per configuration (a test's app starts afresh), made when first asked. */
const limiters = new WeakMap<object, ReturnType<typeof createLimiter>[]>();

function sessionLimiters(): {
  spent: ReturnType<typeof createLimiter>;
  used: ReturnType<typeof createLimiter>;
} {
  const config = getConfig();
  let made = limiters.get(config);
  if (!made) {
    const { lookups, lifetimeMs } = screenSessionSettings.of(config);
    made = [
      createLimiter("screen-session", { points: lookups, durationSeconds: lifetimeMs / 1000 }),
      createLimiter("screen-proof", { points: 1, durationSeconds: PROOF.lifetimeMs / 1000 }),
    ];
    limiters.set(config, made);
  }
  return {
    spent: made[0] as ReturnType<typeof createLimiter>,
    used: made[1] as ReturnType<typeof createLimiter>,
  };
}

/** Consumes one point; the state whether it was over. */
async function consume(
  limiter: ReturnType<typeof createLimiter>,
  key: string,
  points: number,
  cost = 1,
) {
  const res = await limiter.consume(key, cost).catch((rejection: unknown) => {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  });
  return res.consumedPoints <= points;
}

/** A lookup's pass from the site's own screen: its session, checked and counted. */
export type ScreenPass = "ok" | "missing" | "ended";

export async function screenPass(req: Request, cost = 1): Promise<ScreenPass> {
  const token = req.get(SESSION_HEADER);
  if (!token) return "missing";
  const [sid, expiresText, given] = token.split(".");
  const expires = Number(expiresText);
  if (!sid || !given || !/^[\w-]{16}$/.test(sid) || !Number.isSafeInteger(expires)) return "ended";
  if (expires <= Date.now()) return "ended";
  const expected = Buffer.from(mac(sid, expires, visitorKey(req)));
  const got = Buffer.from(given);
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return "ended";
  const { lookups } = screenSessionSettings.of(getConfig());
  const key = hashedKey(`screen-session:${sid}`);
  return (await consume(sessionLimiters().spent, key, lookups, cost)) ? "ok" : "ended";
}

/**
 * `GET /api/screen-session`: a challenge; `POST` with the challenge and its answer: a session
 * (`{ token, lookups, expiresIn }`), or 401 `proof_refused` for an answer that is wrong, late,
 * tampered with or already used. Both are limited per visitor.
 */
export function screenSessionRouter(): Router {
  const router = Router();
  router.get(
    SCREEN_SESSION_PATH,
    rateLimit("screen-challenge", { points: 20, durationSeconds: 60 }),
    async (_req, res) => {
      const challenge = await createChallenge({
        algorithm: PROOF.algorithm,
        cost: PROOF.iterations,
        counter: randomInt(PROOF.to, PROOF.from),
        deriveKey,
        expiresAt: new Date(Date.now() + PROOF.lifetimeMs),
        hmacSignatureSecret: secretFor("challenge"),
        hmacKeySignatureSecret: secretFor("prefix"),
      });
      res.set("Cache-Control", "no-store").json({ challenge });
    },
  );
  router.post(
    SCREEN_SESSION_PATH,
    rateLimit("screen-session-redeem", { points: 20, durationSeconds: 60 }),
    express.json({ limit: SCREEN_SESSION_BODY_LIMIT, type: () => true }),
    (async (req, res) => {
      res.set("Cache-Control", "no-store");
      const refuse = () =>
        res.status(401).json({
          error: {
            code: "proof_refused",
            message: "This proof of work is not valid. Reload the page.",
          },
        });
      const parsed = answerSchema.safeParse(req.body);
      if (!parsed.success || parsed.data.challenge.parameters.algorithm !== PROOF.algorithm) {
        return refuse();
      }
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secretFor("challenge"),
        hmacKeySignatureSecret: secretFor("prefix"),
      }).catch(() => ({ verified: false }));
      if (!result.verified) return refuse();
      // One session per solved challenge, however many times its answer is sent.
      if (
        !(await consume(
          sessionLimiters().used,
          hashedKey(`screen-proof:${challenge.signature}`),
          1,
        ))
      ) {
        return refuse();
      }
      const { lookups, lifetimeMs } = screenSessionSettings.of(getConfig());
      const sid = randomBytes(12).toString("base64url");
      const expires = Date.now() + lifetimeMs;
      res.json({
        token: `${sid}.${expires}.${mac(sid, expires, visitorKey(req))}`,
        lookups,
        expiresIn: lifetimeMs / 1000,
      });
    }) satisfies RequestHandler,
  );
  router.use(SCREEN_SESSION_PATH, ((error: unknown, _req, res, next) => {
    if (res.headersSent || !bodyFailure(error)) return next(error);
    res
      .status(400)
      .json({ error: { code: "invalid_request", message: "The request is not valid JSON." } });
  }) satisfies ErrorRequestHandler);
  return router;
}

/** A challenge and its answer: under 1 KiB. */
export const SCREEN_SESSION_BODY_LIMIT = 2 * 1024;
