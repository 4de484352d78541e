import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/** The NEWGROUNDS_* variables. Why: docs/decisions/078-newgrounds.md */
export const newgroundsSettings = platformSettings("newgrounds", {
  origin: setting.origin("NEWGROUNDS_ORIGIN", "https://www.newgrounds.com"),
  userAgent: setting("NEWGROUNDS_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** cobalt's test movie. */
  probeUrl: setting.probe("NEWGROUNDS_PROBE_URL", "https://www.newgrounds.com/portal/view/938050"),
});
