import { z } from "zod";
import { BROWSER_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

/**
 * Where SoundCloud is asked, and with which public `client_id`: empty reads the one the site's
 * own scripts carry (cobalt's way), kept a while per address. Why: docs/decisions/077-soundcloud.md
 */
export const soundcloudSettings = platformSettings("soundcloud", {
  origin: setting.origin("SOUNDCLOUD_ORIGIN", "https://soundcloud.com"),
  apiOrigin: setting.origin("SOUNDCLOUD_API_ORIGIN", "https://api-v2.soundcloud.com"),
  shortOrigin: setting.origin("SOUNDCLOUD_SHORT_ORIGIN", "https://on.soundcloud.com"),
  /** Undefined: read from the site's scripts. */
  clientId: setting(
    "SOUNDCLOUD_CLIENT_ID",
    z
      .union([z.literal(""), z.string().regex(/^[A-Za-z0-9]{32}$/, "must be 32 letters or digits")])
      .transform((id) => id || undefined),
    "",
  ),
  userAgent: setting("SOUNDCLOUD_USER_AGENT", z.string().min(1), BROWSER_USER_AGENT),
  /** cobalt's test track. */
  probeUrl: setting.probe(
    "SOUNDCLOUD_PROBE_URL",
    "https://soundcloud.com/l2share77/loona-butterfly",
  ),
});

export type SoundcloudSettings = ReturnType<typeof soundcloudSettings.of>;
