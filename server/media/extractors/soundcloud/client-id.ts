import { type PlatformClient, unreadable } from "../../client/index.js";
import { soundcloudSettings } from "../../platforms/soundcloud/settings.js";

/**
 * SoundCloud's public web `client_id`, as the site's own scripts carry it: the home page's
 * hydration data (`{"hydratable":"apiClient","data":{"id":"..."}}`, cobalt a636575b since its
 * 2026-01 fix), else the `client_id:"..."` of one of its scripts on sndcdn.com, read from the
 * last (yt-dlp 81ecd58b, `_update_client_id`). Read once per address for a while (the client's
 * `remember`); a 401 from the API drops it and it is read again once (./index.ts). The operator's
 * `SOUNDCLOUD_CLIENT_ID` wins. Why: docs/decisions/077-soundcloud.md
 */
const HYDRATED = /"hydratable"\s*:\s*"apiClient"\s*,\s*"data"\s*:\s*\{\s*"id"\s*:\s*"([^"]+)"/;
const IN_SCRIPT = /client_id\s*:\s*"([0-9a-zA-Z]{32})"/;
/** How long a scraped id is kept before the site is read again. */
const KEEP_MS = 6 * 60 * 60 * 1000;
/** Scripts read at most: the site has about ten, the id is in one of the last. */
const MAX_SCRIPTS = 12;

export const CLIENT_ID_MEMO = "client_id";

/** Whether the id came from the operator (never read again) or from the site. */
export function configuredClientId(client: PlatformClient): string | undefined {
  return soundcloudSettings.of(client.config).clientId;
}

export function clientId(client: PlatformClient): Promise<string> {
  const configured = configuredClientId(client);
  if (configured) return Promise.resolve(configured);
  return client.remember(CLIENT_ID_MEMO, KEEP_MS, scrape);
}

async function scrape(client: PlatformClient): Promise<string> {
  const { origin, userAgent } = soundcloudSettings.of(client.config);
  const headers = { "user-agent": userAgent };
  const page = await client.page(`${origin}/`, { headers });
  for (const script of page.scripts) {
    const found = HYDRATED.exec(script.text)?.[1];
    if (found) return found;
  }
  const sources = page.scripts
    .map((s) => s.attrs.src)
    .filter((src): src is string => typeof src === "string" && URL.canParse(src, `${origin}/`))
    .map((src) => new URL(src, `${origin}/`))
    // Only the site's own scripts (a-v2.sndcdn.com, or the operator's origin in tests).
    .filter((url) => client.owns(url))
    .reverse()
    .slice(0, MAX_SCRIPTS);
  for (const src of sources) {
    const answer = await client.fetch(src, { headers, cookies: false });
    if (answer.status !== 200) continue;
    const found = IN_SCRIPT.exec(answer.text)?.[1];
    if (found) return found;
  }
  throw unreadable("no client_id in the site's scripts");
}
