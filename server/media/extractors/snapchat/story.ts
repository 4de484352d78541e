import { type Page, type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import type { SnapchatStoryLink } from "../../platforms/snapchat/links.js";
import { isMissing, record, snapchatPage } from "./page.js";

/** One snap of a story's `snapList` as an item: a photo (`snapMediaType` 0) or a video. */
function itemOf(snap: unknown): MediaCandidate | undefined {
  const urls = record(snap, "snapUrls");
  const url = str(urls?.mediaUrl);
  if (!url) return undefined;
  const photo = isRecord(snap) && num(snap.snapMediaType) === 0;
  const item: MediaCandidate = photo
    ? { type: "photo", url, ext: "jpg" }
    : { type: "video", url, ext: "mp4" };
  const preview = str(record(urls, "mediaPreviewUrl")?.value);
  if (preview) item.thumbnail = preview;
  else if (photo) item.thumbnail = url;
  return item;
}

const snapsOf = (story: unknown): unknown[] => {
  const list = record(story)?.snapList;
  return Array.isArray(list) ? list : [];
};

/** What the profile page says of its story: the snap asked for, or every snap of the story. */
export function readStoryPage(
  page: Page,
  status: number,
  link: SnapchatStoryLink,
): MediaCandidate[] {
  const data = page.nextData();
  const props = record(data, "props", "pageProps");
  if (isMissing(status, data)) throw new MediaError("not_found", "account_not_found");
  if (!props) throw unreadable(data ? "no page props" : "no page data");
  const story = snapsOf(props.story);
  if (link.snap) {
    // cobalt's reader: the snap whose id the link names, in the current story.
    const snap = story.find((s) => str(record(s, "snapId")?.value) === link.snap);
    const item = snap ? itemOf(snap) : undefined;
    if (!item) throw new MediaError("not_found", "snap_gone");
    return [item];
  }
  // The story of the last day, else the first highlight (cobalt's choice for a bare profile).
  const highlights = Array.isArray(props.curatedHighlights) ? props.curatedHighlights : [];
  const snaps = story.length > 0 ? story : snapsOf(highlights[0]);
  const items = snaps.flatMap((s) => itemOf(s) ?? []);
  if (items.length === 0) {
    throw new MediaError("not_found", "no_public_story");
  }
  return items;
}

/** The profile's page: its story's snaps. Why: docs/decisions/056-snapchat-spotlight.md */
export async function storyPage(
  link: SnapchatStoryLink,
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  const path = `/add/${encodeURIComponent(link.user)}${link.snap ? `/${link.snap}` : ""}`;
  const { status, page } = await snapchatPage(path, client);
  return readStoryPage(page, status, link);
}
