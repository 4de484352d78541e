import { z } from "zod";
import { platformSettings, setting } from "../platform-settings.js";

/**
 * The TUMBLR_* variables: Tumblr's API as its iPhone app asks it, with the app's public key, as
 * cobalt a636575b does (`services/tumblr.js`). Why: docs/decisions/079-tumblr.md
 */
export const tumblrSettings = platformSettings("tumblr", {
  apiOrigin: setting.origin("TUMBLR_API_ORIGIN", "https://api-http2.tumblr.com"),
  apiKey: setting(
    "TUMBLR_API_KEY",
    z.string().regex(/^[A-Za-z0-9]{20,80}$/, "must be an API key (letters and digits)"),
    "jrsCWX1XDuVxAFO4GkK147syAoN8BJZ5voz8tS80bPcj26Vc5Z",
  ),
  /** The app's version, as it names itself in `User-Agent` (`Tumblr/<version>`) and `X-Version`. */
  appVersion: setting(
    "TUMBLR_APP_VERSION",
    z.string().regex(/^[\w./-]{1,80}$/, "must be the app's version (iPhone/33.3/...)"),
    "iPhone/33.3/333010/17.3.1/tumblr",
  ),
  /** cobalt's test post. */
  probeUrl: setting.probe(
    "TUMBLR_PROBE_URL",
    "https://garfield-69.tumblr.com/post/696499862852780032",
  ),
});
