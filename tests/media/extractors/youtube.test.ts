import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { youtubeTransport } from "../../../server/media/extractors/youtube/transport.js";
import {
  bytesOf,
  extractAudio,
  fetchTunnel,
  listen,
  makeMp4,
  probeAudioCodec,
  type Running,
  resolveLink,
  saveAs,
  useMediaApp,
} from "../support/servers.js";

let youtube: Running;
let clip: Buffer;
let m4a: Buffer;
const dir = mkdtempSync(join(tmpdir(), "rd-yt-"));
const clients: string[] = [];

/** An InnerTube `player` answer shaped like YouTube's for the ANDROID_VR and IOS clients. */
function playerResponse(videoId: string, cdn: string, ciphered: boolean) {
  const source = (itag: number) =>
    ciphered
      ? {
          signatureCipher: `s=AOq0QJ8wRAIg&sp=sig&url=${encodeURIComponent(`${cdn}/videoplayback?itag=${itag}`)}`,
        }
      : {
          url: `${cdn}/videoplayback?expire=1999999999&itag=${itag}&id=o-A1&source=youtube&mime=video%2Fmp4`,
        };
  return {
    responseContext: { visitorData: "Cgt2aXNpdG9yRGF0YQ%3D%3D" },
    playabilityStatus: { status: "OK", playableInEmbed: true },
    streamingData: {
      expiresInSeconds: "21540",
      formats: [
        {
          itag: 18,
          ...source(18),
          mimeType: 'video/mp4; codecs="avc1.42001E, mp4a.40.2"',
          bitrate: 503_424,
          width: 640,
          height: 360,
          lastModified: "1700000000000000",
          contentLength: String(clip.length),
          quality: "medium",
          fps: 25,
          qualityLabel: "360p",
          projectionType: "RECTANGULAR",
          averageBitrate: 503_000,
          audioQuality: "AUDIO_QUALITY_LOW",
          approxDurationMs: "1000",
          audioSampleRate: "44100",
          audioChannels: 2,
        },
      ],
      adaptiveFormats: [
        {
          itag: 137,
          ...source(137),
          mimeType: 'video/mp4; codecs="avc1.640028"',
          bitrate: 4_000_000,
          width: 1920,
          height: 1080,
          contentLength: "999999",
          quality: "hd1080",
          fps: 25,
          qualityLabel: "1080p",
          approxDurationMs: "1000",
          lastModified: "1700000000000000",
        },
        {
          itag: 140,
          ...source(140),
          mimeType: 'audio/mp4; codecs="mp4a.40.2"',
          bitrate: 130_000,
          contentLength: String(m4a.length),
          quality: "tiny",
          audioQuality: "AUDIO_QUALITY_MEDIUM",
          approxDurationMs: "1000",
          audioSampleRate: "44100",
          audioChannels: 2,
          lastModified: "1700000000000000",
        },
      ],
    },
    videoDetails: {
      videoId,
      title: "A test video",
      lengthSeconds: "1",
      channelId: "UCuAXFkgsw1L7xaCfnd5JJOw",
      shortDescription: "",
      isLiveContent: false,
      author: "Someone",
      thumbnail: {
        thumbnails: [
          { url: `${cdn}/vi/${videoId}/default.jpg`, width: 120, height: 90 },
          { url: `${cdn}/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 },
        ],
      },
    },
  };
}

const unplayable = (status: string, reason: string) => ({
  responseContext: {},
  playabilityStatus: { status, reason },
});

beforeAll(async () => {
  const mp4 = makeMp4(1, dir);
  clip = readFileSync(mp4);
  m4a = extractAudio(mp4, join(dir, "a.m4a"), "aac");

  const yt = express();
  yt.post("/youtubei/v1/player", express.json(), (req, res) => {
    const videoId = String(req.body.videoId);
    const client = String(req.body.context?.client?.clientName);
    clients.push(client);
    const cdn = `http://${req.get("host")}`;
    if (videoId === "PrivateVid1") res.json(unplayable("LOGIN_REQUIRED", "This video is private"));
    else if (videoId === "AgeLimited1")
      res.json(unplayable("LOGIN_REQUIRED", "Sign in to confirm your age"));
    else if (videoId === "GoneVideo01") res.json(unplayable("ERROR", "Video unavailable"));
    else if (videoId === "ServerErr01") res.status(500).send("oops");
    else if (videoId === "LiveNow0001") {
      const live = playerResponse(videoId, cdn, false);
      res.json({
        ...live,
        videoDetails: { ...live.videoDetails, isLive: true, isLiveContent: true },
      });
    } else
      res.json(playerResponse(videoId, cdn, videoId === "CipherOnly1" && client === "ANDROID_VR"));
  });
  yt.get("/videoplayback", (req, res) => {
    if (req.query.itag === "140") res.type("audio/mp4").send(m4a);
    else res.type("video/mp4").send(clip);
  });
  yt.get("/vi/:id/:file", (_req, res) => {
    res.type("image/jpeg").send(Buffer.from("jpeg"));
  });
  youtube = await listen(yt);
  youtubeTransport.origin = youtube.origin;
});

afterAll(async () => {
  youtubeTransport.origin = "https://www.youtube.com";
  await youtube?.close();
});

describe("built-in YouTube extractor (youtubei.js through our fetch hook)", () => {
  const app = useMediaApp(() => ({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  }));

  it("offers the muxed MP4 with its thumbnail", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "youtube-dQw4w9WgXcQ.mp4",
      width: 640,
      height: 360,
    });
    expect(clients.at(-1)).toBe("ANDROID_VR");
    const file = await fetchTunnel(app, body.items?.[0]?.download);
    expect((await bytesOf(file)).equals(clip)).toBe(true);
    expect(
      youtube.requests.some(
        (r) =>
          r.url ===
          "/videoplayback?expire=1999999999&itag=18&id=o-A1&source=youtube&mime=video%2Fmp4",
      ),
    ).toBe(true);
    const thumb = await fetchTunnel(app, body.items?.[0]?.thumbnail);
    expect(thumb.status).toBe(200);
    expect(youtube.requests.at(-1)?.url).toBe("/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });

  it("extracts audio from the audio-only stream to MP3", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "audio",
    );
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "youtube-audio-dQw4w9WgXcQ.mp3",
    });
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    const out = await saveAs(res, join(dir, "yt.mp3"));
    expect(probeAudioCodec(out)).toBe("mp3");
    expect(youtube.requests.at(-1)?.url).toContain("itag=140");
  });

  it("moves to the next client when one offers only ciphered formats", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://m.youtube.com/watch?v=CipherOnly1",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("youtube-CipherOnly1.mp4");
    expect(clients.slice(-2)).toEqual(["ANDROID_VR", "iOS"]);
  });

  it.each([
    ["PrivateVid1", 403, "private"],
    ["AgeLimited1", 403, "login_required"],
    ["GoneVideo01", 404, "not_found"],
    ["ServerErr01", 424, "upstream_failed"],
    ["LiveNow0001", 422, "unsupported_link"],
  ])("maps %s to %s", async (id, status, code) => {
    const res = await resolveLink(app.origin, `https://www.youtube.com/watch?v=${id}`, "reel");
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(code);
  });
});
