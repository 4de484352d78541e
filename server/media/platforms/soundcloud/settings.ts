import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/**
 * Where SoundCloud is asked, and with which public `client_id`: empty reads the one the site's
 * own scripts carry (cobalt's way), kept a while per address. Why: docs/decisions/077-soundcloud.md
 */
export const soundcloudSettings = declareSettings(
  "soundcloud",
  {
    SOUNDCLOUD_ORIGIN: variable(httpUrl, "https://soundcloud.com"),
    SOUNDCLOUD_API_ORIGIN: variable(httpUrl, "https://api-v2.soundcloud.com"),
    SOUNDCLOUD_SHORT_ORIGIN: variable(httpUrl, "https://on.soundcloud.com"),
    SOUNDCLOUD_CLIENT_ID: variable(
      z.union([
        z.literal(""),
        z.string().regex(/^[A-Za-z0-9]{32}$/, "must be 32 letters or digits"),
      ]),
      "",
    ),
    SOUNDCLOUD_USER_AGENT: variable(z.string().min(1), BROWSER),
    /** A public track the probe of a wall reads (cobalt's test track). */
    SOUNDCLOUD_PROBE_URL: variable(httpUrl, "https://soundcloud.com/l2share77/loona-butterfly"),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.SOUNDCLOUD_ORIGIN),
    apiOrigin: withoutTrailingSlash(env.SOUNDCLOUD_API_ORIGIN),
    shortOrigin: withoutTrailingSlash(env.SOUNDCLOUD_SHORT_ORIGIN),
    /** Undefined: read from the site's scripts. */
    clientId: env.SOUNDCLOUD_CLIENT_ID === "" ? undefined : env.SOUNDCLOUD_CLIENT_ID,
    userAgent: env.SOUNDCLOUD_USER_AGENT,
    /** Why: docs/decisions/059-platform-client.md */
    probeUrl: env.SOUNDCLOUD_PROBE_URL,
  }),
);

export type SoundcloudSettings = ReturnType<typeof soundcloudSettings.of>;
