import express from "express";
import { TINY_JPEG } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";
import { type HlsFiles, makeSiteHls, sendStreamFile } from "./video-site-streams.js";

/**
 * Rutube on 127.0.0.1, as cobalt a636575b and yt-dlp 81ecd58b read it: the player's options
 * (`GET /api/play/options/<id>/?no_404=true&referer&pver=v2`, `p=<key>` for a private link)
 * with `video_balancer.m3u8` naming an HLS master (`/route/<id>.m3u8`) of signed variants;
 * asked with `no_404`, a refusal is 200 with `detail` (`blocking_rule` for a region).
 * Why: docs/decisions/082-rutube.md
 */
export type RutubeScenario =
  /** HLS at 1280x720 and 640x360, sound in each variant. */
  | "hls"
  /** Private: played only with its key (`p=`), else `detail` of type `private`. */
  | "private"
  /** `detail.type` `blocking_rule`: not in this region. */
  | "geo"
  /** `detail.type` `video_deleted`. */
  | "deleted"
  /** A live broadcast (`live_streams.hls`). */
  | "live"
  /** 404 `{"detail": "Not found."}` (asked without `no_404`). */
  | "not_found"
  /** 429 with Retry-After. */
  | "rate_limited"
  /** 503 HTML. */
  | "failing"
  /** 200 JSON with neither a balancer nor a reason. */
  | "changed";

export const RUTUBE_PRIVATE_KEY = "x2QojCumHTS3rsKHWXN8Lg";

export interface RutubeStandIn extends Running {
  videos: Map<string, RutubeScenario>;
  hls: HlsFiles;
  /** Options requests so far. */
  asked(): number;
}

const detail = (type: string, title: string) => ({
  detail: { type, languages: [{ lang: "ru", title, description: title }] },
});

export async function startRutube(): Promise<RutubeStandIn> {
  const hls = await makeSiteHls(["1280x720", "640x360"]);
  const videos = new Map<string, RutubeScenario>();
  let asked = 0;
  let origin = "";
  const app = express();

  app.get("/api/play/options/:id/", (req, res) => {
    asked++;
    const { id } = req.params;
    const scenario = videos.get(id) ?? "not_found";
    if (scenario === "not_found") return void res.status(404).json({ detail: "Not found." });
    if (scenario === "rate_limited") {
      return void res.status(429).set("retry-after", "20").json({ detail: "Throttled." });
    }
    if (scenario === "failing") return void res.status(503).type("text/html").send("<h1>503</h1>");
    if (scenario === "changed") return void res.json({ title: "A video", player: "v3" });
    if (scenario === "geo")
      return void res.json(detail("blocking_rule", "Видео недоступно в вашем регионе"));
    if (scenario === "deleted") return void res.json(detail("video_deleted", "Видео удалено"));
    if (scenario === "private" && req.query.p !== RUTUBE_PRIVATE_KEY) {
      return void res.json(detail("private", "Это приватное видео"));
    }
    res.json({
      title: "Раненный кенгуру забежал в аптеку",
      author: { id: 29790, name: "NTDRussian" },
      duration: 2000,
      thumbnail_url: `${origin}/pic/video/${id}.jpg`,
      effective_video: id,
      video_balancer: {
        default: `${origin}/route/${id}.f4m?guids=x`,
        m3u8: `${origin}/route/${id}.m3u8?guids=signed`,
      },
      live_streams: scenario === "live" ? { hls: [{ url: `${origin}/live/${id}.m3u8` }] } : {},
      captions: [],
    });
  });

  app.get("/route/:file", (req, res) => {
    if (req.query.guids !== "signed") return void res.status(403).end();
    sendStreamFile(hls, "master.m3u8", res);
  });
  app.get("/route/:folder/:file", (req, res) => {
    sendStreamFile(hls, `${req.params.folder}/${req.params.file}`, res);
  });
  app.get("/pic/video/:file", (_req, res) => void res.type("image/jpeg").send(TINY_JPEG));

  const running = await listen(app);
  origin = running.origin;
  return { ...running, videos, hls, asked: () => asked };
}
