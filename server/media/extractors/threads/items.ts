import { isRecord, num, recordsAt, sizeOf, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";

/**
 * Threads' post object is Instagram's mobile media schema (`image_versions2`, `video_versions`,
 * `carousel_media`). Read here on its own, so neither platform's folder imports the other's.
 * Why: docs/decisions/047-threads.md
 */
type Json = Record<string, unknown>;

/** The post holds media we must not guess at (a video without its URL). */
export class UnreadableMedia extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UnreadableMedia";
  }
}

/** The largest of a list of `{url, width, height}` (Threads does not order them). */
function largest(list: Json[]): Json | undefined {
  const area = (e: Json) => (num(e.width) ?? 0) * (num(e.height) ?? 1);
  return list.filter((e) => str(e.url)).sort((a, b) => area(b) - area(a))[0];
}

/** One item (not a carousel): its video if it has one, else its largest image. */
function item(node: Json): MediaCandidate | undefined {
  const images = isRecord(node.image_versions2) ? recordsAt(node.image_versions2.candidates) : [];
  const image = largest(images);
  const imageUrl = image ? str(image.url) : undefined;
  const videos = recordsAt(node.video_versions);
  if (node.media_type === 2 || videos.length > 0) {
    const video = largest(videos);
    const url = video ? str(video.url) : undefined;
    if (!video || !url) throw new UnreadableMedia("video without a video URL");
    return { type: "video", url, ...(imageUrl ? { thumbnail: imageUrl } : {}), ...sizeOf(video) };
  }
  if (!image || !imageUrl) return undefined;
  return { type: "photo", url: imageUrl, thumbnail: imageUrl, ...sizeOf(image) };
}

/** The post a repost or quote carries its media in. */
function shared(post: Json): Json | undefined {
  const info = isRecord(post.text_post_app_info) ? post.text_post_app_info : {};
  const share = isRecord(info.share_info) ? info.share_info : {};
  for (const key of ["reposted_post", "quoted_post", "quoted_attachment_post"]) {
    if (isRecord(share[key])) return share[key];
  }
  return undefined;
}

/**
 * Every photo and video of a post, carousel children in order; a text post that reposts or
 * quotes another gives that one's. Empty: the post has no media.
 */
export function postMedia(post: Json, depth = 0): MediaCandidate[] {
  const children = recordsAt(post.carousel_media);
  if (children.length > 0) {
    return children.map((child) => {
      const found = item(child);
      if (!found) throw new UnreadableMedia("carousel child without media");
      return found;
    });
  }
  const own = item(post);
  if (own) return [own];
  const inner = depth === 0 ? shared(post) : undefined;
  return inner ? postMedia(inner, 1) : [];
}

/** Looks like a post object: has a shortcode and one of the media fields. */
export function isPost(value: unknown, code: string): value is Json {
  return (
    isRecord(value) &&
    value.code === code &&
    ("image_versions2" in value || "video_versions" in value || "carousel_media" in value)
  );
}
