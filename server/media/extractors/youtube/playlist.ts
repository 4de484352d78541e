import { type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError, type MediaReason } from "../../errors.js";
import type { CollectionEntry, CollectionLink, CollectionPage } from "../../platforms/platform.js";
import { youtubeSettings } from "../../platforms/youtube/settings.js";
import { clientSpecs } from "./clients.js";
import { visitorData } from "./innertube.js";
import { youtubei } from "./library.js";

/**
 * A YouTube playlist, a page at a time, as WEB asks InnerTube's browse endpoint: the first
 * page by `browseId: VL<id>`, with `params: wgYCCAA=` so unavailable videos are listed too
 * (each says why), the next ones by the continuation token the last item carries. As yt-dlp
 * reads it (yt_dlp/extractor/youtube/_tab.py at 81ecd58b: `_playlist_entries`,
 * `_reload_with_unavailable_videos`, `_extract_continuation_ep_data`).
 * Why: docs/decisions/075-collections.md
 */

type Json = Record<string, unknown>;

function object(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `a.b.c` through objects, and through the first element of an array. */
function path(value: unknown, ...keys: string[]): unknown {
  let at = value;
  for (const key of keys) {
    if (Array.isArray(at)) at = at[0];
    at = object(at)?.[key];
  }
  return at;
}

function text(value: unknown): string | undefined {
  const node = object(value);
  if (!node) return undefined;
  if (typeof node.simpleText === "string") return node.simpleText;
  const runs = list(node.runs)
    .map((run) => object(run)?.text)
    .filter((t): t is string => typeof t === "string");
  return runs.length > 0
    ? runs.join("")
    : typeof node.content === "string"
      ? node.content
      : undefined;
}

/** The titles YouTube gives the entries it will not play. */
const GONE: Record<string, MediaReason> = {
  "[Private video]": "video_private",
  "[Deleted video]": "video_unavailable",
  "[Unavailable video]": "video_unavailable",
};

function entryOf(renderer: Json): CollectionEntry | undefined {
  const id = renderer.videoId;
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{11}$/.test(id)) return undefined;
  const title = text(renderer.title) ?? id;
  const seconds = Number(renderer.lengthSeconds);
  const thumbnails = list(path(renderer, "thumbnail", "thumbnails"))
    .map((t) => object(t))
    .filter((t): t is Json => typeof t?.url === "string");
  const thumbnail = thumbnails.at(-1)?.url as string | undefined;
  const gone = GONE[title] ?? (renderer.isPlayable === false ? "video_unavailable" : undefined);
  return {
    url: `https://www.youtube.com/watch?v=${id}`,
    id,
    title,
    ...(Number.isFinite(seconds) && seconds > 0 ? { durationSeconds: seconds } : {}),
    ...(thumbnail && !gone ? { thumbnail } : {}),
    ...(gone ? { unavailable: gone } : {}),
  };
}

/** Entries and the next page's token among a page's (or a continuation's) items. */
function readItems(items: unknown[]): { entries: CollectionEntry[]; next?: string } {
  const entries: CollectionEntry[] = [];
  let next: string | undefined;
  for (const item of items) {
    const node = object(item);
    const renderer = object(node?.playlistVideoRenderer);
    if (renderer) {
      const entry = entryOf(renderer);
      if (entry) entries.push(entry);
      continue;
    }
    const token = path(
      node,
      "continuationItemRenderer",
      "continuationEndpoint",
      "continuationCommand",
      "token",
    );
    if (typeof token === "string") next = token;
  }
  return next ? { entries, next } : { entries };
}

/** "The playlist does not exist." / "This playlist is private.": an alert of type ERROR. */
function refused(answer: Json): boolean {
  return list(answer.alerts).some((alert) => {
    const renderer = object(object(alert)?.alertRenderer);
    return renderer?.type === "ERROR";
  });
}

export async function youtubePlaylistPage(
  link: CollectionLink,
  cursor: string | undefined,
  client: PlatformClient,
): Promise<CollectionPage> {
  const settings = youtubeSettings.of(client.config);
  const web = clientSpecs(settings.clientVersions).find((spec) => spec.name === "WEB");
  if (!web) throw unreadable("no WEB client");
  // The visitor data is made by youtubei.js, loaded on first use.
  await youtubei();
  const visitor = visitorData();
  const context = { client: { ...web.context, hl: "en", gl: "US", visitorData: visitor } };
  const body = cursor
    ? { context, continuation: cursor }
    : { context, browseId: `VL${link.id}`, params: "wgYCCAA=" };
  const answer = object(
    await client.json(`${settings.origin}/youtubei/v1/browse?prettyPrint=false`, {
      method: "POST",
      headers: {
        "user-agent": web.userAgent,
        "x-youtube-client-name": String(web.id),
        "x-youtube-client-version": String(web.context.clientVersion),
        "x-goog-visitor-id": visitor,
        origin: settings.origin,
      },
      json: body,
      cookies: false,
    }),
  );
  if (!answer) throw unreadable("not a browse answer");
  if (refused(answer)) throw new MediaError("private", "playlist_private");
  const title =
    text(path(answer, "metadata", "playlistMetadataRenderer", "title")) ??
    (typeof path(answer, "metadata", "playlistMetadataRenderer", "title") === "string"
      ? String(path(answer, "metadata", "playlistMetadataRenderer", "title"))
      : undefined) ??
    text(path(answer, "header", "playlistHeaderRenderer", "title")) ??
    "";
  if (cursor) {
    const appended = list(answer.onResponseReceivedActions).flatMap((action) =>
      list(path(action, "appendContinuationItemsAction", "continuationItems")),
    );
    return { title, ...readItems(appended) };
  }
  const tabs = list(path(answer, "contents", "twoColumnBrowseResultsRenderer", "tabs"));
  const videos = path(
    tabs,
    "tabRenderer",
    "content",
    "sectionListRenderer",
    "contents",
    "itemSectionRenderer",
    "contents",
    "playlistVideoListRenderer",
    "contents",
  );
  if (!Array.isArray(videos)) {
    if (title) return { title, entries: [] };
    throw new MediaError("private", "playlist_private");
  }
  return { title, ...readItems(videos) };
}
