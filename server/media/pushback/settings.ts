import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ConfigError, declareSettings, variable } from "../../config.js";
import { parseProxy } from "../egress/proxy-url.js";

/**
 * The pools' variables: the egress pool (MEDIA_PROXIES, MEDIA_DIRECT), how long what a
 * platform refused sits out (MEDIA_COOLDOWN_*), and the lookup cache (RESOLVE_CACHE_SECONDS).
 * Why: docs/decisions/028-egress-pool.md, docs/decisions/031-one-lookup-per-link.md
 */
const flag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const seconds = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** Each entry checked, a bad one named by its position only (it may hold a password). */
const proxyList = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .superRefine((entries, ctx) => {
    entries.forEach((entry, index) => {
      const parsed = parseProxy(entry);
      if (typeof parsed === "string") {
        ctx.addIssue({ code: "custom", message: `entry ${index + 1} ${parsed}` });
      }
    });
  });

/** This process's instance name when INSTANCE_ID is not given (the same for every parse). */
const PROCESS_INSTANCE = randomUUID();

export const pushbackSettings = declareSettings(
  "pushback",
  {
    MEDIA_PROXIES: variable(proxyList, ""),
    MEDIA_DIRECT: variable(flag, "true"),
    // 20 s: a refusal teaches the budget the key is then paced to, so coming back early costs
    // nothing; a longer first bench only left capacity idle (bench pushback: 94.5% answered at
    // 60 s, 100% at 20 s). Why: docs/decisions/028-egress-pool.md
    MEDIA_COOLDOWN_SECONDS: variable(seconds(1, 3600), "20"),
    MEDIA_COOLDOWN_MAX_SECONDS: variable(seconds(1, 86_400), "900"),
    RESOLVE_CACHE_SECONDS: variable(seconds(0, 3600), "300"),
    // How long an answer through an address (or session) vouches for it: a login wall met
    // within this time is the post's own. Why: docs/decisions/059-platform-client.md
    MEDIA_WALL_EVIDENCE_SECONDS: variable(seconds(0, 3600), "60"),
    // Why: docs/decisions/036-one-state-across-processes.md
    REDIS_PREFIX: variable(
      z.string().regex(/^[A-Za-z0-9:._-]{1,64}$/, "must be 1-64 letters, digits or :._-"),
      "reels-downloader:",
    ),
    INSTANCE_ID: variable(
      z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,64}$/, "must be 1-64 letters, digits or ._-")
        .optional(),
    ),
  },
  (env) => {
    if (!env.MEDIA_DIRECT && env.MEDIA_PROXIES.length === 0) {
      throw new ConfigError(
        "MEDIA_DIRECT",
        "can be false only when MEDIA_PROXIES lists at least one proxy",
      );
    }
    if (env.MEDIA_COOLDOWN_MAX_SECONDS < env.MEDIA_COOLDOWN_SECONDS) {
      throw new ConfigError(
        "MEDIA_COOLDOWN_MAX_SECONDS",
        "must be at least MEDIA_COOLDOWN_SECONDS",
      );
    }
    return {
      /** Proxy URLs (credentials allowed): never logged, shown or sent anywhere but the proxy. */
      proxies: env.MEDIA_PROXIES,
      direct: env.MEDIA_DIRECT,
      cooldownMs: env.MEDIA_COOLDOWN_SECONDS * 1000,
      cooldownMaxMs: env.MEDIA_COOLDOWN_MAX_SECONDS * 1000,
      /** 0 turns the lookup cache off. */
      resolveCacheSeconds: env.RESOLVE_CACHE_SECONDS,
      /** How long a real answer vouches for the address (or session) that got it; 0: always probe. */
      wallEvidenceMs: env.MEDIA_WALL_EVIDENCE_SECONDS * 1000,
      /** Prefix of the Redis keys and stream the pools share. */
      redisPrefix: env.REDIS_PREFIX,
      /**
       * This instance's name among those sharing Redis: random per process unless given (the
       * `npm start` primary hands one to all of its workers). Names the server's own route.
       */
      instanceId: env.INSTANCE_ID ?? PROCESS_INSTANCE,
    };
  },
);
