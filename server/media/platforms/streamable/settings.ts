import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/** The STREAMABLE_* variables. Why: docs/decisions/054-streamable.md */
export const streamableSettings = platformSettings("streamable", {
  apiOrigin: setting.origin("STREAMABLE_API_ORIGIN", "https://api.streamable.com"),
  userAgent: setting("STREAMABLE_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** yt-dlp's first StreamableIE test (81ecd58b). */
  probeUrl: setting.probe("STREAMABLE_PROBE_URL", "https://streamable.com/dnd1"),
});
