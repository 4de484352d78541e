import { type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { num, str } from "../../json-fields.js";
import type { CollectionEntry, CollectionLink, CollectionPage } from "../../platforms/platform.js";
import { soundcloudPath } from "../../platforms/soundcloud/links.js";
import { artworkOf, filledTracks, records, resolveLink, unavailableReason } from "./index.js";

type Json = Record<string, unknown>;

/** Tracks listed a page: as many as one `/tracks?ids=` request gives. */
export const SET_PAGE_SIZE = 50;

/** A track's own link, with its secret when it is private (a private set's tracks are). */
function trackLink(track: Json): string | undefined {
  const permalink = str(track.permalink_url);
  if (!permalink || !URL.canParse(permalink)) return undefined;
  const read = soundcloudPath(new URL(permalink).pathname);
  if (read?.type !== "track") return undefined;
  const secret = str(track.secret_token);
  if (read.secret || !secret || !/^s-[A-Za-z0-9]{1,64}$/.test(secret)) return read.url;
  return `${read.url}/${secret}`;
}

function entryOf(track: Json): CollectionEntry | undefined {
  const id = num(track.id);
  const url = trackLink(track);
  if (id === undefined || !url) return undefined;
  const millis = num(track.full_duration) ?? num(track.duration);
  const unavailable = unavailableReason(track);
  const thumbnail = unavailable ? undefined : artworkOf(track);
  return {
    url,
    id: String(id),
    title: str(track.title) ?? String(id),
    ...(millis && millis > 0 ? { durationSeconds: Math.round(millis / 1000) } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    ...(unavailable ? { unavailable } : {}),
  };
}

/**
 * A SoundCloud set (playlist, album) as a collection, a page at a time: `/resolve?url=` names
 * the set and every track id in order (the first few in full, the rest stubs of an id only); a
 * page's stubs are asked `/tracks?ids=` with the set's id and a private set's secret, as
 * yt-dlp 81ecd58b reads a set (yt_dlp/extractor/soundcloud.py `_extract_set`). The cursor is
 * the index of the page's first track. Each entry is the track's own link, looked up as any
 * track when picked; a Go+ preview, a blocked or an encrypted track says why.
 * Why: docs/decisions/075-collections.md (amendment), 077-soundcloud.md
 */
export async function soundcloudSetPage(
  link: CollectionLink,
  cursor: string | undefined,
  client: PlatformClient,
): Promise<CollectionPage> {
  const read = soundcloudPath(new URL(link.url).pathname);
  if (read?.type !== "set") throw new MediaError("unsupported_link", "not_a_collection");
  const start = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isSafeInteger(start) || start < 0) {
    throw new MediaError("invalid_request", "collection_page_invalid");
  }
  const set = await resolveLink(client, link.url);
  if (set.kind !== "playlist") throw new MediaError("unsupported_link", "not_a_collection");
  if (!Array.isArray(set.tracks)) throw unreadable("no tracks");
  const all = records(set.tracks);
  const listed = all.slice(start, start + SET_PAGE_SIZE);
  const tracks = await filledTracks(client, listed, set, read.secret);
  const entries = tracks
    .map(entryOf)
    .filter((entry): entry is CollectionEntry => entry !== undefined);
  const end = start + listed.length;
  return {
    title: str(set.title) ?? read.slug,
    entries,
    ...(end < all.length ? { next: String(end) } : {}),
  };
}
