import { z } from "zod";
import {
  declareSettings,
  httpUrl,
  variable,
  wholeNumber,
  withoutTrailingSlash,
} from "../../../config.js";

/** A desktop browser: the video page and the play API answer it as the site's own player. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** A header value: one line of printable text. */
const headerValue = z
  .string()
  .max(512, "must be at most 512 characters")
  .regex(/^[\x20-\x7e]+$/, "must be one line of printable ASCII");

/**
 * The BILIBILI_* variables: where the site, its API and its short links are, how we look, the
 * play API's `fnval` (which streams it lists: 4048 is DASH with every codec, as yt-dlp asks),
 * and an optional WBI key that replaces the one read from the site's `nav` answer.
 * Why: docs/decisions/083-bilibili.md
 */
export const bilibiliSettings = declareSettings(
  "bilibili",
  {
    BILIBILI_ORIGIN: variable(httpUrl, "https://www.bilibili.com"),
    BILIBILI_API_ORIGIN: variable(httpUrl, "https://api.bilibili.com"),
    BILIBILI_SHORT_ORIGIN: variable(httpUrl, "https://b23.tv"),
    BILIBILI_USER_AGENT: variable(headerValue, BROWSER),
    BILIBILI_FNVAL: variable(wholeNumber("flags", 1, 1_048_575), "4048"),
    BILIBILI_WBI_KEY: variable(
      z
        .string()
        .regex(/^[0-9a-zA-Z]{32}$/, "must be the 32-character mixin key")
        .optional(),
    ),
    BILIBILI_PROBE_URL: variable(httpUrl, "https://www.bilibili.com/video/BV13x41117TL"),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.BILIBILI_ORIGIN),
    apiOrigin: withoutTrailingSlash(env.BILIBILI_API_ORIGIN),
    shortOrigin: withoutTrailingSlash(env.BILIBILI_SHORT_ORIGIN),
    userAgent: env.BILIBILI_USER_AGENT,
    fnval: env.BILIBILI_FNVAL,
    wbiKey: env.BILIBILI_WBI_KEY,
    /** Why: docs/decisions/059-platform-client.md */
    probeUrl: env.BILIBILI_PROBE_URL,
  }),
);

export type BilibiliSettings = ReturnType<typeof bilibiliSettings.of>;

/** What bilibili's player sends to its CDN: files asked without it are refused (403). */
export const BILIBILI_STREAM_HEADERS = {
  referer: "https://www.bilibili.com/",
  "user-agent": BROWSER,
} as const;
