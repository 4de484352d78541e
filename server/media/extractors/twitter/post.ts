import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import { NO_MEDIA } from "./media.js";

/**
 * What GraphQL's `tweetResult.result` (or the syndication answer) says: the post's media
 * entities, or what the post is (removed, private, age-restricted, not there).
 * Why: docs/decisions/046-twitter.md
 */

type Json = Record<string, unknown>;

/** A tombstone's sentence, read for what it says. */
function tombstoneError(text: string): MediaError {
  if (/^age-restricted/i.test(text)) return new MediaError("age_restricted");
  if (/limits who can view|protected/i.test(text)) return new MediaError("private");
  // Deleted by its author, a suspended or withheld account...
  return new MediaError("removed");
}

function unavailableError(reason: string | undefined): MediaError {
  if (reason === "NsfwLoggedOut" || reason === "NsfwViewerHasNoStatedAge") {
    return new MediaError("age_restricted");
  }
  if (reason === "Protected") return new MediaError("private");
  if (reason === "Suspended") return new MediaError("removed");
  return new MediaError("not_found");
}

/** The `legacy` part of a GraphQL result that holds media: a retweet's original's, else its own. */
function mediaHolder(result: Json): Json | undefined {
  const tweet =
    result.__typename === "TweetWithVisibilityResults" && isRecord(result.tweet)
      ? result.tweet
      : result;
  const legacy = isRecord(tweet.legacy) ? tweet.legacy : undefined;
  const retweet = isRecord(legacy?.retweeted_status_result)
    ? legacy.retweeted_status_result.result
    : undefined;
  if (isRecord(retweet)) {
    const original = isRecord(retweet.tweet) ? retweet.tweet : retweet;
    if (isRecord(original.legacy)) return original.legacy;
  }
  return legacy;
}

/** An ad card's media (`unified_card`'s JSON in a binding value), as cobalt reads it. */
function cardMedia(card: unknown): unknown[] | undefined {
  if (!isRecord(card)) return undefined;
  const legacy = isRecord(card.legacy) ? card.legacy : card;
  let text: string | undefined;
  if (Array.isArray(legacy.binding_values)) {
    for (const binding of legacy.binding_values) {
      if (isRecord(binding) && binding.key === "unified_card" && isRecord(binding.value)) {
        text = str(binding.value.string_value);
      }
    }
  } else if (isRecord(legacy.binding_values) && isRecord(legacy.binding_values.unified_card)) {
    text = str(legacy.binding_values.unified_card.string_value);
  }
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isRecord(parsed.media_entities)) return undefined;
    const first = isRecord(parsed.component_objects) ? parsed.component_objects.media_1 : undefined;
    const id = isRecord(first) && isRecord(first.data) ? str(first.data.id) : undefined;
    const media = id ? parsed.media_entities[id] : undefined;
    return isRecord(media) ? [media] : undefined;
  } catch {
    return undefined;
  }
}

/** A result's own tweet, unwrapped from `TweetWithVisibilityResults`. */
function unwrapped(result: Json): Json {
  return result.__typename === "TweetWithVisibilityResults" && isRecord(result.tweet)
    ? result.tweet
    : result;
}

/** A result's media: its own (or its repost's original's), else its ad card's; [] when none. */
function ownMedia(result: Json): unknown[] {
  const holder = mediaHolder(result);
  const extended = isRecord(holder?.extended_entities) ? holder.extended_entities.media : undefined;
  if (Array.isArray(extended) && extended.length > 0) return extended;
  return cardMedia(unwrapped(result).card) ?? [];
}

/**
 * The quoted post's media, after the post's own, as yt-dlp reads them (`(None,
 * 'quoted_status')`: GraphQL's `quoted_status_result`, syndication's `quoted_tweet`); cobalt
 * reads none. One level only: a quote of a quote is not followed.
 */
function quotedMedia(result: Json): unknown[] {
  const quoted = unwrapped(result).quoted_status_result;
  const inner = isRecord(quoted) && isRecord(quoted.result) ? quoted.result : undefined;
  if (!inner || inner.__typename === "TweetTombstone" || inner.__typename === "TweetUnavailable") {
    return [];
  }
  return ownMedia(inner);
}

/** GraphQL's `data.tweetResult.result`: the media entities, or the reason there are none. */
export function graphqlMedia(data: unknown): unknown[] {
  const tweetResult = isRecord(data) && isRecord(data.tweetResult) ? data.tweetResult : undefined;
  if (!tweetResult)
    throw Object.assign(new MediaError("upstream_failed"), { detail: "no tweetResult" });
  const result = tweetResult.result;
  // An empty tweetResult: no such post (or deleted long ago).
  if (!isRecord(result)) throw new MediaError("not_found");
  if (isRecord(result.tombstone)) {
    const text = isRecord(result.tombstone.text) ? str(result.tombstone.text.text) : undefined;
    throw tombstoneError(text ?? "");
  }
  if (result.__typename === "TweetUnavailable") throw unavailableError(str(result.reason));
  if (!mediaHolder(result)) {
    throw Object.assign(new MediaError("upstream_failed"), { detail: "no legacy" });
  }
  const media = [...ownMedia(result), ...quotedMedia(result)];
  if (media.length > 0) return media;
  throw new MediaError("not_found", NO_MEDIA);
}

/** Syndication's media of a post: `mediaDetails`, else its card's. */
function syndicationOwn(body: Json): unknown[] {
  if (Array.isArray(body.mediaDetails) && body.mediaDetails.length > 0) return body.mediaDetails;
  return cardMedia(body.card) ?? [];
}

/** The syndication answer: `mediaDetails` (or a card's), then the quoted post's, or why none. */
export function syndicationMedia(body: unknown): unknown[] {
  if (!isRecord(body) || Object.keys(body).length === 0) throw new MediaError("not_found");
  if (body.__typename === "TweetTombstone" || isRecord(body.tombstone)) {
    const tombstone = isRecord(body.tombstone) ? body.tombstone : {};
    const text = isRecord(tombstone.text) ? str(tombstone.text.text) : undefined;
    throw tombstoneError(text ?? "");
  }
  // Not a post at all: the endpoint's answer changed shape (the method's failure).
  if (!str(body.id_str)) {
    throw Object.assign(new MediaError("upstream_failed"), { detail: "not a post" });
  }
  const quoted = isRecord(body.quoted_tweet) ? syndicationOwn(body.quoted_tweet) : [];
  const media = [...syndicationOwn(body), ...quoted];
  if (media.length > 0) return media;
  throw new MediaError("not_found", NO_MEDIA);
}
