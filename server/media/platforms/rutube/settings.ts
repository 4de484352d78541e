import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** The RUTUBE_* variables. Why: docs/decisions/082-rutube.md */
export const rutubeSettings = declareSettings(
  "rutube",
  {
    /** Where the player's options are asked (`/api/play/options/<id>/`). */
    RUTUBE_ORIGIN: variable(httpUrl, "https://rutube.ru"),
    RUTUBE_USER_AGENT: variable(z.string().min(1), BROWSER),
    /** A public video the probe of a wall reads (yt-dlp's first Rutube test). */
    RUTUBE_PROBE_URL: variable(
      httpUrl,
      "https://rutube.ru/video/3eac3b4561676c17df9132a9a1e62e3e/",
    ),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.RUTUBE_ORIGIN),
    userAgent: env.RUTUBE_USER_AGENT,
    probeUrl: env.RUTUBE_PROBE_URL,
  }),
);
