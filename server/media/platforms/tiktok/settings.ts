import { CURRENT_CHROME_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/**
 * The TIKTOK_* variables: where the TikTok extractor goes and whom it presents itself as;
 * TikTok moves these without notice, so each is a setting with the references' value as
 * default. Why: docs/decisions/043-tiktok.md
 */
export const tiktokSettings = platformSettings("tiktok", {
  webOrigin: setting.origin("TIKTOK_WEB_ORIGIN", "https://www.tiktok.com"),
  /** cobalt asks vt. for every vm./vt. code; both hosts answer the same redirects. */
  shortOrigin: setting.origin("TIKTOK_SHORT_ORIGIN", "https://vt.tiktok.com"),
  userAgent: setting.userAgent("TIKTOK_USER_AGENT", CURRENT_CHROME_USER_AGENT),
  /** yt-dlp and gallery-dl follow short links as Facebook's link previewer: TikTok answers it the bare redirect. */
  shortLinkUserAgent: setting.userAgent("TIKTOK_SHORT_LINK_USER_AGENT", "facebookexternalhit/1.1"),
  /** cobalt's first TikTok test (a636575b). */
  probeUrl: setting.probe(
    "TIKTOK_PROBE_URL",
    "https://www.tiktok.com/@fatfatmillycat/video/7195741644585454894",
  ),
});

export type TiktokSettings = ReturnType<typeof tiktokSettings.of>;
