import { z } from "zod";
import { CURRENT_CHROME_USER_AGENT, platformSettings, setting } from "../platform-settings.js";

const word = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be letters, digits, _ . or -");

/**
 * The PINTEREST_* variables: where Pinterest is asked and what the web app's requests say; the
 * values gallery-dl sends in 2026, each overridable when Pinterest changes them.
 * Why: docs/decisions/050-pinterest.md
 */
export const pinterestSettings = platformSettings("pinterest", {
  origin: setting.origin("PINTEREST_ORIGIN", "https://www.pinterest.com"),
  /** Where `pin.it` codes are read: `/url_shortener/<code>/redirect/`. */
  apiOrigin: setting.origin("PINTEREST_API_ORIGIN", "https://api.pinterest.com"),
  /** `X-APP-VERSION` of the web app. */
  appVersion: setting("PINTEREST_APP_VERSION", word, "a89153f"),
  /** The resource API's field set for one pin (gallery-dl's; yt-dlp asks `unauth_react_main_pin`). */
  fieldSet: setting("PINTEREST_FIELD_SET", word, "detailed"),
  userAgent: setting.userAgent("PINTEREST_USER_AGENT", CURRENT_CHROME_USER_AGENT),
  /** The first of yt-dlp's PinterestIE tests (81ecd58b). */
  probeUrl: setting.probe(
    "PINTEREST_PROBE_URL",
    "https://www.pinterest.com/pin/664281013778109217/",
  ),
});

export type PinterestSettings = ReturnType<typeof pinterestSettings.of>;
