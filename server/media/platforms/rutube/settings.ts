import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/** The RUTUBE_* variables. Why: docs/decisions/082-rutube.md */
export const rutubeSettings = platformSettings("rutube", {
  /** Where the player's options are asked (`/api/play/options/<id>/`). */
  origin: setting.origin("RUTUBE_ORIGIN", "https://rutube.ru"),
  userAgent: setting("RUTUBE_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** yt-dlp's first Rutube test. */
  probeUrl: setting.probe(
    "RUTUBE_PROBE_URL",
    "https://rutube.ru/video/3eac3b4561676c17df9132a9a1e62e3e/",
  ),
});
