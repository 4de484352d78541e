import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchResponse, MediaItem } from "../../../common/media-api.js";
import { fetchTunnel } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { readZip } from "../../../test-support/read-zip.js";
import {
  startTiktok,
  type TiktokStandIn,
  tiktokEnv,
} from "../../../test-support/stand-ins/tiktok.js";
import {
  makeYoutubeMedia,
  startYoutube,
  type YoutubeStandIn,
} from "../../../test-support/stand-ins/youtube.js";

/**
 * Issue 35: 'Download all' of several links is one ZIP of their files, in the links' order,
 * each fetched by its own download token (its platform's hosts only), names made unique; a
 * converted MP3 is made into the ZIP. Why: docs/decisions/076-batch-zip.md
 */

const VIDEO = "7195741644585454894";
const OTHER = "7195741644585454895";
const TIKTOK = (id: string) => `https://www.tiktok.com/@someone/video/${id}`;
const SONG = "https://www.youtube.com/watch?v=M4gD1WSo5mA";

let tiktok: TiktokStandIn;
let youtube: YoutubeStandIn;
beforeAll(async () => {
  [tiktok, youtube] = await Promise.all([startTiktok(), startYoutube(makeYoutubeMedia(1))]);
  tiktok.posts.set(VIDEO, "video");
  tiktok.posts.set(OTHER, "video");
  youtube.answers.set("M4gD1WSo5mA", { VISIONOS: "player-visionos-M4gD1WSo5mA.json" });
});
afterAll(async () => {
  await Promise.all([tiktok?.close(), youtube?.close()]);
});

const app = useMediaApp(() => ({
  ...tiktokEnv(tiktok),
  YOUTUBE_ORIGIN: youtube.origin,
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
}));

async function items(urls: string[], kind?: string): Promise<MediaItem[]> {
  const res = await fetch(`${app.origin}/api/resolve/batch`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ urls, kind }),
  });
  const { rows } = (await res.json()) as BatchResponse;
  return rows.map((row) => {
    if (!("items" in row)) throw new Error(`no items: ${JSON.stringify(row)}`);
    return row.items[0] as MediaItem;
  });
}

function zipOf(downloads: string[], filename?: string) {
  const form = new URLSearchParams();
  for (const download of downloads) form.append("downloads", download);
  if (filename) form.set("filename", filename);
  return fetch(`${app.origin}/api/tunnel/batch`, { method: "POST", body: form });
}

describe("one ZIP of several links' files", () => {
  it("holds each file byte for byte, in order, names unique, an MP3 made on the way", async () => {
    const [first, second] = await items([TIKTOK(VIDEO), TIKTOK(OTHER)]);
    const [song] = await items([SONG], "audio");
    const files = [first, second, first, song] as MediaItem[];
    const singles = await Promise.all(
      files
        .slice(0, 3)
        .map(async (item) =>
          Buffer.from(await (await fetchTunnel(app, item.download)).arrayBuffer()),
        ),
    );

    const res = await zipOf(
      files.map((item) => item.download),
      "my links",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('filename="my links.zip"');
    const entries = await readZip(Buffer.from(await res.arrayBuffer()));
    const name = first?.filename as string;
    expect(name).toMatch(new RegExp(`^tiktok-${VIDEO}.*\\.mp4$`));
    expect(entries.map((e) => e.name)).toEqual([
      name,
      second?.filename,
      name.replace(/\.mp4$/, " (2).mp4"),
      "youtube-audio-M4gD1WSo5mA.mp3",
    ]);
    for (const [index, single] of singles.entries()) {
      expect(entries[index]?.compressionMethod).toBe(0);
      expect(entries[index]?.data.equals(single), entries[index]?.name).toBe(true);
    }
    const mp3 = entries[3]?.data as Buffer;
    expect(mp3.length).toBeGreaterThan(1000);
    // An MP3 begins with its ID3 tag or a frame's sync bits.
    expect(mp3.subarray(0, 3).toString("latin1") === "ID3" || mp3[0] === 0xff).toBe(true);
  }, 60_000);

  it("refuses a list that names no file of ours, and one too long", async () => {
    const [first] = await items([TIKTOK(VIDEO)]);
    const forged = `/api/tunnel/${"A".repeat(120)}`;
    expect((await zipOf([first?.download as string, forged])).status).toBe(403);
    expect((await zipOf(["https://example.com/file.mp4"])).status).toBe(400);
    expect((await zipOf([])).status).toBe(400);
    const many = Array.from({ length: 201 }, () => first?.download as string);
    expect((await zipOf(many)).status).toBe(400);
  });
});
