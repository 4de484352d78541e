import { type AnswerRules, type PlatformClient, unreadable } from "../../client/index.js";
import { twitchSettings } from "../../platforms/twitch/settings.js";

/**
 * Twitch's own reading of GraphQL's answers, over the shared table (decision 059): an HTML 403
 * or 503 is a challenge (the address rests); any other 401 or 403 (a refused client id) is the
 * method's failure, not a wall: GraphQL says nothing of one clip that way.
 */
export const TWITCH_ANSWERS: AnswerRules = {
  read(answer) {
    if ((answer.status === 403 || answer.status === 503) && answer.isHtml) {
      return { is: "busy", detail: "challenge" };
    }
    if (answer.status === 401 || answer.status === 403) {
      return { is: "unreadable", detail: `refused with ${answer.status}` };
    }
    return undefined;
  },
};

/**
 * One POST to Twitch's GraphQL endpoint, as yt-dlp sends it (Client-ID, a text/plain body).
 * Why: docs/decisions/055-twitch-clips.md
 */
export async function askGql(body: unknown, client: PlatformClient): Promise<unknown> {
  const { gqlOrigin, clientId, userAgent } = twitchSettings.of(client.config);
  const answer = await client.get(`${gqlOrigin}/gql`, {
    method: "POST",
    headers: {
      accept: "*/*",
      "content-type": "text/plain;charset=UTF-8",
      "client-id": clientId,
      "user-agent": userAgent,
    },
    body: JSON.stringify(body),
    cookies: false,
  });
  const json = answer.json();
  if (json === undefined) throw unreadable("not JSON");
  return json;
}

export { unreadable };
