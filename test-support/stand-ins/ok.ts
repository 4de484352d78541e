import express from "express";
import { sourceOf, Tally } from "./budgets.js";
import { makeClips, TINY_JPEG } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";
import { makeHls, type StreamFiles } from "./segmented.js";

/**
 * OK.ru on 127.0.0.1, as yt-dlp (81ecd58b, `OdnoklassnikiIE._extract_desktop`) and cobalt
 * (a636575b, ok.js) read it in 2026: the video page's `<div data-module="OKVideo"
 * data-options="…">` whose `flashvars.metadata` is the video's JSON (or `metadataUrl`, asked by
 * POST), its MP4 files named by quality (`mobile` … `full`), and the stubs the page shows in
 * place of a player. Why: docs/decisions/084-ok.md
 */
export type OkScenario =
  /** Five MP4 qualities up to 720p (`hd`), `full` disallowed. */
  | "ready"
  /** The metadata behind `flashvars.metadataUrl` (POST). */
  | "metadata-url"
  /** Only an HLS playlist, no MP4. */
  | "hls-only"
  /** The page's stub: blocked or deleted. */
  | "removed"
  /** "Access to this video is restricted": a private group's, or for friends only. */
  | "restricted"
  /** A YouTube video shared on OK (`provider: USER_YOUTUBE`). */
  | "youtube"
  /** A live broadcast going on. */
  | "live"
  /** A paid video without files for us. */
  | "paid"
  | "rate-limited"
  | "server-error"
  /** A page without the player or a stub (OK changed its page). */
  | "changed";

export interface OkStandIn extends Running {
  videos: Map<string, OkScenario>;
  files: { hd: Buffer; low: Buffer };
  hls: StreamFiles;
  /** `page:<address>`, `metadata:<id>`, `cdn:<name>`. */
  tally: Tally;
}

const QUALITIES = [
  ["mobile", "low"],
  ["lowest", "low"],
  ["low", "low"],
  ["sd", "low"],
  ["hd", "hd"],
  ["full", "hd"],
] as const;

/** An attribute value as a page writes it. */
function attribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export async function startOk(): Promise<OkStandIn> {
  const made = await makeClips(["1280x720", "640x360"]);
  const files = { hd: made["1280x720"], low: made["640x360"] };
  // The HLS a video offered only as a stream in parts carries: 360p with its sound in it.
  const hls = await makeHls({ sizes: ["640x360"], seconds: 2, audio: "muxed" }, "/hls");
  const videos = new Map<string, OkScenario>();
  const tally = new Tally();
  const app = express();
  let origin = "";

  const metadata = (id: string, scenario: OkScenario) => ({
    provider: scenario === "youtube" ? "USER_YOUTUBE" : "UPLOADED_ODKL",
    movie: {
      title: "A video",
      duration: "1",
      poster: `${origin}/poster/${id}.jpg`,
      is_live: scenario === "live",
      ...(scenario === "youtube"
        ? { contentId: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }
        : {}),
    },
    author: { id: "1", name: "Someone" },
    videos:
      scenario === "hls-only" || scenario === "paid" || scenario === "youtube"
        ? []
        : QUALITIES.map(([name, file]) => ({
            name,
            url: `${origin}/cdn/${id}/${file}.mp4?expires=1&type=${name}`,
            seekSchema: 3,
            ...(name === "full" ? { disallowed: true } : {}),
          })),
    ...(scenario === "hls-only" ? { hlsManifestUrl: `${origin}/hls/master.m3u8` } : {}),
    ...(scenario === "paid" ? { paymentInfo: { price: 99 } } : {}),
  });

  const player = (id: string, scenario: OkScenario) => {
    const flashvars =
      scenario === "metadata-url"
        ? {
            metadataUrl: encodeURIComponent(`/dk?cmd=videoPlayerMetadata&mid=${id}`),
            location: "video",
          }
        : { metadata: JSON.stringify(metadata(id, scenario)) };
    const options = { flashvars, movieId: id, isExternalPlayer: false };
    return `<div data-module="OKVideo" class="vid-card_cnt h-mod" data-options="${attribute(JSON.stringify(options))}" data-player-element-id="VideoAutoplayPlayerE"></div>`;
  };

  app.get("/video/:id", (req, res) => {
    tally.add(`page:${sourceOf(req)}`);
    const id = req.params.id;
    const scenario = videos.get(id);
    const page = (body: string) =>
      `<!DOCTYPE html><html><head><title>OK</title><meta property="og:type" content="video.movie"></head><body>${body}</body></html>`;
    if (!scenario || scenario === "removed") {
      return void res
        .type("html")
        .send(
          page(
            '<div class="vp_video_stub"><div class="vp_video_stub_txt">The video is blocked or has been deleted</div></div>',
          ),
        );
    }
    if (scenario === "rate-limited") return void res.status(429).type("html").send(page(""));
    if (scenario === "server-error") return void res.status(502).type("html").send("Bad gateway");
    if (scenario === "changed") return void res.type("html").send(page("<div id=app></div>"));
    if (scenario === "restricted") {
      return void res
        .type("html")
        .send(page('<div class="stub-empty_t">Access to this video is restricted</div>'));
    }
    res.type("html").send(page(player(id, scenario)));
  });

  app.post("/dk", express.urlencoded({ extended: false }), (req, res) => {
    const id = String(req.query.mid ?? "");
    tally.add(`metadata:${id}`);
    const scenario = videos.get(id);
    if (req.query.cmd !== "videoPlayerMetadata" || !scenario) return void res.status(404).end();
    if ((req.body as Record<string, string>)["st.location"] !== "video") {
      return void res.json({ error: "no location" });
    }
    res.json(metadata(id, scenario));
  });

  app.get("/cdn/:id/:file", (req, res) => {
    tally.add(`cdn:${req.params.file}`);
    const body = req.params.file === "hd.mp4" ? files.hd : files.low;
    res.type("video/mp4").set("accept-ranges", "bytes").send(body);
  });
  app.get(/^\/hls\//, (req, res) => {
    const file = hls[req.path];
    tally.add(`hls:${req.path}`);
    if (!file) return void res.status(404).end();
    res
      .type(req.path.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t")
      .send(file);
  });
  app.get("/poster/:file", (_req, res) => void res.type("image/jpeg").send(TINY_JPEG));

  const running = await listen(app);
  origin = running.origin;
  return { ...running, videos, files, hls, tally };
}

/** The settings that point the app at an OK.ru stand-in. */
export function okEnv(stand: { origin: string }): Record<string, string> {
  return {
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    OK_ORIGIN: stand.origin,
    OK_PROBE_URL: "https://ok.ru/video/7204071410346",
  };
}
