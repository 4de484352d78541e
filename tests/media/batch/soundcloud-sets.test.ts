import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchResponse, CollectionResponse, MediaItem } from "../../../common/media-api.js";
import { openApiDocument } from "../../../server/api/openapi.js";
import { fetchTunnel } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { probeBytes } from "../../../test-support/media-files.js";
import { answerValidator } from "../../../test-support/openapi-check.js";
import { readZip } from "../../../test-support/read-zip.js";
import {
  SIXTY_SET,
  type SoundcloudStandIn,
  startSoundcloud,
} from "../../../test-support/stand-ins/soundcloud.js";

/**
 * Issue 35, item 2: a SoundCloud set is a collection like a YouTube playlist: its tracks listed
 * a page at a time (the set's track ids, the stubs asked `/tracks?ids=` fifty at a time), the
 * Go+ and blocked ones saying why, the picks got as sound, one by one or as one ZIP; the same
 * link pasted alone is still a post. Why: docs/decisions/075-collections.md (amendment)
 */

const SET = `https://soundcloud.com/${SIXTY_SET.user}/sets/${SIXTY_SET.slug}`;

let sc: SoundcloudStandIn;
beforeAll(async () => {
  sc = await startSoundcloud();
});
afterAll(() => sc?.close());

const app = useMediaApp(() => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  SOUNDCLOUD_ORIGIN: sc.web.origin,
  SOUNDCLOUD_API_ORIGIN: sc.api.origin,
  SOUNDCLOUD_SHORT_ORIGIN: sc.short.origin,
  COLLECTION_MAX_ITEMS: "100",
}));

async function post<T>(path: string, body: unknown, visitor: number) {
  const res = await fetch(`${app.origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.35.7.${visitor}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T & { error?: unknown } };
}

const apiPaths = (from: number) =>
  sc.api.requests.slice(from).map((r) => new URL(r.url, "http://x").pathname);

describe("a SoundCloud set as a collection", () => {
  it("lists 60 tracks in pages, with title, duration, artwork and why some cannot be had", async () => {
    const before = sc.api.requests.length;
    const first = await post<CollectionResponse>("/api/collection", { url: SET }, 1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      platform: "soundcloud",
      title: SIXTY_SET.slug,
      url: SET,
      listed: 50,
      max: 100,
      sound: true,
    });
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.entries[0]).toMatchObject({
      url: "https://soundcloud.com/longplayer/track-01",
      id: "3001",
      title: "track-01",
      durationSeconds: 2,
    });
    const artwork = await fetchTunnel(app, first.body.entries[0]?.thumbnail);
    expect(artwork.status).toBe(200);
    expect(artwork.headers.get("content-type")).toBe("image/jpeg");
    expect(first.body.entries[9]?.unavailable).toBe("preview_only");
    expect(first.body.entries[19]?.unavailable).toBe("region_blocked");
    expect(first.body.entries[19]?.thumbnail).toBeUndefined();
    expect(first.body.entries.filter((e) => e.unavailable)).toHaveLength(2);
    // The answer, `sound` and `region_blocked` included, is the API document's.
    const document = openApiDocument() as unknown as Record<string, unknown>;
    expect(answerValidator(document).check("/api/collection", "post", 200, first.body)).toEqual([]);

    const second = await post<CollectionResponse>(
      "/api/collection",
      { url: SET, page: first.body.next },
      1,
    );
    expect(second.status).toBe(200);
    expect(second.body.entries.map((e) => e.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(3051 + i)),
    );
    expect(second.body).toMatchObject({ listed: 60 });
    expect(second.body.next).toBeUndefined();
    // Each page: the set resolved, and its stubs asked by id (at most fifty a request).
    expect(apiPaths(before).filter((p) => p === "/tracks")).toHaveLength(2);
  });

  it("gets picked tracks as sound, one by one and as one ZIP", async () => {
    const listed = await post<CollectionResponse>("/api/collection", { url: SET }, 2);
    const picks = listed.body.entries.slice(0, 3).map((e) => e.url);
    const batch = await post<BatchResponse>(
      "/api/resolve/batch",
      { urls: picks, kind: "audio" },
      2,
    );
    expect(batch.status).toBe(200);
    const items = batch.body.rows.map((row) => {
      if (!("items" in row)) throw new Error(`no items: ${JSON.stringify(row)}`);
      return row.items[0] as MediaItem;
    });
    expect(items.map((i) => i.filename)).toEqual([
      "soundcloud-longplayer-track-01.mp3",
      "soundcloud-longplayer-track-02.mp3",
      "soundcloud-longplayer-track-03.mp3",
    ]);
    const one = await fetchTunnel(app, items[0]?.download);
    expect(one.status).toBe(200);
    expect(Buffer.from(await one.arrayBuffer()).equals(sc.mp3(3001))).toBe(true);

    const form = new URLSearchParams({ filename: SIXTY_SET.slug });
    for (const item of items) form.append("downloads", item.download);
    const zip = await fetch(`${app.origin}/api/tunnel/batch`, { method: "POST", body: form });
    expect(zip.status).toBe(200);
    const entries = await readZip(Buffer.from(await zip.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual(items.map((i) => i.filename));
    for (const entry of entries) expect(probeBytes(entry.data, entry.name).audio).toBe("mp3");
  }, 60_000);

  it("is still a post of its tracks when pasted alone", async () => {
    const res = await post<{ items: MediaItem[] }>("/api/resolve", { url: SET, kind: "post" }, 3);
    expect(res.status).toBe(200);
    // The first fifty, less the preview and the blocked one.
    expect(res.body.items).toHaveLength(48);
  }, 60_000);

  it("reads only set links as collections", async () => {
    const track = await post("/api/collection", { url: "https://soundcloud.com/frums/credits" }, 4);
    expect(track.body).toMatchObject({
      error: { code: "unsupported_link", reason: "not_a_collection" },
    });
  });
});
