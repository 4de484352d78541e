import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/** The VIMEO_* variables. Why: docs/decisions/081-vimeo.md */
export const vimeoSettings = platformSettings("vimeo", {
  /** Where the player's config is asked (`/video/<id>/config`). */
  playerOrigin: setting.origin("VIMEO_PLAYER_ORIGIN", "https://player.vimeo.com"),
  userAgent: setting("VIMEO_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** An embeddable public video (one of yt-dlp's Vimeo tests). */
  probeUrl: setting.probe("VIMEO_PROBE_URL", "https://player.vimeo.com/video/54469442"),
});
