import express from "express";
import { sourceOf, Tally } from "./budgets.js";
import { makeClips, TINY_JPEG } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";

/**
 * Streamable on 127.0.0.1: the video API cobalt asks (`GET /videos/<id>`, answering as
 * api.streamable.com does, written from cobalt's and yt-dlp's readers) and the CloudFront CDN
 * of its signed MP4 files and thumbnails, in one server. Why: docs/decisions/054-streamable.md
 */
export type StreamableScenario =
  /** Ready: `mp4` (640x360) and `mp4-mobile` (426x240), each its own bytes. */
  | "ready"
  /** Ready with one file only (`mp4`), protocol-relative as the ajax API writes it. */
  | "single"
  /** Still processing (`status: 1`, files not ready). */
  | "processing"
  /** Failed to process (`status: 3`). */
  | "failed"
  /** 429 with Retry-After. */
  | "rate_limited"
  /** 403 with the CDN's HTML challenge page. */
  | "challenge"
  /** 403 JSON: the owner made it private. */
  | "private"
  /** 401 JSON: only its owner signed in may see it. */
  | "login"
  /** 502 from Streamable's front end. */
  | "server-error"
  /** A changed answer: JSON, but none of the fields the readers know. */
  | "changed";

export interface StreamableStandIn extends Running {
  /** id -> scenario; an id not listed is answered 404, as Streamable does. */
  videos: Map<string, StreamableScenario>;
  files: { hd: Buffer; mobile: Buffer };
  /** API requests per source address (`api:<address>`) and per video (`video:<id>`). */
  tally: Tally;
  /** API requests so far. */
  asked(): number;
}

export async function startStreamable(): Promise<StreamableStandIn> {
  const clips = await makeClips(["640x360", "426x240"]);
  const files = { hd: clips["640x360"], mobile: clips["426x240"] };
  const videos = new Map<string, StreamableScenario>();
  const tally = new Tally();
  const app = express();
  let origin = "";
  const signed = (id: string, kind: string) =>
    `${origin}/video/${kind}/${id}.mp4?Expires=1893456000&Signature=c2lnbmVk&Key-Pair-Id=APKAIEYUVEN4EVB2OKEQ`;

  app.get("/videos/:id", (req, res) => {
    const id = req.params.id;
    tally.add(`api:${sourceOf(req)}`);
    tally.add(`video:${id}`);
    const scenario = videos.get(id);
    if (!scenario) return void res.status(404).json({ error: "Video not found" });
    if (scenario === "rate_limited") {
      return void res.status(429).set("retry-after", "30").json({ error: "Too many requests" });
    }
    if (scenario === "challenge") {
      return void res
        .status(403)
        .type("text/html")
        .send(
          "<!DOCTYPE html><html><head><title>Just a moment...</title></head><body></body></html>",
        );
    }
    if (scenario === "private")
      return void res.status(403).json({ error: "This video is private" });
    if (scenario === "login") return void res.status(401).json({ error: "Login required" });
    if (scenario === "server-error")
      return void res.status(502).type("text/html").send("<h1>502</h1>");
    if (scenario === "changed") return void res.json({ video: { id, state: "ready" } });
    const base = {
      url: `streamable.com/${id}`,
      title: "Mikel Oiarzabal scores to make it 0-3 for La Real against Espanyol",
      thumbnail_url: `//${origin.replace(/^http:\/\//, "")}/image/${id}.jpg?height=300`,
      source: null,
      audio_channels: 2,
      embed_code: `<div style="width:100%;height:0px;position:relative;padding-bottom:56.250%;"><iframe src="https://streamable.com/e/${id}" frameborder="0" width="100%" height="100%" allowfullscreen style="width:100%;height:100%;position:absolute;left:0px;top:0px;overflow:hidden;"></iframe></div>`,
    };
    if (scenario === "processing") {
      return void res.json({ ...base, status: 1, percent: 40, message: null, files: {} });
    }
    if (scenario === "failed") {
      return void res.json({ ...base, status: 3, percent: 0, message: "error", files: {} });
    }
    const mp4 = {
      status: 2,
      url: signed(id, "mp4"),
      framerate: 15,
      width: 640,
      height: 360,
      bitrate: 252_000,
      size: files.hd.length,
      duration: 1,
    };
    if (scenario === "single") {
      const relative = { ...mp4, url: mp4.url.replace(/^http:/, "") };
      return void res.json({
        ...base,
        status: 2,
        percent: 100,
        message: null,
        files: { mp4: relative },
      });
    }
    res.json({
      ...base,
      status: 2,
      percent: 100,
      message: null,
      files: {
        mp4,
        "mp4-mobile": {
          ...mp4,
          url: signed(id, "mp4-mobile"),
          width: 426,
          height: 240,
          bitrate: 128_000,
          size: files.mobile.length,
        },
        // The upload as it came: not an MP4 the site offers.
        original: { ...mp4, url: signed(id, "original").replace(".mp4?", ".mov?"), size: 9_999 },
      },
    });
  });

  // CloudFront answers 403 to an unsigned file URL.
  app.get("/video/:kind/:file", (req, res) => {
    if (!req.query.Signature || !req.query["Key-Pair-Id"]) return void res.status(403).end();
    const body = req.params.kind === "mp4-mobile" ? files.mobile : files.hd;
    const range = req.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
    if (!range) return void res.type("video/mp4").set("accept-ranges", "bytes").send(body);
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
    res
      .status(206)
      .type("video/mp4")
      .set("content-range", `bytes ${start}-${end}/${body.length}`)
      .send(body.subarray(start, end + 1));
  });
  app.get("/image/:file", (_req, res) => {
    res.type("image/jpeg").send(TINY_JPEG);
  });

  const running = await listen(app);
  origin = running.origin;
  return { ...running, videos, files, tally, asked: () => tally.total("api:") };
}
