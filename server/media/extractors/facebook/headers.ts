import { BY_USER, navigationHeaders } from "../../client/index.js";
import type { FacebookSettings } from "../../platforms/facebook/settings.js";

/**
 * A browser's top-level page load, as cobalt and gallery-dl send it (a signed-in attempt's
 * cookie is added by the client). Why: docs/decisions/048-facebook.md
 */
export function pageHeaders(fb: FacebookSettings): Record<string, string> {
  return navigationHeaders(fb.userAgent, BY_USER);
}
