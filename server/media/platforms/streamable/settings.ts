import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** The STREAMABLE_* variables. Why: docs/decisions/054-streamable.md */
export const streamableSettings = declareSettings(
  "streamable",
  {
    STREAMABLE_API_ORIGIN: variable(httpUrl, "https://api.streamable.com"),
    STREAMABLE_USER_AGENT: variable(z.string().min(1), BROWSER),
    // A public clip the probe of a wall reads: yt-dlp's first StreamableIE test (81ecd58b).
    STREAMABLE_PROBE_URL: variable(httpUrl, "https://streamable.com/dnd1"),
  },
  (env) => ({
    apiOrigin: withoutTrailingSlash(env.STREAMABLE_API_ORIGIN),
    userAgent: env.STREAMABLE_USER_AGENT,
    /** Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md */
    probeUrl: env.STREAMABLE_PROBE_URL,
  }),
);
