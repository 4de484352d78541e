import {
  type Answer,
  type AnswerRules,
  type PlatformClient,
  unreadable,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import { type TwitterSettings, twitterSettings } from "../../platforms/twitter/settings.js";
import { graphqlMedia, syndicationMedia } from "./post.js";

/**
 * X's three ways to a post: a guest token and GraphQL, the same query signed in, and the
 * syndication endpoint, each one request through the attempt's client.
 * Why: docs/decisions/046-twitter.md, 061-x-reddit-pinterest-on-the-client.md
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

/**
 * X's reading of its answers over the shared table (decision 059): a session answered 401 is
 * logged out, a 403 with code 326 ("this account is temporarily locked") is challenged; any other
 * 403 is a wall the probe judges (the post's, or the session's), never a session set aside for
 * good. Why: docs/decisions/061-x-reddit-pinterest-on-the-client.md
 */
export const TWITTER_ANSWERS: AnswerRules = {
  read(answer, who) {
    if (!who.signedIn) return undefined;
    if (answer.status === 401) return { is: "lost", as: "logged_out", detail: "401" };
    if (answer.status === 403 && hasCode(answer, 326)) {
      return { is: "lost", as: "challenged", detail: "locked (326)" };
    }
    return undefined;
  },
};

function hasCode(answer: Answer, code: number): boolean {
  const json = answer.json();
  const errors = isRecord(json) && Array.isArray(json.errors) ? json.errors : [];
  return errors.some((e) => isRecord(e) && e.code === code);
}

/** When X says to come back: Retry-After, else `x-rate-limit-reset` (epoch seconds). */
export function twitterWait(headers: Readonly<Record<string, string>>): number {
  const retry = Number(headers["retry-after"]);
  if (Number.isFinite(retry) && retry > 0) return Math.min(retry, 86_400) * 1000;
  const reset = Number(headers["x-rate-limit-reset"]);
  return Number.isFinite(reset) && reset > 0
    ? Math.max(0, Math.min(reset * 1000 - Date.now(), 86_400_000))
    : 0;
}

/**
 * Guests were refused (activation or query): a code, not the method's fault, so the round goes
 * on to syndication and benches nothing; when syndication refuses too, that refusal rests the
 * address.
 */
function guestRefused(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail: `GUEST_REFUSED_${detail}` });
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

/** A guest token is kept an hour per address, as gallery-dl keeps it. */
const GUEST_TTL_MS = 60 * 60_000;

async function guestToken(client: PlatformClient): Promise<{ token: string; forget(): void }> {
  const x = twitterSettings.of(client.config);
  const name = `guest ${x.apiOrigin}`;
  const token = await client.remember(name, GUEST_TTL_MS, async (own) => {
    const answer = await own.fetch(`${x.apiOrigin}/1.1/guest/activate.json`, {
      method: "POST",
      headers: baseHeaders(x),
      body: "",
      cookies: false,
    });
    const json = answer.json();
    const granted = answer.status === 200 && isRecord(json) ? str(json.guest_token) : undefined;
    if (!granted) throw guestRefused(`ACTIVATION_${answer.status}`);
    return granted;
  });
  return { token, forget: () => client.forget(name, token) };
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
function errorsOf(json: unknown): string[] {
  const errors = isRecord(json) && Array.isArray(json.errors) ? json.errors : [];
  return errors
    .map((e) => (isRecord(e) ? str(e.message) : undefined))
    .filter((m): m is string => m !== undefined && m.toLowerCase() !== "dependency: unspecified");
}

/** A GraphQL answer read: media, or what it says of the post. */
function readGraphql(answer: Answer): unknown[] {
  const json = answer.json();
  const data = isRecord(json) ? json.data : undefined;
  const errors = errorsOf(json);
  // X's words about this post for this reader ("not authorized to view this post").
  if (errors.some((m) => /not authorized/i.test(m))) throw new MediaError("login_required");
  if (!isRecord(data) || !isRecord(data.tweetResult)) {
    throw unreadable(errors.length > 0 ? "GraphQL errors" : "no tweetResult");
  }
  return graphqlMedia(data);
}

/** The post through a guest token; a refused or stale token is replaced once. */
export async function viaGuest(id: string, client: PlatformClient): Promise<unknown[]> {
  const x = twitterSettings.of(client.config);
  for (let attempt = 0; ; attempt++) {
    const guest = await guestToken(client);
    const answer = await client.fetch(queryUrl(x, id), {
      headers: {
        ...baseHeaders(x),
        "content-type": "application/json",
        "x-guest-token": guest.token,
        cookie: `guest_id=${encodeURIComponent(`v1:${guest.token}`)}; gt=${guest.token}`,
      },
      cookies: false,
    });
    if (answer.status === 401 || answer.status === 403 || answer.status === 429) {
      guest.forget();
      if (answer.status !== 429 && attempt === 0) continue;
      throw guestRefused(`GRAPHQL_${answer.status}`);
    }
    // A stale query id answers 404 without JSON: the method, not the post.
    if (answer.status === 404 && answer.json() === undefined) throw unreadable("query id");
    client.check(answer);
    return readGraphql(answer);
  }
}

/** The post through the attempt's signed-in session (its cookie sent by the client). */
export async function viaSession(id: string, client: PlatformClient): Promise<unknown[]> {
  const x = twitterSettings.of(client.config);
  const csrf = client.session?.csrf;
  const answer = await client.get(queryUrl(x, id), {
    headers: {
      ...baseHeaders(x),
      "content-type": "application/json",
      "x-twitter-auth-type": "OAuth2Session",
      ...(csrf ? { "x-csrf-token": csrf } : {}),
    },
  });
  return readGraphql(answer);
}

/** The syndication endpoint's token (yt-dlp's and cobalt's formula). */
export function syndicationToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, "");
}

/** The post through the syndication endpoint (the embed's), read by the shared table. */
export async function viaSyndication(id: string, client: PlatformClient): Promise<unknown[]> {
  const x = twitterSettings.of(client.config);
  const url = new URL(`${x.syndicationOrigin}/tweet-result`);
  url.searchParams.set("id", id);
  url.searchParams.set("token", syndicationToken(id));
  url.searchParams.set("lang", "en");
  const json = await client.json(url, {
    headers: { "user-agent": x.userAgent },
    cookies: false,
  });
  return syndicationMedia(json);
}
