import express from "express";
import { makeClips, TINY_JPEG } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";
import { makeDash, type StreamFiles } from "./segmented.js";
import { type HlsFiles, makeSiteHls, sendStreamFile } from "./video-site-streams.js";

/**
 * Vimeo's player on 127.0.0.1, as yt-dlp 81ecd58b's `_parse_config` reads it: the player's
 * config (`GET /video/<id>/config`, `?h=<hash>` for an unlisted video) with
 * `request.files.progressive` (where Vimeo still has them), `request.files.hls.cdns` (the
 * master, its sound as a separate rendition: `separate_av`), `video.thumbs`, `view` 4 for the
 * password form; the player's refusals in JSON (403 "Because of its privacy settings..."), its
 * blocks of an address in HTML. Why: docs/decisions/081-vimeo.md
 */
export type VimeoScenario =
  /** HLS only at 1280x720 and 640x360, sound as its own rendition. */
  | "hls"
  /** Progressive MP4s at 720p and 360p beside the HLS master. */
  | "progressive"
  /** DASH only (`master.json`, which yt-dlp asks as `master.mpd`): 1280x720 and its sound. */
  | "dash"
  /** Only a 360p progressive file of a 720p video, beside the HLS master (the stream is better). */
  | "small_progressive"
  /** Unlisted: played only with its hash (`h=`); without it, 404. */
  | "unlisted"
  /** 200 with `view: 4`: behind the password form. */
  | "password"
  /** 403 JSON: only on the sites its owner chose. */
  | "embed_only"
  /** 403 JSON: private. */
  | "private"
  /** A live event under way. */
  | "live"
  /** 404 JSON. */
  | "not_found"
  /** 429 HTML (yt-dlp: the player's block of a TLS fingerprint). */
  | "rate_limited"
  /** 403 HTML (a data-centre address's block): a wall the probe judges. */
  | "blocked"
  /** 500 HTML. */
  | "failing";

export const VIMEO_UNLISTED_HASH = "f14d06da38";

export interface VimeoStandIn extends Running {
  videos: Map<string, VimeoScenario>;
  hls: HlsFiles;
  dash: StreamFiles;
  files: { "720": Buffer; "360": Buffer };
  /** Config requests so far. */
  asked(): number;
}

export async function startVimeo(): Promise<VimeoStandIn> {
  const [hls, dash, clips] = await Promise.all([
    makeSiteHls(["1280x720", "640x360"], { separateAudio: true }),
    makeDash({ sizes: ["1280x720"], seconds: 2 }),
    makeClips(["1280x720", "640x360"]),
  ]);
  const files = { "720": clips["1280x720"], "360": clips["640x360"] };
  const videos = new Map<string, VimeoScenario>();
  let asked = 0;
  let origin = "";
  const app = express();

  const progressive = (id: string, heights: number[]) =>
    heights.map((height) => ({
      profile: height === 720 ? 174 : 164,
      width: height === 720 ? 1280 : 640,
      height,
      mime: "video/mp4",
      fps: 25,
      url: `${origin}/progressive/${id}/${height}.mp4?s=signed`,
      cdn: "akamai_interconnect",
      quality: `${height}p`,
      id: `${id}-${height}`,
      origin: "gcs",
    }));
  const config = (id: string, scenario: VimeoScenario) => ({
    cdn_url: origin,
    view: 1,
    request: {
      files: {
        dash: {
          separate_av: true,
          default_cdn: "akfire_interconnect_quic",
          cdns: {
            akfire_interconnect_quic: {
              url:
                scenario === "dash"
                  ? `${origin}/dash/${id}/sep/video/master.json?base64_init=1`
                  : `${origin}/exp=1/acl=x/${id}/dash/playlist.json?base64_init=1`,
            },
          },
        },
        hls:
          scenario === "dash"
            ? undefined
            : {
                separate_av: true,
                default_cdn: "akfire_interconnect_quic",
                cdns: {
                  fastly_skyfire: { url: `${origin}/fastly/${id}/hls/master.m3u8?s=signed` },
                  akfire_interconnect_quic: {
                    url: `${origin}/akfire/${id}/hls/master.m3u8?s=signed`,
                  },
                },
              },
        progressive:
          scenario === "progressive"
            ? progressive(id, [360, 720])
            : scenario === "small_progressive"
              ? progressive(id, [360])
              : [],
      },
      text_tracks: [],
    },
    video: {
      id: Number(id),
      title: "youtube-dl test video",
      width: 1280,
      height: 720,
      duration: 2,
      owner: { name: "Filippo Valsorda", url: "https://vimeo.com/user7108434" },
      thumbs: {
        "640": `${origin}/video/${id}_640.jpg`,
        "1280": `${origin}/video/${id}_1280.jpg`,
        base: `${origin}/video/${id}`,
      },
      ...(scenario === "live" ? { live_event: { status: "started" } } : {}),
      privacy: scenario === "unlisted" ? "unlisted" : "anybody",
    },
  });

  app.get("/video/:id/config", (req, res) => {
    asked++;
    const { id } = req.params;
    const scenario = videos.get(id) ?? "not_found";
    switch (scenario) {
      case "not_found":
        return void res.status(404).json({ message: "Sorry, we couldn't find that video." });
      case "unlisted":
        if (req.query.h !== VIMEO_UNLISTED_HASH) {
          return void res.status(404).json({ message: "Sorry, we couldn't find that video." });
        }
        return void res.json(config(id, scenario));
      case "password":
        return void res.json({ view: 4, title: "Private Video", message: "Password required" });
      case "embed_only":
        return void res.status(403).json({
          title: "Sorry",
          message: "Because of its privacy settings, this video cannot be played here.",
          view: 7,
        });
      case "private":
        return void res
          .status(403)
          .json({ title: "Private Video", message: "Sorry, this video is private.", view: 2 });
      case "rate_limited":
        return void res.status(429).type("text/html").send("<!doctype html><title>429</title>");
      case "blocked":
        return void res.status(403).type("text/html").send("<!doctype html><title>Blocked</title>");
      case "failing":
        return void res.status(500).type("text/html").send("<h1>500</h1>");
      default:
        return void res.json(config(id, scenario));
    }
  });

  app.get(/^\/(akfire|fastly)\/(\d+)\/hls\/(.+)$/, (req, res) => {
    const path = String(req.params[2]);
    if (path === "master.m3u8" && req.query.s !== "signed") return void res.status(403).end();
    sendStreamFile(hls, path, res);
  });
  // The MPD yt-dlp asks in place of `master.json`, its segments beside it.
  app.get(/^\/dash\/(\d+)\/sep\/video\/(.+)$/, (req, res) => {
    const name = String(req.params[1]);
    const body = dash[`/dash/${name === "master.mpd" ? "manifest.mpd" : name}`];
    if (!body) return void res.status(404).end();
    res.type(name.endsWith(".mpd") ? "application/dash+xml" : "video/mp4").send(body);
  });
  app.get("/progressive/:id/:file", (req, res) => {
    if (req.query.s !== "signed") return void res.status(403).end();
    const body = req.params.file === "720.mp4" ? files["720"] : files["360"];
    res.type("video/mp4").set("accept-ranges", "bytes").send(body);
  });
  app.get("/video/:file", (_req, res) => void res.type("image/jpeg").send(TINY_JPEG));

  const running = await listen(app);
  origin = running.origin;
  return { ...running, videos, hls, dash, files, asked: () => asked };
}
