import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MediaQuality } from "../../../common/media-api.js";
import { dropPlayer, playerCache } from "../../../server/media/extractors/youtube/player.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { bytesOf, probeAudioCodec, saveAs } from "../../../test-support/media-files.js";
import {
  makeYoutubeMedia,
  SIGNATURE_TIMESTAMP,
  startYoutube,
  type YoutubeMedia,
  type YoutubeStandIn,
} from "../../../test-support/stand-ins/youtube.js";

let media: YoutubeMedia;
let youtube: YoutubeStandIn;
const dir = mkdtempSync(join(tmpdir(), "rd-yt-"));

beforeAll(async () => {
  media = makeYoutubeMedia();
  youtube = await startYoutube(media);
});
afterAll(() => youtube?.close());
beforeEach(() => {
  youtube.answers.clear();
  youtube.asked.length = 0;
  youtube.requests.length = 0;
});

const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** ffprobe's view of a file: container and each stream's codec and size. */
function probe(file: string): { format: string; streams: string[] } {
  const out = JSON.parse(
    execFileSync(
      "ffprobe",
      ["-v", "error", "-show_entries", "format=format_name:stream=codec_name,width,height"].concat([
        "-of",
        "json",
        file,
      ]),
      { encoding: "utf8" },
    ),
  ) as {
    format: { format_name: string };
    streams: { codec_name: string; width?: number; height?: number }[];
  };
  return {
    format: out.format.format_name,
    streams: out.streams.map((s) =>
      s.width ? `${s.codec_name} ${s.width}x${s.height}` : s.codec_name,
    ),
  };
}

/** The top-level MP4 boxes in order (ftyp, moov, moof, mdat ...). */
function boxes(file: string): string[] {
  const data = readFileSync(file);
  const names: string[] = [];
  for (let at = 0; at + 8 <= data.length && names.length < 6; ) {
    const size = data.readUInt32BE(at);
    names.push(data.toString("latin1", at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

async function download(
  app: { origin: string },
  quality: MediaQuality | undefined,
  name: string,
): Promise<string> {
  const res = await fetchTunnel(app, quality?.download);
  expect(res.status).toBe(200);
  return saveAs(res, join(dir, name));
}

describe("built-in YouTube extractor", () => {
  const app = useMediaApp(() => ({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    YOUTUBE_ORIGIN: youtube.origin,
  }));

  describe("YouTube through VISIONOS (adaptive formats, muxed on the fly)", () => {
    beforeEach(() => {
      youtube.answers.set("M4gD1WSo5mA", { VISIONOS: "player-visionos-M4gD1WSo5mA.json" });
    });

    it("lists every quality, the best H.264 up to 1080p first choice, named by quality", async () => {
      const { status, body } = await resolveLink(
        app.origin,
        "https://youtu.be/M4gD1WSo5mA?si=x",
        "reel",
      );
      expect(status).toBe(200);
      expect(youtube.asked).toEqual([
        { client: "VISIONOS", version: "1.02", endpoint: "player", videoId: "M4gD1WSo5mA" },
      ]);
      const item = body.items?.[0];
      expect(item).toMatchObject({
        type: "video",
        filename: "youtube-M4gD1WSo5mA-1080p.mp4",
      });
      const offered = item?.qualities?.map((q) => [
        q.label,
        q.codec,
        q.container,
        q.approxBytes,
        q.filename,
      ]);
      expect(offered).toEqual([
        ["1080p", "h264", "mp4", 47_560_151 + 11_664_965, "youtube-M4gD1WSo5mA-1080p.mp4"],
        ["720p", "h264", "mp4", 18_005_730 + 11_664_965, "youtube-M4gD1WSo5mA-720p.mp4"],
        ["360p", "h264", "mp4", 5_543_772 + 11_664_965, "youtube-M4gD1WSo5mA-360p.mp4"],
        ["360p", "vp9", "webm", 3_997_276 + 9_496_783, "youtube-M4gD1WSo5mA-360p-vp9.webm"],
        ["144p", "h264", "mp4", 1_570_574 + 11_664_965, "youtube-M4gD1WSo5mA-144p.mp4"],
      ]);
      expect(item?.qualities?.filter((q) => q.default).map((q) => q.label)).toEqual(["1080p"]);
      expect(item?.download).toBe(item?.qualities?.[0]?.download);
      const thumb = await fetchTunnel(app, item?.thumbnail);
      expect(thumb.status).toBe(200);
    });

    it("downloads 1080p as one MP4: H.264 1920x1080 plus AAC, index first so it plays from the start", async () => {
      const { body } = await resolveLink(app.origin, watch("M4gD1WSo5mA"), "reel");
      const res = await fetchTunnel(app, body.items?.[0]?.download);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("video/mp4");
      expect(res.headers.get("content-disposition")).toBe(
        "attachment; filename=youtube-M4gD1WSo5mA-1080p.mp4",
      );
      const file = await saveAs(res, join(dir, "1080p.mp4"));
      expect(probe(file)).toEqual({
        format: "mov,mp4,m4a,3gp,3g2,mj2",
        streams: ["h264 1920x1080", "aac"],
      });
      expect(boxes(file).slice(0, 3)).toEqual(["ftyp", "moov", "moof"]);
      // Both streams were read through our upstream client, in ranges, from the CDN.
      const fetched = youtube.requests.filter((r) => r.url.startsWith("/gv/videoplayback"));
      expect(
        fetched.some((r) => r.url.includes("itag=137") && r.headers.range === "bytes=0-8388607"),
      ).toBe(true);
      expect(
        fetched.some((r) => r.url.includes("itag=140") && r.headers.range?.startsWith("bytes=0-")),
      ).toBe(true);
    });

    it("downloads a VP9 quality as WebM with the Opus track", async () => {
      const { body } = await resolveLink(app.origin, watch("M4gD1WSo5mA"), "reel");
      const vp9 = body.items?.[0]?.qualities?.find((q) => q.codec === "vp9");
      const file = await download(app, vp9, "360p.webm");
      expect(probe(file)).toEqual({ format: "matroska,webm", streams: ["vp9 1920x1080", "opus"] });
    });

    it("offers the sound as MP3 (first choice) or the original M4A or Opus, copied", async () => {
      const { body } = await resolveLink(app.origin, watch("M4gD1WSo5mA"), "audio");
      const item = body.items?.[0];
      expect(item?.qualities?.map((q) => [q.label, q.filename, q.default ?? false])).toEqual([
        ["MP3", "youtube-audio-M4gD1WSo5mA.mp3", true],
        ["M4A", "youtube-audio-M4gD1WSo5mA.m4a", false],
        ["Opus", "youtube-audio-M4gD1WSo5mA.opus", false],
      ]);
      expect(item?.filename).toBe("youtube-audio-M4gD1WSo5mA.mp3");
      expect(probeAudioCodec(await download(app, item?.qualities?.[0], "a.mp3"))).toBe("mp3");
      expect(probe(await download(app, item?.qualities?.[1], "a.m4a"))).toEqual({
        format: "mov,mp4,m4a,3gp,3g2,mj2",
        streams: ["aac"],
      });
      expect(probe(await download(app, item?.qualities?.[2], "a.opus"))).toEqual({
        format: "ogg",
        streams: ["opus"],
      });
    });

    it("takes the original sound track of a video dubbed into other languages", async () => {
      youtube.answers.set("kX3nB4PpJko", {
        VISIONOS: "player-visionos-multiaudio-kX3nB4PpJko.json",
      });
      const { body } = await resolveLink(app.origin, watch("kX3nB4PpJko"), "audio");
      const res = await fetchTunnel(app, body.items?.[0]?.qualities?.[1]?.download);
      await bytesOf(res);
      const audio = youtube.requests.filter((r) => r.url.includes("itag=140"));
      expect(audio.length).toBeGreaterThan(0);
      expect(audio.every((r) => r.url.includes("xtags=acont%3Doriginal"))).toBe(true);
    });

    it("uses the client versions from YOUTUBE_CLIENT_VERSIONS", async () => {
      const { startMediaApp } = await import("../../../test-support/in-process/media-app.js");
      const other = await startMediaApp({
        MEDIA_PROVIDERS: "builtin",
        MEDIA_ALLOW_PRIVATE_HOSTS: "true",
        YOUTUBE_ORIGIN: youtube.origin,
        YOUTUBE_CLIENT_VERSIONS: "VISIONOS=1.05",
      });
      try {
        expect((await resolveLink(other.origin, watch("M4gD1WSo5mA"), "reel")).status).toBe(200);
        expect(youtube.asked.at(-1)?.version).toBe("1.05");
      } finally {
        await other.close();
      }
    });
  });

  describe("falling back through the clients", () => {
    it("takes ANDROID's muxed 360p when VISIONOS refuses (videos made for kids)", async () => {
      youtube.answers.set("M4gD1WSo5mA", {
        VISIONOS: "player-visionos-unplayable-it3OtbTxQk0.json",
        ANDROID: "reel_item_watch-android-M4gD1WSo5mA.json",
      });
      const { status, body } = await resolveLink(app.origin, watch("M4gD1WSo5mA"), "reel");
      expect(status).toBe(200);
      expect(youtube.asked.map((a) => `${a.client} ${a.endpoint}`)).toEqual([
        "VISIONOS player",
        "ANDROID reel_item_watch",
      ]);
      // Its adaptive formats need a PO token: only the muxed one is offered.
      expect(body.items?.[0]?.qualities?.map((q) => [q.label, q.filename])).toEqual([
        ["360p", "youtube-M4gD1WSo5mA-360p.mp4"],
      ]);
      const res = await fetchTunnel(app, body.items?.[0]?.download);
      expect((await bytesOf(res)).equals(readFileSync(media.muxed))).toBe(true);
    });

    it("deciphers WEB's URLs with the player, loaded once for several lookups", async () => {
      dropPlayer();
      youtube.answers.set("Lp64xua_A-8", {
        VISIONOS: { status: 500 },
        ANDROID: "player-visionos-unplayable-it3OtbTxQk0.json",
        WEB: "player-web-2022-Lp64xua_A-8.json",
      });
      for (let round = 0; round < 2; round++) {
        const { status, body } = await resolveLink(app.origin, watch("Lp64xua_A-8"), "reel");
        expect(status).toBe(200);
        expect(body.items?.[0]?.qualities?.[0]).toMatchObject({ label: "1080p", codec: "h264" });
        const file = await download(app, body.items?.[0]?.qualities?.[0], `web-${round}.mp4`);
        expect(probe(file).streams).toEqual(["h264 1920x1080", "aac"]);
      }
      expect(youtube.asked.filter((a) => a.client === "WEB").map((a) => a.sts)).toEqual([
        SIGNATURE_TIMESTAMP,
        SIGNATURE_TIMESTAMP,
      ]);
      expect(youtube.requests.filter((r) => r.url === "/iframe_api")).toHaveLength(1);
      expect(youtube.requests.filter((r) => r.url.endsWith("/base.js"))).toHaveLength(1);
    });
    it("remembers a failed player load briefly, then loads it again", async () => {
      dropPlayer();
      const retry = playerCache.retryMs;
      // Long enough that two lookups on a loaded machine fall inside it.
      playerCache.retryMs = 3_000;
      youtube.answers.set("Lp64xua_A-8", {
        VISIONOS: { status: 500 },
        ANDROID: { status: 500 },
        WEB: "player-web-2022-Lp64xua_A-8.json",
      });
      const scripts = () => youtube.requests.filter((r) => r.url.endsWith("/base.js")).length;
      try {
        youtube.player.status = 500;
        for (let i = 0; i < 2; i++) {
          expect((await resolveLink(app.origin, watch("Lp64xua_A-8"), "reel")).status).toBe(424);
        }
        expect(scripts()).toBe(1);
        youtube.player.status = 200;
        await new Promise((resolve) => setTimeout(resolve, 3_100));
        expect((await resolveLink(app.origin, watch("Lp64xua_A-8"), "reel")).status).toBe(200);
        expect(scripts()).toBe(2);
      } finally {
        playerCache.retryMs = retry;
        youtube.player.status = 200;
      }
    });
  });

  describe("reasons, each its own code", () => {
    const synthetic = (status: string, reason: string) => ({
      body: { playabilityStatus: { status, reason } },
    });
    it.each([
      ["private", "reel_item_watch-android-private.json", 403, "private", "This video is private."],
      [
        "members",
        "reel_item_watch-android-members-only.json",
        403,
        "members_only",
        "This video is only available to the channel's members.",
      ],
      [
        "geo",
        "reel_item_watch-android-geo-restricted.json",
        451,
        "geo_blocked",
        "This video is not available in the country this server is in.",
      ],
      [
        "live",
        "player-visionos-live-X4VbdwhkE10.json",
        422,
        "live_stream",
        "Live streams can be downloaded once they have ended.",
      ],
      [
        "removed",
        "player-unavailable-error.json",
        410,
        "removed",
        "This video has been removed or does not exist.",
      ],
      [
        "unplayable",
        "player-visionos-unplayable-it3OtbTxQk0.json",
        404,
        "not_found",
        "This video is not available.",
      ],
    ])("%s (recorded answer)", async (_name, fixture, status, code, message) => {
      youtube.answers.set("AbCdEfGhIjK", { "*": fixture });
      const res = await resolveLink(app.origin, watch("AbCdEfGhIjK"), "reel");
      expect(res.status).toBe(status);
      expect(res.body.error).toMatchObject({ code, message });
    });

    // No recorded answer exists for these; the bodies follow the references' phrases.
    it.each([
      ["age", synthetic("LOGIN_REQUIRED", "Sign in to confirm your age"), 403, "age_restricted"],
      [
        "upcoming",
        synthetic("LIVE_STREAM_OFFLINE", "This live event will begin in 3 hours."),
        422,
        "upcoming",
      ],
    ])("%s", async (_name, answer, status, code) => {
      youtube.answers.set("AbCdEfGhIjK", { "*": answer });
      const res = await resolveLink(app.origin, watch("AbCdEfGhIjK"), "reel");
      expect(res.status).toBe(status);
      expect(res.body.error?.code).toBe(code);
      // A reason every client would give stops the chain at the first.
      expect(youtube.asked).toHaveLength(1);
    });

    it("answers upstream_failed when no client answers", async () => {
      youtube.answers.set("AbCdEfGhIjK", { "*": { status: 500 } });
      const res = await resolveLink(app.origin, watch("AbCdEfGhIjK"), "reel");
      expect(res.status).toBe(424);
      expect(res.body.error?.code).toBe("upstream_failed");
      expect(youtube.asked.map((a) => a.client)).toEqual(["VISIONOS", "ANDROID", "WEB"]);
    });
  });
});
