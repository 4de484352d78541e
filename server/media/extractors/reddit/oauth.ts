import type { PlatformClient } from "../../client/index.js";
import { isRecord, str } from "../../json-fields.js";
import { redditSettings } from "../../platforms/reddit/settings.js";

/**
 * An OAuth app's access token, as cobalt gets it: the refresh token exchanged at
 * `/api/v1/access_token` with the app's id and secret. Remembered per address by the client for
 * less than the day Reddit grants it. Why: docs/decisions/049-reddit.md
 */
const TOKEN_TTL_MS = 50 * 60_000;

export async function accessToken(client: PlatformClient): Promise<string | undefined> {
  const rd = redditSettings.of(client.config);
  const app = rd.oauth;
  if (!app) return undefined;
  const name = `oauth ${rd.webOrigin} ${app.clientId}`;
  const token = await client.remember(name, TOKEN_TTL_MS, async (own) => {
    const basic = Buffer.from(`${app.clientId}:${app.clientSecret}`).toString("base64");
    const answer = await own.fetch(`${rd.webOrigin}/api/v1/access_token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "user-agent": rd.userAgent,
        accept: "application/json",
      },
      form: { grant_type: "refresh_token", refresh_token: app.refreshToken },
      cookies: false,
    });
    const json = answer.json();
    const granted = isRecord(json) ? str(json.access_token) : undefined;
    // Refused for who asked (429) or failing (5xx): the table says so; refused for the app: none.
    if (!granted && (answer.status === 429 || answer.status >= 500)) own.check(answer);
    return granted ?? "";
  });
  return token || undefined;
}
