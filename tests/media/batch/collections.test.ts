import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectionResponse } from "../../../common/media-api.js";
import { fetchTunnel } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import {
  makeYoutubeMedia,
  PLAYLIST_PAGE_SIZE,
  playlistOf,
  startYoutube,
  type YoutubeStandIn,
} from "../../../test-support/stand-ins/youtube.js";

/**
 * Issue 35, item 2: a YouTube playlist listed a page at a time through InnerTube's browse
 * endpoint (`VL<id>`, then continuations), up to COLLECTION_MAX_ITEMS; a private list and
 * unavailable videos say why. Why: docs/decisions/075-collections.md
 */

const LIST = "PLstandin60videos00";
const PRIVATE = "PLstandinprivate000";
const HUGE = "PLstandin50000items";
const GAPS = "PLstandinwithgaps00";

let youtube: YoutubeStandIn;
beforeAll(async () => {
  youtube = await startYoutube(makeYoutubeMedia(1));
  youtube.playlists.set(LIST, playlistOf("Sixty", 60));
  youtube.playlists.set(PRIVATE, { title: "", videos: [], private: true });
  youtube.playlists.set(HUGE, playlistOf("Huge", 50_000, "hg"));
  const gaps = playlistOf("Gaps", 4, "gp");
  (gaps.videos[1] as { gone?: string }).gone = "[Private video]";
  (gaps.videos[2] as { gone?: string }).gone = "[Deleted video]";
  youtube.playlists.set(GAPS, gaps);
});
afterAll(() => youtube?.close());

const app = useMediaApp(() => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  YOUTUBE_ORIGIN: youtube.origin,
  COLLECTION_MAX_ITEMS: "100",
}));

async function list(url: string, page?: string, visitor = 1) {
  const res = await fetch(`${app.origin}/api/collection`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.35.2.${visitor}` },
    body: JSON.stringify({ url, page }),
  });
  return {
    status: res.status,
    body: (await res.json()) as CollectionResponse & { error?: unknown },
  };
}

describe("a YouTube playlist, a page at a time", () => {
  it("lists 60 videos in pages with title, duration and thumbnail", async () => {
    const url = `https://www.youtube.com/playlist?list=${LIST}`;
    const first = await list(url);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ platform: "youtube", title: "Sixty", listed: 25, max: 100 });
    expect(first.body.entries).toHaveLength(PLAYLIST_PAGE_SIZE);
    expect(first.body.entries[0]).toMatchObject({
      url: "https://www.youtube.com/watch?v=plv00000001",
      title: "Video 1 of Sixty",
      durationSeconds: 60,
    });
    const thumbnail = await fetchTunnel(app, first.body.entries[0]?.thumbnail);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-disposition")).toMatch(/^inline/);

    const ids = [...first.body.entries.map((e) => e.id)];
    let next = first.body.next;
    while (next) {
      const page = await list(url, next);
      expect(page.status).toBe(200);
      ids.push(...page.body.entries.map((e) => e.id));
      next = page.body.next;
    }
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(ids.at(-1)).toBe("plv00000060");
    // The first page by the playlist's browse id, the rest by continuation: three asks.
    expect(youtube.asked.filter((a) => a.endpoint === "browse")).toHaveLength(3);
  });

  it("reads a video watched in a playlist as the playlist, naming the video", async () => {
    const first = await list(`https://www.youtube.com/watch?v=plv00000007&list=${LIST}&index=7`);
    expect(first.status).toBe(200);
    expect(first.body.item).toBe("https://www.youtube.com/watch?v=plv00000007");
    expect(first.body.url).toBe(`https://www.youtube.com/playlist?list=${LIST}`);
  });

  it("says a private list is private, and which videos are unavailable and why", async () => {
    const closed = await list(`https://www.youtube.com/playlist?list=${PRIVATE}`);
    expect(closed.status).toBe(403);
    expect(closed.body).toMatchObject({ error: { code: "private", reason: "playlist_private" } });

    const gaps = await list(`https://www.youtube.com/playlist?list=${GAPS}`);
    expect(gaps.body.entries.map((e) => e.unavailable)).toEqual([
      undefined,
      "video_private",
      "video_unavailable",
      undefined,
    ]);
    expect(gaps.body.entries[1]?.thumbnail).toBeUndefined();
  });

  it("lists a playlist of 50,000 no further than COLLECTION_MAX_ITEMS", async () => {
    const url = `https://www.youtube.com/playlist?list=${HUGE}`;
    const before = youtube.asked.length;
    let page = await list(url, undefined, 3);
    let listed = page.body.entries.length;
    while (page.body.next) {
      page = await list(url, page.body.next, 3);
      listed += page.body.entries.length;
    }
    expect(listed).toBe(100);
    expect(page.body).toMatchObject({ listed: 100, truncated: true });
    expect(youtube.asked.length - before).toBe(100 / PLAYLIST_PAGE_SIZE);
  });

  it("refuses a page token that is forged, or of another list, and a link of no list", async () => {
    const url = `https://www.youtube.com/playlist?list=${LIST}`;
    const forged = await list(url, "A".repeat(80));
    expect(forged.body).toMatchObject({ error: { reason: "collection_page_invalid" } });
    const other = await list(`https://www.youtube.com/playlist?list=${GAPS}`);
    const first = await list(url);
    const crossed = await list(`https://www.youtube.com/playlist?list=${GAPS}`, first.body.next);
    expect(other.status).toBe(200);
    expect(crossed.body).toMatchObject({ error: { reason: "collection_page_invalid" } });
    const video = await list("https://www.youtube.com/watch?v=plv00000007");
    expect(video.body).toMatchObject({
      error: { code: "unsupported_link", reason: "not_a_collection" },
    });
  });
});
