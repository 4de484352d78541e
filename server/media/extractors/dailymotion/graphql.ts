import { type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { at, isRecord, str } from "../../json-fields.js";
import type { DailymotionLink } from "../../platforms/dailymotion/links.js";
import { dailymotionSettings } from "../../platforms/dailymotion/settings.js";

/** A client token lives for hours; kept a while per address, dropped when refused. */
const TOKEN_TTL_MS = 30 * 60_000;

/** cobalt's query: the video's HLS master, nothing else. */
const MEDIA_QUERY = `query Media($xid: String!) {
  media(xid: $xid) {
    __typename
    ... on Video { xid hlsURL }
  }
}`;

/** A client-credentials token (yt-dlp's web client id and secret, settings). */
async function tokenOf(client: PlatformClient): Promise<string> {
  return client.remember("graphql-token", TOKEN_TTL_MS, async (own) => {
    const settings = dailymotionSettings.of(own.config);
    const answer = await own.json(`${settings.graphqlOrigin}/oauth/token`, {
      method: "POST",
      form: {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        grant_type: "client_credentials",
      },
      headers: { "user-agent": settings.userAgent, origin: settings.origin },
    });
    const token = str(at(answer, "access_token"));
    if (!token) throw unreadable("no access token");
    return token;
  });
}

/**
 * The GraphQL way (cobalt a636575b's, yt-dlp 81ecd58b's token): the video's HLS master, asked
 * when the player's metadata could not be read. Why: docs/decisions/080-dailymotion.md
 */
export async function graphqlMaster(
  link: DailymotionLink,
  client: PlatformClient,
): Promise<string> {
  const settings = dailymotionSettings.of(client.config);
  const token = await tokenOf(client);
  const answer = await client.fetch(`${settings.graphqlOrigin}/`, {
    method: "POST",
    json: { operationName: "Media", query: MEDIA_QUERY, variables: { xid: link.id } },
    headers: {
      accept: "application/json",
      authorization: `Bearer ${token}`,
      "user-agent": settings.userAgent,
      origin: settings.origin,
    },
  });
  // A refused token is the token's fault, not the video's: the next lookup asks a new one.
  if (answer.status === 401) client.forget("graphql-token", token);
  client.check(answer);
  const json = answer.json();
  if (!isRecord(json)) throw unreadable("not JSON");
  const media = at(json, "data", "media");
  if (media === null) throw new MediaError("not_found");
  const master = str(at(media, "hlsURL"));
  if (!master) throw unreadable("no hlsURL");
  return master;
}
