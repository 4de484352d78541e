import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/**
 * Tumblr's API as its iPhone app asks it, with the app's public key, as cobalt a636575b does
 * (`services/tumblr.js`). Why: docs/decisions/079-tumblr.md
 */
const TUMBLR_DEFAULTS = {
  apiOrigin: "https://api-http2.tumblr.com",
  apiKey: "jrsCWX1XDuVxAFO4GkK147syAoN8BJZ5voz8tS80bPcj26Vc5Z",
  /** The app's version, as it names itself in `User-Agent` (`Tumblr/<version>`) and `X-Version`. */
  appVersion: "iPhone/33.3/333010/17.3.1/tumblr",
  /** A public video post the probe of a wall reads (cobalt's test post). */
  probeUrl: "https://garfield-69.tumblr.com/post/696499862852780032",
} as const;

/** The TUMBLR_* variables, read and checked with the rest of the configuration. */
export const tumblrSettings = declareSettings(
  "tumblr",
  {
    TUMBLR_API_ORIGIN: variable(httpUrl, TUMBLR_DEFAULTS.apiOrigin),
    TUMBLR_API_KEY: variable(
      z.string().regex(/^[A-Za-z0-9]{20,80}$/, "must be an API key (letters and digits)"),
      TUMBLR_DEFAULTS.apiKey,
    ),
    TUMBLR_APP_VERSION: variable(
      z.string().regex(/^[\w./-]{1,80}$/, "must be the app's version (iPhone/33.3/...)"),
      TUMBLR_DEFAULTS.appVersion,
    ),
    TUMBLR_PROBE_URL: variable(httpUrl, TUMBLR_DEFAULTS.probeUrl),
  },
  (env) => ({
    apiOrigin: withoutTrailingSlash(env.TUMBLR_API_ORIGIN),
    apiKey: env.TUMBLR_API_KEY,
    appVersion: env.TUMBLR_APP_VERSION,
    /** Why: docs/decisions/059-platform-client.md */
    probeUrl: env.TUMBLR_PROBE_URL,
  }),
);
