import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** The VIMEO_* variables. Why: docs/decisions/081-vimeo.md */
export const vimeoSettings = declareSettings(
  "vimeo",
  {
    /** Where the player's config is asked (`/video/<id>/config`). */
    VIMEO_PLAYER_ORIGIN: variable(httpUrl, "https://player.vimeo.com"),
    VIMEO_USER_AGENT: variable(z.string().min(1), BROWSER),
    /** An embeddable public video the probe of a wall reads (one of yt-dlp's Vimeo tests). */
    VIMEO_PROBE_URL: variable(httpUrl, "https://player.vimeo.com/video/54469442"),
  },
  (env) => ({
    playerOrigin: withoutTrailingSlash(env.VIMEO_PLAYER_ORIGIN),
    userAgent: env.VIMEO_USER_AGENT,
    probeUrl: env.VIMEO_PROBE_URL,
  }),
);
