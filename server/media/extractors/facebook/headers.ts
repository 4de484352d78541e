import type { FacebookSettings } from "../../platforms/facebook/settings.js";

/**
 * A browser's top-level page load, as cobalt and gallery-dl send it (a signed-in attempt's
 * cookie is added by the client). Why: docs/decisions/048-facebook.md
 */
export function pageHeaders(fb: FacebookSettings): Record<string, string> {
  return {
    "user-agent": fb.userAgent,
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
    "accept-language": "en-US,en;q=0.9",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    "sec-fetch-user": "?1",
    "upgrade-insecure-requests": "1",
  };
}
