import {
  type AnswerRules,
  type Page,
  type PlatformClient,
  unreadable,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import type { SnapchatSpotlightLink } from "../../platforms/snapchat/links.js";
import { snapchatSettings } from "../../platforms/snapchat/settings.js";

type Json = Record<string, unknown>;

/**
 * Snapchat's own reading of its pages, over the shared table (decision 059): a page sent to the
 * login page is a wall the probe judges; a 403 without the page's data is the CDN's challenge
 * (the address rests); a 404 is read (Next.js's 404 page says what was asked for is gone).
 */
export const SNAPCHAT_ANSWERS: AnswerRules = {
  loginPath: /^\/accounts\/(?:v2\/)?login\b/,
  read(answer) {
    if (answer.status === 403 && !answer.page().nextData()) {
      return { is: "busy", detail: "challenge" };
    }
    if (answer.status === 404 && answer.page().nextData()) return { is: "ok" };
    return undefined;
  },
};

export function record(value: unknown, ...path: string[]): Json | undefined {
  let at: unknown = value;
  for (const key of path) at = isRecord(at) ? at[key] : undefined;
  return isRecord(at) ? at : undefined;
}

/** yt-dlp's reader, then the story's first snap: the Spotlight's file in the page's feed. */
function fromFeed(stories: unknown[], id: string): MediaCandidate | undefined {
  const entry = stories.find((s) => str(record(s, "story", "storyId")?.value) === id);
  if (!entry) return undefined;
  const video = record(entry, "metadata", "videoMetadata");
  const contentUrl = str(video?.contentUrl);
  if (contentUrl) {
    const candidate: MediaCandidate = { type: "video", url: contentUrl, ext: "mp4" };
    const width = num(video?.width);
    const height = num(video?.height);
    const thumbnail = str(video?.thumbnailUrl);
    if (width && height) Object.assign(candidate, { width, height });
    if (thumbnail) candidate.thumbnail = thumbnail;
    return candidate;
  }
  const snaps = record(entry, "story")?.snapList;
  const urls = Array.isArray(snaps) ? record(snaps[0], "snapUrls") : undefined;
  const mediaUrl = str(urls?.mediaUrl);
  if (!mediaUrl) return undefined;
  const candidate: MediaCandidate = { type: "video", url: mediaUrl, ext: "mp4" };
  const preview = str(record(urls, "mediaPreviewUrl")?.value);
  if (preview) candidate.thumbnail = preview;
  return candidate;
}

/** Whether a page is Next.js's 404 (by status or by what its data says). */
export function isMissing(status: number, data: Json | undefined): boolean {
  const props = record(data, "props", "pageProps");
  return status === 404 || data?.page === "/404" || num(props?.statusCode) === 404;
}

/** What the page says of the Spotlight: its file, or that it is gone. */
export function readSpotlightPage(page: Page, status: number, id: string): MediaCandidate {
  const data = page.nextData();
  if (isMissing(status, data)) throw new MediaError("not_found");
  const feed = record(data, "props", "pageProps", "spotlightFeed")?.spotlightStories;
  if (Array.isArray(feed)) {
    const found = fromFeed(feed, id);
    // The feed without this id: Snapchat shows the feed when a snap was removed. Its head's
    // preload is then another snap's video, so it is not taken.
    if (!found) throw new MediaError("not_found");
    return found;
  }
  // cobalt's reader: the video the page's head preloads.
  const preload = page.links.find(
    (l) => (l.rel ?? "").split(/\s+/).includes("preload") && l.as === "video" && l.href,
  )?.href;
  if (preload) return { type: "video", url: preload, ext: "mp4" };
  throw unreadable(data ? "no Spotlight in the page data" : "no page data");
}

/** A page of Snapchat's site through the attempt's client: its status and parsed HTML. */
export async function snapchatPage(
  path: string,
  client: PlatformClient,
): Promise<{ status: number; page: Page }> {
  const { webOrigin, userAgent } = snapchatSettings.of(client.config);
  const answer = await client.get(`${webOrigin}${path}`, {
    headers: {
      "user-agent": userAgent,
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "accept-language": "en-US,en;q=0.9",
    },
    maxBytes: 24 * 1024 ** 2,
  });
  return { status: answer.status, page: answer.page() };
}

/** The Spotlight's file from its page. Why: docs/decisions/056-snapchat-spotlight.md */
export async function spotlightPage(
  link: SnapchatSpotlightLink,
  client: PlatformClient,
): Promise<MediaCandidate> {
  const { status, page } = await snapchatPage(`/spotlight/${encodeURIComponent(link.id)}`, client);
  return readSpotlightPage(page, status, link.id);
}
