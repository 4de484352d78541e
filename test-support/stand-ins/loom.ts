import express from "express";
import { sourceOf, Tally } from "./budgets.js";
import { makeClips } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";

/**
 * Loom on 127.0.0.1: the session-URL endpoints (`POST /api/campaigns/sessions/<id>/
 * transcoded-url` and `raw-url`) answering `{url}` as cobalt and yt-dlp read them, and the
 * CloudFront CDN of their signed files. Why: docs/decisions/057-loom.md
 */
export type LoomScenario =
  /** transcoded-url names the MP4. */
  | "ready"
  /** transcoded-url answers empty JSON; raw-url names an MP4 (asked for as MP4). */
  | "raw-only"
  /** transcoded-url answers empty JSON; raw-url names an HLS playlist. */
  | "stream-only"
  /** 401: a password, or a workspace member signed in. */
  | "password"
  /** 403 JSON: limited to its workspace. */
  | "private"
  /** 429 with Retry-After. */
  | "rate_limited"
  /** 403 with a challenge page. */
  | "challenge"
  /** 502 from Loom's front end. */
  | "server-error"
  /** A changed answer: an HTML page where JSON was asked for. */
  | "changed";

export interface LoomStandIn extends Running {
  videos: Map<string, LoomScenario>;
  /** The HLS master a stream-only video's raw-url names (a stream CDN's), when set. */
  hlsMaster: string | undefined;
  files: { transcoded: Buffer; raw: Buffer };
  /** Requests per source address (`api:<address>`), per endpoint and video (`<endpoint>:<id>`). */
  tally: Tally;
  /** The body and headers of each request, in order. */
  bodies: { endpoint: string; body: Record<string, unknown>; source: string }[];
  asked(): number;
}

const SIGNED =
  "Policy=eyJTdGF0ZW1lbnQiOltdfQ__&Key-Pair-Id=APKAJQIC5BGSW7XXK7FQ&Signature=c2lnbmVk";

export async function startLoom(): Promise<LoomStandIn> {
  const made = await makeClips(["640x360", "426x240"]);
  const files = { transcoded: made["640x360"], raw: made["426x240"] };
  const videos = new Map<string, LoomScenario>();
  const tally = new Tally();
  const bodies: LoomStandIn["bodies"] = [];
  const hls: { master: string | undefined } = { master: undefined };
  const app = express();
  let origin = "";

  app.post(
    "/api/campaigns/sessions/:id/:endpoint",
    express.json({ type: () => true }),
    (req, res) => {
      const { id, endpoint } = req.params;
      tally.add(`api:${sourceOf(req)}`);
      tally.add(`${endpoint}:${id}`);
      bodies.push({
        endpoint,
        body: (req.body ?? {}) as Record<string, unknown>,
        source: String(req.headers["x-loom-request-source"] ?? ""),
      });
      if (endpoint !== "transcoded-url" && endpoint !== "raw-url")
        return void res.status(404).end();
      const scenario = videos.get(id);
      if (!scenario) return void res.status(404).json({ error: "Video not found" });
      if (scenario === "rate_limited") {
        return void res.status(429).set("retry-after", "30").json({ error: "Too many requests" });
      }
      if (scenario === "challenge") {
        return void res
          .status(403)
          .type("text/html")
          .send("<!DOCTYPE html><html><head><title>Just a moment...</title></head></html>");
      }
      if (scenario === "password") return void res.status(401).json({ error: "Unauthorized" });
      if (scenario === "private") return void res.status(403).json({ error: "Forbidden" });
      if (scenario === "server-error") {
        return void res.status(502).type("text/html").send("<h1>502 Bad Gateway</h1>");
      }
      if (scenario === "changed") {
        return void res.type("text/html").send("<!DOCTYPE html><html><body>Loom</body></html>");
      }
      if (endpoint === "transcoded-url") {
        if (scenario !== "ready") return void res.json({});
        return void res.json({ url: `${origin}/sessions/transcoded/${id}.mp4?${SIGNED}` });
      }
      if (scenario === "stream-only") {
        return void res.json({
          url: hls.master ?? `${origin}/id/${id}/rev/1/resource/hls/playlist-split.m3u8?${SIGNED}`,
        });
      }
      res.json({ url: `${origin}/sessions/raw/${id}.mp4?${SIGNED}` });
    },
  );
  // CloudFront refuses an unsigned file.
  app.get("/sessions/:kind/:file", (req, res) => {
    if (!req.query.Policy || !req.query.Signature || !req.query["Key-Pair-Id"]) {
      return void res.status(403).end();
    }
    const body = req.params.kind === "raw" ? files.raw : files.transcoded;
    res.type("video/mp4").set("accept-ranges", "bytes").send(body);
  });

  const running = await listen(app);
  origin = running.origin;
  return {
    ...running,
    videos,
    files,
    tally,
    bodies,
    asked: () => tally.total("api:"),
    get hlsMaster() {
      return hls.master;
    },
    set hlsMaster(url: string | undefined) {
      hls.master = url;
    },
  };
}
