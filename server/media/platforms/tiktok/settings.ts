import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/**
 * Where the TikTok extractor goes and whom it presents itself as; TikTok moves these without
 * notice, so each is a setting with the references' value as default.
 * Why: docs/decisions/043-tiktok.md
 */
const TIKTOK_DEFAULTS = {
  webOrigin: "https://www.tiktok.com",
  /** cobalt asks vt. for every vm./vt. code; both hosts answer the same redirects. */
  shortOrigin: "https://vt.tiktok.com",
  /** A current desktop Chrome. */
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/151.0.0.0 Safari/537.36",
  /** yt-dlp and gallery-dl follow short links as Facebook's link previewer: TikTok answers it the bare redirect. */
  shortLinkUserAgent: "facebookexternalhit/1.1",
  /** A public video the probe of a wall reads: cobalt's first TikTok test (a636575b). */
  probeUrl: "https://www.tiktok.com/@fatfatmillycat/video/7195741644585454894",
} as const;

const userAgent = z
  .string()
  .max(512, "must be at most 512 characters")
  .regex(/^[\x20-\x7e]+$/, "must be one line of printable ASCII");

/** The TIKTOK_* variables, read and checked with the rest of the configuration. */
export const tiktokSettings = declareSettings(
  "tiktok",
  {
    TIKTOK_WEB_ORIGIN: variable(httpUrl, TIKTOK_DEFAULTS.webOrigin),
    TIKTOK_SHORT_ORIGIN: variable(httpUrl, TIKTOK_DEFAULTS.shortOrigin),
    TIKTOK_USER_AGENT: variable(userAgent, TIKTOK_DEFAULTS.userAgent),
    TIKTOK_SHORT_LINK_USER_AGENT: variable(userAgent, TIKTOK_DEFAULTS.shortLinkUserAgent),
    TIKTOK_PROBE_URL: variable(httpUrl, TIKTOK_DEFAULTS.probeUrl),
  },
  (env) => ({
    webOrigin: withoutTrailingSlash(env.TIKTOK_WEB_ORIGIN),
    shortOrigin: withoutTrailingSlash(env.TIKTOK_SHORT_ORIGIN),
    userAgent: env.TIKTOK_USER_AGENT,
    shortLinkUserAgent: env.TIKTOK_SHORT_LINK_USER_AGENT,
    /** Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md */
    probeUrl: env.TIKTOK_PROBE_URL,
  }),
);

export type TiktokSettings = ReturnType<typeof tiktokSettings.of>;
