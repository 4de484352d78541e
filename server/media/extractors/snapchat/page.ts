import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { LookupContext, MediaCandidate } from "../../lookup.js";
import type { SnapchatSpotlightLink } from "../../platforms/snapchat/links.js";
import { snapchatSettings } from "../../platforms/snapchat/settings.js";
import { Refusal, retryAfterMs } from "../../pushback/refusals.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { toMediaError } from "../../upstream/failures.js";

type Json = Record<string, unknown>;

const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]+?)<\/script>/;
/** cobalt's reader: the video the page's head preloads. */
const PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bhref="([^"]+)"[^>]*\bas="video"[^>]*\/?>/;

export function unreadable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}

export function nextData(html: string): Json | undefined {
  const text = NEXT_DATA.exec(html)?.[1];
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

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

const decode = (href: string) => href.replace(/&amp;/g, "&");

/** What the page says of the Spotlight: its file, or that it is gone. */
export function readSpotlightPage(html: string, status: number, id: string): MediaCandidate {
  const data = nextData(html);
  const props = record(data, "props", "pageProps");
  if (status === 404 || data?.page === "/404" || num(props?.statusCode) === 404) {
    throw new MediaError("not_found");
  }
  const feed = record(props, "spotlightFeed")?.spotlightStories;
  if (Array.isArray(feed)) {
    const found = fromFeed(feed, id);
    // The feed without this id: Snapchat shows the feed when a snap was removed. Its head's
    // preload is then another snap's video, so it is not taken.
    if (!found) throw new MediaError("not_found");
    return found;
  }
  const preload = PRELOAD.exec(html)?.[1];
  if (preload) return { type: "video", url: decode(preload), ext: "mp4" };
  throw unreadable(data ? "no Spotlight in the page data" : "no page data");
}

/**
 * A page of Snapchat's site through `egress`: its status and HTML. A 429, a challenge page or
 * a redirect to the login page is about who asked (the egress rests).
 * Why: docs/decisions/056-snapchat-spotlight.md
 */
export async function snapchatPage(
  path: string,
  context: LookupContext,
  egress: Egress | undefined,
): Promise<{ status: number; html: string }> {
  const { webOrigin, userAgent } = snapchatSettings.of(context.config);
  let status: number;
  let html: string;
  let headers: Record<string, unknown>;
  let landed: URL;
  try {
    const response = await upstreamRequest(`${webOrigin}${path}`, {
      headers: {
        "user-agent": userAgent,
        accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        "accept-language": "en-US,en;q=0.9",
      },
      signal: context.signal,
      policy: context.policy,
      ...(egress ? { egress } : {}),
    });
    html = await readText(response.body);
    status = response.statusCode;
    headers = response.headers;
    landed = response.url;
  } catch (error) {
    throw context.signal.aborted ? new MediaError("timeout") : toMediaError(error);
  }
  context.onStatus?.(status);
  if (status === 429) throw new Refusal("egress", "429", retryAfterMs(headers["retry-after"]));
  if (/\/accounts\/(?:v2\/)?login/.test(landed.pathname)) throw new Refusal("egress", "login wall");
  if ((status === 403 || status === 503) && !NEXT_DATA.test(html)) {
    throw new Refusal("egress", "challenge");
  }
  if (status !== 200 && status !== 404) {
    throw Object.assign(new MediaError("upstream_failed"), { detail: "HTTP_STATUS" });
  }
  return { status, html };
}

/** The Spotlight's file from its page. */
export async function spotlightPage(
  link: SnapchatSpotlightLink,
  context: LookupContext,
  egress: Egress | undefined,
): Promise<MediaCandidate> {
  const { status, html } = await snapchatPage(
    `/spotlight/${encodeURIComponent(link.id)}`,
    context,
    egress,
  );
  return readSpotlightPage(html, status, link.id);
}
