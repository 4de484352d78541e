import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import { redditSettings } from "../../platforms/reddit/settings.js";
import { ask, jsonOf, type RedditContext } from "./request.js";

/**
 * An OAuth app's access token, as cobalt gets it: the refresh token exchanged at
 * `/api/v1/access_token` with the app's id and secret, kept until a minute before it expires.
 * Why: docs/decisions/049-reddit.md
 */
const tokens = new Map<string, { token: string; expires: number }>();

export async function accessToken(context: RedditContext): Promise<string | undefined> {
  const rd = redditSettings.of(context.config);
  if (!rd.oauth) return undefined;
  const key = `${rd.webOrigin} ${rd.oauth.clientId}`;
  const known = tokens.get(key);
  if (known && known.expires > Date.now()) return known.token;
  const basic = Buffer.from(`${rd.oauth.clientId}:${rd.oauth.clientSecret}`).toString("base64");
  const answer = await ask(
    `${rd.webOrigin}/api/v1/access_token`,
    {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": rd.userAgent,
        accept: "application/json",
      },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: rd.oauth.refreshToken,
      }).toString(),
    },
    context,
  );
  const json = jsonOf(answer);
  const token = isRecord(json) ? str(json.access_token) : undefined;
  if (answer.status === 429) throw new MediaError("rate_limited");
  if (!token) return undefined;
  const seconds = (isRecord(json) ? num(json.expires_in) : undefined) ?? 3600;
  tokens.set(key, { token, expires: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return token;
}
