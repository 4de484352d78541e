import { type PlatformExtractor, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { at, isRecord, num, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import type { TumblrLink } from "../../platforms/tumblr/links.js";
import { tumblrSettings } from "../../platforms/tumblr/settings.js";

type Json = Record<string, unknown>;

/** The blog fields cobalt a636575b asks for (the app's own list; the answer is the same without). */
const BLOG_FIELDS =
  "uuid,name,avatar,?description,?can_message,?can_be_followed,?is_adult,?reply_conditions," +
  "?theme,?title,?url,?is_blocked_from_primary,?placement_id,?primary,?updated,?followed," +
  "?ask,?can_subscribe,?paywall_access,?subscription_plan,?is_blogless_advertiser,?tumblrmart_accessories";

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The largest of an image block's sizes (Tumblr lists the original first, but says so only by size). */
function largest(media: Json[]): Json | undefined {
  const area = (m: Json) => (num(m.width) ?? 0) * (num(m.height) ?? 0);
  return media.filter((m) => str(m.url)).sort((a, b) => area(b) - area(a))[0];
}

/** A size near 400 pixels wide for the preview, else the largest. */
function preview(media: Json[]): string | undefined {
  const fitting = media
    .filter((m) => str(m.url) && (num(m.width) ?? 0) >= 250)
    .sort((a, b) => (num(a.width) ?? 0) - (num(b.width) ?? 0))[0];
  return str(fitting?.url) ?? str(largest(media)?.url);
}

function sized(candidate: MediaCandidate, entry: Json): MediaCandidate {
  const width = num(entry.width);
  const height = num(entry.height);
  return width && height ? { ...candidate, width, height } : candidate;
}

/**
 * One NPF content block as an item: an image's largest size, a video or a sound Tumblr hosts
 * itself. Undefined for text, links and players of other sites (YouTube, Spotify...), which
 * cobalt and yt-dlp leave to their own extractors.
 */
function itemOf(block: Json): MediaCandidate | undefined {
  if (block.type === "image") {
    const media = records(block.media);
    const best = largest(media);
    const url = str(best?.url);
    if (!best || !url) return undefined;
    return sized({ type: "photo", url, thumbnail: preview(media) ?? url }, best);
  }
  if (block.type !== "video" && block.type !== "audio") return undefined;
  if (block.provider !== undefined && block.provider !== "tumblr") return undefined;
  const media = isRecord(block.media) ? block.media : records(block.media)[0];
  const url = str(media?.url);
  if (!media || !url) return undefined;
  const poster = str(records(block.poster)[0]?.url);
  if (block.type === "audio") {
    const mp3 = (str(media.type) ?? "audio/mpeg") === "audio/mpeg";
    return {
      type: "audio",
      url,
      ...(mp3 ? { ext: "mp3", mp3: true } : {}),
      ...(poster ? { thumbnail: poster } : {}),
    };
  }
  return sized({ type: "video", url, ext: "mp4", ...(poster ? { thumbnail: poster } : {}) }, media);
}

/**
 * Every item of a post in the order Tumblr shows it: the reblog trail first (the original post,
 * then each reblog that added to it), then what this post itself adds. The same file twice (a
 * reblog quoting it again) is listed once.
 */
export function postItems(post: Json): MediaCandidate[] {
  const blocks = [
    ...records(post.trail).flatMap((entry) => records(entry.content)),
    ...records(post.content),
  ];
  const items: MediaCandidate[] = [];
  for (const block of blocks) {
    const item = itemOf(block);
    if (item && !items.some((i) => i.url === item.url)) items.push(item);
  }
  return items;
}

export const tumblrExtractor: PlatformExtractor<TumblrLink> = {
  /**
   * The built-in Tumblr extractor: the post's permalink through the API, as Tumblr's iPhone app
   * asks it with its public key (cobalt a636575b, `services/tumblr.js`), its NPF blocks read into
   * items. Why: docs/decisions/079-tumblr.md
   */
  extract: async (link, _kind, client) => {
    const tumblr = tumblrSettings.of(client.config);
    const url = new URL(
      `${tumblr.apiOrigin}/v2/blog/${link.blog}.tumblr.com/posts/${link.id}/permalink`,
    );
    url.searchParams.set("api_key", tumblr.apiKey);
    url.searchParams.set("fields[blogs]", BLOG_FIELDS);
    const answer = await client.json(url, {
      headers: {
        "user-agent": `Tumblr/${tumblr.appVersion}`,
        "x-version": tumblr.appVersion,
      },
    });
    const elements = at(answer, "response", "timeline", "elements");
    if (!Array.isArray(elements)) throw unreadable("no timeline");
    const post = elements.find(isRecord);
    if (!post) throw new MediaError("not_found");
    const items = postItems(post);
    if (items.length === 0) throw new MediaError("not_found", "no_media");
    return items;
  },
  method: "api",
};
