import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/** The LOOM_* variables. Why: docs/decisions/057-loom.md */
export const loomSettings = platformSettings("loom", {
  origin: setting.origin("LOOM_ORIGIN", "https://www.loom.com"),
  clientVersion: setting(
    "LOOM_CLIENT_VERSION",
    z.string().regex(/^[0-9a-z]{4,40}$/, "must be the web app's version (hex)"),
    "be851af",
  ),
  userAgent: setting("LOOM_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** yt-dlp's first LoomIE test (81ecd58b). */
  probeUrl: setting.probe(
    "LOOM_PROBE_URL",
    "https://www.loom.com/share/43d05f362f734614a2e81b4694a3a523",
  ),
});
