import { z } from "zod";
import { declareSettings, linkLifetime, variable } from "../config.js";

/**
 * The public API's settings, read and checked with the rest of the configuration.
 * Why: docs/decisions/044-public-api.md
 */
export const apiSettings = declareSettings(
  "public API",
  {
    API_KEYS_REQUIRED: variable(
      z
        .enum(["true", "false", "1", "0"], { error: "must be true or false" })
        .transform((value) => value === "true" || value === "1"),
      "false",
    ),
    API_TUNNEL_TTL_SECONDS: variable(linkLifetime, "3600"),
  },
  (env) => ({
    /** Lookups need a key, except the site's own screens. */
    keysRequired: env.API_KEYS_REQUIRED,
    /** Lifetime of the download links handed to API callers (a key, or /api/cobalt). */
    tunnelTtlSeconds: env.API_TUNNEL_TTL_SECONDS,
  }),
);
