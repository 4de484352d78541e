import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/**
 * Where Pinterest is asked and what the web app's requests say; the values gallery-dl sends
 * in 2026, each overridable when Pinterest changes them. Why: docs/decisions/050-pinterest.md
 */
const PINTEREST_DEFAULTS = {
  origin: "https://www.pinterest.com",
  /** Where `pin.it` codes are read: `/url_shortener/<code>/redirect/`. */
  apiOrigin: "https://api.pinterest.com",
  /** `X-APP-VERSION` of the web app. */
  appVersion: "a89153f",
  /** The resource API's field set for one pin (gallery-dl's; yt-dlp asks `unauth_react_main_pin`). */
  fieldSet: "detailed",
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/151.0.0.0 Safari/537.36",
  /** A public pin the probe of a wall reads: the first of yt-dlp's PinterestIE tests (81ecd58b). */
  probeUrl: "https://www.pinterest.com/pin/664281013778109217/",
} as const;

const headerValue = z
  .string()
  .max(512, "must be at most 512 characters")
  .regex(/^[\x20-\x7e]+$/, "must be one line of printable ASCII");
const word = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be letters, digits, _ . or -");

/** The PINTEREST_* variables, read and checked with the rest of the configuration. */
export const pinterestSettings = declareSettings(
  "pinterest",
  {
    PINTEREST_ORIGIN: variable(httpUrl, PINTEREST_DEFAULTS.origin),
    PINTEREST_API_ORIGIN: variable(httpUrl, PINTEREST_DEFAULTS.apiOrigin),
    PINTEREST_APP_VERSION: variable(word, PINTEREST_DEFAULTS.appVersion),
    PINTEREST_FIELD_SET: variable(word, PINTEREST_DEFAULTS.fieldSet),
    PINTEREST_USER_AGENT: variable(headerValue, PINTEREST_DEFAULTS.userAgent),
    PINTEREST_PROBE_URL: variable(httpUrl, PINTEREST_DEFAULTS.probeUrl),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.PINTEREST_ORIGIN),
    apiOrigin: withoutTrailingSlash(env.PINTEREST_API_ORIGIN),
    appVersion: env.PINTEREST_APP_VERSION,
    fieldSet: env.PINTEREST_FIELD_SET,
    userAgent: env.PINTEREST_USER_AGENT,
    /** Why: docs/decisions/061-x-reddit-pinterest-on-the-client.md */
    probeUrl: env.PINTEREST_PROBE_URL,
  }),
);

export type PinterestSettings = ReturnType<typeof pinterestSettings.of>;
