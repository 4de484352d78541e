import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchResponse, MediaItem } from "../../../common/media-api.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { bytesOf, probeBytes } from "../../../test-support/media-files.js";
import { readZip } from "../../../test-support/read-zip.js";
import { type RutubeStandIn, startRutube } from "../../../test-support/stand-ins/rutube.js";
import {
  type SoundcloudStandIn,
  startSoundcloud,
} from "../../../test-support/stand-ins/soundcloud.js";
import {
  startTiktok,
  type TiktokStandIn,
  tiktokEnv,
} from "../../../test-support/stand-ins/tiktok.js";
import { probeDownload } from "../../../test-support/stand-ins/video-site-streams.js";

/**
 * Segmented items (HLS, DASH) in a ZIP: made by ffmpeg from their segments, one file at a time
 * in a slot of the ffmpeg budget, as the segment relay makes their single download; both in
 * 'Download all' of several links and in a post's own ZIP. Why: docs/decisions/076-batch-zip.md
 * (amendment), 072-segmented-streams.md
 */

const RUTUBE = "3eac3b4561676c17df9132a9a1e62e3e";
const TIKTOK = "7195741644585454894";

let rutube: RutubeStandIn;
let tiktok: TiktokStandIn;
let sc: SoundcloudStandIn;
beforeAll(async () => {
  [rutube, tiktok, sc] = await Promise.all([startRutube(), startTiktok(), startSoundcloud()]);
  rutube.videos.set(RUTUBE, "hls");
  tiktok.posts.set(TIKTOK, "video");
}, 60_000);
afterAll(async () => {
  await Promise.all([rutube?.close(), tiktok?.close(), sc?.close()]);
});

const app = useMediaApp(() => ({
  ...tiktokEnv(tiktok),
  RUTUBE_ORIGIN: rutube.origin,
  SOUNDCLOUD_ORIGIN: sc.web.origin,
  SOUNDCLOUD_API_ORIGIN: sc.api.origin,
  SOUNDCLOUD_SHORT_ORIGIN: sc.short.origin,
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
}));

async function items(urls: string[]): Promise<MediaItem[]> {
  const res = await fetch(`${app.origin}/api/resolve/batch`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ urls }),
  });
  const { rows } = (await res.json()) as BatchResponse;
  return rows.map((row) => {
    if (!("items" in row)) throw new Error(`no items: ${JSON.stringify(row)}`);
    return row.items[0] as MediaItem;
  });
}

describe("segmented items in a ZIP", () => {
  it("makes a Rutube HLS video into the batch ZIP beside a progressive file", async () => {
    const [video, clip] = await items([
      `https://rutube.ru/video/${RUTUBE}/`,
      `https://www.tiktok.com/@someone/video/${TIKTOK}`,
    ]);
    const single = await bytesOf(await fetchTunnel(app, clip?.download));
    const form = new URLSearchParams({ filename: "mixed" });
    for (const item of [video, clip]) form.append("downloads", item?.download as string);
    const res = await fetch(`${app.origin}/api/tunnel/batch`, { method: "POST", body: form });
    expect(res.status).toBe(200);
    const entries = await readZip(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([video?.filename, clip?.filename]);
    expect(video?.filename).toBe(`rutube-${RUTUBE}-720p.mp4`);
    const streams = probeDownload(entries[0]?.data as Buffer);
    expect(streams).toContainEqual({ type: "video", width: 1280, height: 720 });
    expect(streams.map((s) => s.type)).toContain("audio");
    expect(entries[1]?.data.equals(single)).toBe(true);
  }, 120_000);

  it("gives a post with an HLS item its own ZIP, the stream made into MP3", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://soundcloud.com/ethmusic/sets/mixed",
      "post",
    );
    expect(status).toBe(200);
    expect(body.archive?.filename).toBe("soundcloud-ethmusic-mixed.zip");
    const res = await fetchTunnel(app, body.archive?.download);
    expect(res.status).toBe(200);
    const entries = await readZip(await bytesOf(res));
    expect(entries.map((e) => e.name)).toEqual(body.items?.map((i) => i.filename));
    expect(probeBytes(entries[0]?.data as Buffer, "first.mp3")).toEqual({ audio: "mp3" });
    expect(entries[1]?.data.equals(sc.mp3(1002))).toBe(true);
  }, 120_000);
});
