import { z } from "zod";
import { wholeNumber } from "../../../config.js";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/**
 * The BILIBILI_* variables: where the site, its API and its short links are, how we look (a
 * desktop browser: the video page and the play API answer it as the site's own player), the
 * play API's `fnval` (which streams it lists: 4048 is DASH with every codec, as yt-dlp asks),
 * and an optional WBI key that replaces the one read from the site's `nav` answer.
 * Why: docs/decisions/083-bilibili.md
 */
export const bilibiliSettings = platformSettings("bilibili", {
  origin: setting.origin("BILIBILI_ORIGIN", "https://www.bilibili.com"),
  apiOrigin: setting.origin("BILIBILI_API_ORIGIN", "https://api.bilibili.com"),
  shortOrigin: setting.origin("BILIBILI_SHORT_ORIGIN", "https://b23.tv"),
  userAgent: setting.userAgent("BILIBILI_USER_AGENT"),
  fnval: setting("BILIBILI_FNVAL", wholeNumber("flags", 1, 1_048_575), "4048"),
  wbiKey: setting(
    "BILIBILI_WBI_KEY",
    z
      .string()
      .regex(/^[0-9a-zA-Z]{32}$/, "must be the 32-character mixin key")
      .optional(),
  ),
  probeUrl: setting.probe("BILIBILI_PROBE_URL", "https://www.bilibili.com/video/BV13x41117TL"),
});

export type BilibiliSettings = ReturnType<typeof bilibiliSettings.of>;

/** What bilibili's player sends to its CDN: files asked without it are refused (403). */
export const BILIBILI_STREAM_HEADERS = {
  referer: "https://www.bilibili.com/",
  "user-agent": BROWSER_USER_AGENT,
} as const;
