import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { TwitterSettings } from "../../platforms/twitter/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import type { Session } from "../../pushback/sessions.js";
import { graphqlMedia, syndicationMedia } from "./post.js";
import { type Answer, ask, type RequestContext, unusable } from "./request.js";

/**
 * X's three ways to a post: a guest token and GraphQL, the same query signed in, and the
 * syndication endpoint. Why: docs/decisions/046-twitter.md
 */

/** GraphQL's `features` for TweetResultByRestId, as yt-dlp sends them (2026-08). */
const FEATURES = {
  creator_subscriptions_tweet_preview_api_enabled: true,
  tweetypie_unmention_optimization_enabled: true,
  responsive_web_edit_tweet_api_enabled: true,
  graphql_is_translatable_rweb_tweet_is_translatable_enabled: true,
  view_counts_everywhere_api_enabled: true,
  longform_notetweets_consumption_enabled: true,
  responsive_web_twitter_article_tweet_consumption_enabled: false,
  tweet_awards_web_tipping_enabled: false,
  freedom_of_speech_not_reach_fetch_enabled: true,
  standardized_nudges_misinfo: true,
  tweet_with_visibility_results_prefer_gql_limited_actions_policy_enabled: true,
  longform_notetweets_rich_text_read_enabled: true,
  longform_notetweets_inline_media_enabled: true,
  responsive_web_graphql_exclude_directive_enabled: true,
  verified_phone_label_enabled: false,
  responsive_web_media_download_video_enabled: false,
  responsive_web_graphql_skip_user_profile_image_extensions_enabled: false,
  responsive_web_graphql_timeline_navigation_enabled: true,
  responsive_web_enhance_cards_enabled: false,
};

/** Guests were refused (activation or query): syndication may still answer. */
export class GuestRefused extends MediaError {
  constructor(
    readonly detail: string,
    readonly retryAfterMs = 0,
  ) {
    super("rate_limited");
    this.name = "GuestRefused";
  }
}

function baseHeaders(x: TwitterSettings): Record<string, string> {
  return {
    "user-agent": x.userAgent,
    authorization: `Bearer ${x.bearerToken}`,
    "x-twitter-client-language": "en",
    "x-twitter-active-user": "yes",
    "accept-language": "en",
    accept: "*/*",
  };
}

const GUEST_TTL_MS = 60 * 60_000;
const guests = new Map<string, { token: string; expires: number }>();

function guestKey(x: TwitterSettings, context: RequestContext): string {
  return `${x.apiOrigin} ${context.egress?.id ?? "direct"}`;
}

/** A guest token for this egress: the cached one (an hour, as gallery-dl keeps it), else a new one. */
async function guestToken(
  x: TwitterSettings,
  context: RequestContext,
  fresh: boolean,
): Promise<string> {
  const key = guestKey(x, context);
  const cached = guests.get(key);
  if (!fresh && cached && cached.expires > Date.now()) return cached.token;
  guests.delete(key);
  const answer = await ask(
    `${x.apiOrigin}/1.1/guest/activate.json`,
    { method: "POST", headers: baseHeaders(x), body: "" },
    context,
  );
  const token =
    answer.status === 200 && isRecord(answer.json) ? str(answer.json.guest_token) : undefined;
  if (!token) throw new GuestRefused(`activation ${answer.status}`, answer.retryAfterMs);
  guests.set(key, { token, expires: Date.now() + GUEST_TTL_MS });
  return token;
}

function queryUrl(x: TwitterSettings, id: string): string {
  const url = new URL(`${x.apiOrigin}/graphql/${x.queryId}/TweetResultByRestId`);
  url.searchParams.set(
    "variables",
    JSON.stringify({
      tweetId: id,
      withCommunity: false,
      includePromotedContent: false,
      withVoice: false,
    }),
  );
  url.searchParams.set("features", JSON.stringify(FEATURES));
  url.searchParams.set("fieldToggles", JSON.stringify({ withArticleRichContentState: false }));
  return url.href;
}

/** GraphQL's `errors[]` messages, but for yt-dlp's known false positive. */
function errorsOf(answer: Answer): string[] {
  const errors =
    isRecord(answer.json) && Array.isArray(answer.json.errors) ? answer.json.errors : [];
  return errors
    .map((e) => (isRecord(e) ? str(e.message) : undefined))
    .filter((m): m is string => m !== undefined && m.toLowerCase() !== "dependency: unspecified");
}

/** A GraphQL answer read: media, or what it says of the post. */
function readGraphql(answer: Answer): unknown[] {
  const data = isRecord(answer.json) ? answer.json.data : undefined;
  const errors = errorsOf(answer);
  if (errors.some((m) => /not authorized/i.test(m))) throw new MediaError("login_required");
  if (!isRecord(data) || !isRecord(data.tweetResult)) {
    throw unusable(errors.length > 0 ? "GraphQL errors" : `GraphQL ${answer.status}`);
  }
  return graphqlMedia(data);
}

/** The post through a guest token; a refused or stale token is replaced once. */
export async function viaGuest(
  x: TwitterSettings,
  id: string,
  context: RequestContext,
): Promise<unknown[]> {
  for (let attempt = 0; ; attempt++) {
    const token = await guestToken(x, context, attempt > 0);
    const answer = await ask(
      queryUrl(x, id),
      {
        headers: {
          ...baseHeaders(x),
          "content-type": "application/json",
          "x-guest-token": token,
          cookie: `guest_id=${encodeURIComponent(`v1:${token}`)}; gt=${token}`,
        },
      },
      context,
    );
    if (answer.status === 401 || answer.status === 403 || answer.status === 429) {
      guests.delete(guestKey(x, context));
      if (answer.status !== 429 && attempt === 0) continue;
      throw new GuestRefused(`GraphQL ${answer.status}`, answer.retryAfterMs);
    }
    if (answer.status === 404 && !isRecord(answer.json)) {
      // A stale query id answers 404 without JSON: the method, not the post.
      throw unusable("GraphQL 404 (query id)");
    }
    return readGraphql(answer);
  }
}

/** The post through a signed-in session; X's pushback on the session is a Refusal of it. */
export async function viaSession(
  x: TwitterSettings,
  id: string,
  session: Session,
  context: RequestContext,
): Promise<unknown[]> {
  const answer = await ask(
    queryUrl(x, id),
    {
      headers: {
        ...baseHeaders(x),
        "content-type": "application/json",
        "x-twitter-auth-type": "OAuth2Session",
        ...(session.csrf ? { "x-csrf-token": session.csrf } : {}),
        cookie: session.cookie,
      },
    },
    context,
  );
  if (answer.status === 429) throw new Refusal("session", "rate limited", answer.retryAfterMs);
  if (answer.status === 401) throw new Refusal("lost", "logged out", 0, "logged_out");
  // 326: "this account is temporarily locked" (a challenge to solve in the browser).
  if (answer.status === 403) {
    const locked = JSON.stringify(answer.json ?? "").includes('"code":326');
    throw locked
      ? new Refusal("lost", "locked", 0, "challenged")
      : new Refusal("lost", "refused", 0, "logged_out");
  }
  return readGraphql(answer);
}

/** The syndication endpoint's token (yt-dlp's and cobalt's formula). */
export function syndicationToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, "");
}

/** The post through the syndication endpoint; a 429 or 403 there refuses the address. */
export async function viaSyndication(
  x: TwitterSettings,
  id: string,
  context: RequestContext,
): Promise<unknown[]> {
  const url = new URL(`${x.syndicationOrigin}/tweet-result`);
  url.searchParams.set("id", id);
  url.searchParams.set("token", syndicationToken(id));
  url.searchParams.set("lang", "en");
  const answer = await ask(
    url.href,
    { headers: { "user-agent": x.userAgent, accept: "application/json" } },
    context,
  );
  if (answer.status === 429 || answer.status === 403) {
    throw new Refusal("egress", `syndication ${answer.status}`, answer.retryAfterMs);
  }
  if (answer.status === 404) throw new MediaError("not_found");
  if (answer.status !== 200) throw unusable(`syndication ${answer.status}`);
  return syndicationMedia(answer.json);
}
