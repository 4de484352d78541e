import { type PlatformClient, unreadable, Wall } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, sizeOf, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import type { FacebookPostLink } from "../../platforms/facebook/links.js";
import { facebookSettings } from "../../platforms/facebook/settings.js";
import { pageHeaders } from "./headers.js";
import { inPlaceOf } from "./page.js";
import { type FoundVideo, idOf, videoCandidate, videoObjects } from "./relay.js";

/**
 * A post's page read for its media, as yt-dlp's `_extract_from_url` reads a post: the story's
 * `attachments`, each attachment's `all_subattachments.nodes[].media` (or its one `media`), in
 * the post's order; a video without formats is left out ("removed"), photos kept. What the page
 * carries outside the story's attachments (an "up next" reel) is never the post's.
 * Why: docs/decisions/086-facebook-posts-with-several-videos.md
 */

/** One medium of a post, in its order. */
export type PostMedium =
  | { type: "video"; found: FoundVideo }
  | { type: "photo"; candidate: MediaCandidate };

/** The `media` objects (Video or Photo) under the blocks' `attachments` arrays, in order. */
function attachedMedia(blocks: unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  let budget = 2_000_000;
  const collect = (value: unknown, depth: number, inAttachments: boolean): void => {
    if (depth > 80 || --budget < 0) return;
    if (Array.isArray(value)) {
      for (const item of value) collect(item, depth + 1, inAttachments);
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (inAttachments && (key === "media" || key === "node") && isRecord(child)) {
        const kind = child.__typename;
        const id = idOf(child);
        if ((kind === "Video" || kind === "Photo") && id) {
          if (!seen.has(id)) {
            seen.add(id);
            out.push(child);
          }
          continue;
        }
      }
      collect(child, depth + 1, inAttachments || key === "attachments");
    }
  };
  collect(blocks, 0, false);
  return out;
}

/** The largest picture a Photo object names, with its size. */
function photoCandidate(photo: Record<string, unknown>): MediaCandidate | undefined {
  for (const key of ["photo_image", "viewer_image", "image"]) {
    const image = photo[key];
    if (!isRecord(image)) continue;
    const url = str(image.uri);
    if (!url || !/^https?:\/\//.test(url)) continue;
    return { type: "photo", url, ...sizeOf(image) };
  }
  return undefined;
}

/** The post's media from its page's blocks, in order. */
export function postMedia(blocks: unknown[]): PostMedium[] {
  const videos = videoObjects(blocks);
  const out: PostMedium[] = [];
  for (const media of attachedMedia(blocks)) {
    const id = idOf(media) as string;
    if (media.__typename === "Video") {
      // The video's formats may sit in another block under the same id (merged by id).
      const found = videoCandidate({ ...media, ...videos.get(id) });
      if (found) out.push({ type: "video", found });
    } else {
      const candidate = photoCandidate(media);
      if (candidate) out.push({ type: "photo", candidate });
    }
  }
  return out;
}

/** Asks Facebook for the post's page: its media in order, or why there are none. */
export async function fetchPostPage(
  link: FacebookPostLink,
  client: PlatformClient,
): Promise<PostMedium[]> {
  const fb = facebookSettings.of(client.config);
  const page = await client.page(`${fb.webOrigin}${link.path}`, { headers: pageHeaders(fb) });
  const media = postMedia(page.sjs());
  if (media.length > 0) return media;
  const instead = inPlaceOf(page);
  // The login form in place of the post: friends or a group's members only.
  if (instead === "login") throw new Wall("login_required", "login form");
  if (instead === "gone") throw new MediaError("not_found");
  throw unreadable("no post media");
}
