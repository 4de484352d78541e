import express from "express";
import { makeClips, TINY_JPEG } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";
import { type HlsFiles, makeSiteHls, sendStreamFile } from "./video-site-streams.js";

/**
 * Dailymotion on 127.0.0.1, as yt-dlp 81ecd58b and cobalt a636575b read it: the player's
 * metadata (`GET /player/metadata/video/<id>?app=...`) with `qualities.auto` naming the HLS
 * master (`/cdn/manifest/video/<id>.m3u8`) and, for older videos, progressive MP4s whose path
 * says their size (`/H264-1280x720/`); refusals as Dailymotion's access errors in the JSON
 * (`error.code`, DM007 for a region), whatever the status; the posters on the same origin.
 * Why: docs/decisions/080-dailymotion.md
 */
export type DailymotionScenario =
  /** HLS only (today's videos): 1280x720 and 640x360, sound in each variant. */
  | "hls"
  /** Progressive MP4s at 720p and 360p beside the HLS master (older videos). */
  | "progressive"
  /** DM007: geo-blocked, answered 403. */
  | "geo"
  /** DM010: private, answered 403. */
  | "private"
  /** DM002: deleted, answered 410. */
  | "deleted"
  /** DM008: explicit content, answered 200. */
  | "explicit"
  /** DM018: behind a password, answered 200. */
  | "password"
  /** 404 HTML: no such video. */
  | "not_found"
  /** 429 with Retry-After. */
  | "rate_limited"
  /** 403 HTML: the CDN's block of an address (a wall the probe judges). */
  | "blocked"
  /** 502 HTML. */
  | "failing"
  /** 200 JSON in a shape we do not know (no qualities, no error), GraphQL too (no hlsURL). */
  | "changed"
  /** The metadata in a shape we do not know, but GraphQL names the HLS master (cobalt's way). */
  | "metadata_changed";

export interface DailymotionStandIn extends Running {
  videos: Map<string, DailymotionScenario>;
  hls: HlsFiles;
  files: { "720": Buffer; "360": Buffer };
  /** Metadata requests so far. */
  asked(): number;
  /** GraphQL media queries and tokens handed out so far. */
  graphql: { queries: number; tokens: number };
}

const ERRORS: Partial<Record<DailymotionScenario, [number, string, string]>> = {
  geo: [403, "DM007", "This video is not available in your country."],
  private: [403, "DM010", "This video is private."],
  deleted: [410, "DM002", "This video has been deleted by its owner."],
  explicit: [200, "DM008", "This video contains explicit content."],
  password: [200, "DM018", "This video is protected by a password."],
};

export async function startDailymotion(): Promise<DailymotionStandIn> {
  const [hls, clips] = await Promise.all([
    makeSiteHls(["1280x720", "640x360"]),
    makeClips(["1280x720", "640x360"]),
  ]);
  const files = { "720": clips["1280x720"], "360": clips["640x360"] };
  const videos = new Map<string, DailymotionScenario>();
  let asked = 0;
  const graphql = { queries: 0, tokens: 0 };
  let origin = "";
  const app = express();

  app.get("/player/metadata/video/:id", (req, res) => {
    asked++;
    const id = req.params.id;
    const scenario = videos.get(id) ?? "not_found";
    if (req.query.app !== "com.dailymotion.neon") {
      return void res.status(400).json({ error: { code: "DM001", title: "Bad app" } });
    }
    const error = ERRORS[scenario];
    if (error) {
      const [status, code, title] = error;
      return void res.status(status).json({
        error: { code, title, raw_message: title, status_code: status, type: "access_error" },
      });
    }
    if (scenario === "not_found") {
      return void res.status(404).type("text/html").send("<!doctype html><title>404</title>");
    }
    if (scenario === "rate_limited") {
      return void res.status(429).set("retry-after", "30").type("text/html").send("<h1>429</h1>");
    }
    if (scenario === "blocked") {
      return void res.status(403).type("text/html").send("<!doctype html><title>Blocked</title>");
    }
    if (scenario === "failing") {
      return void res.status(502).type("text/html").send("<h1>502 Bad Gateway</h1>");
    }
    if (scenario === "changed" || scenario === "metadata_changed") {
      return void res.json({ id, title: "A video", player: {} });
    }
    const qualities: Record<string, { type: string; url: string }[]> = {
      auto: [
        {
          type: "application/x-mpegURL",
          url: `${origin}/cdn/manifest/video/${id}.m3u8?sec=signed#cell=core`,
        },
      ],
    };
    if (scenario === "progressive") {
      qualities["720"] = [
        { type: "video/mp4", url: `${origin}/cdn/H264-1280x720/video/${id}.mp4?auth=signed` },
      ];
      qualities["380"] = [
        { type: "video/mp4", url: `${origin}/cdn/H264-640x360/video/${id}.mp4?auth=signed` },
      ];
    }
    res.json({
      id,
      title: "Office Christmas Party Review",
      duration: 2,
      created_time: 1_493_651_285,
      owner: { id: "x1xm8ri", screenname: "Deadline", username: "Deadline" },
      posters: { "120": `${origin}/v/${id}/120.jpg`, "1080": `${origin}/v/${id}/1080.jpg` },
      qualities,
      subtitles: { enable: false, data: [] },
    });
  });

  // GraphQL (graphql.api.dailymotion.com): a client token, then the `media` query.
  app.post("/oauth/token", express.urlencoded({ extended: false }), (req, res) => {
    const body = req.body as Record<string, string>;
    if (body.client_id !== "f1a362d288c1b98099c7" || body.grant_type !== "client_credentials") {
      return void res
        .status(400)
        .json({ error: "invalid_client", error_description: "Bad client" });
    }
    graphql.tokens++;
    res.json({ access_token: `token-${graphql.tokens}`, token_type: "Bearer", expires_in: 36000 });
  });
  app.post("/", express.json(), (req, res) => {
    if (!String(req.headers.authorization ?? "").startsWith("Bearer token-")) {
      return void res.status(401).json({ error: "invalid_token" });
    }
    graphql.queries++;
    const xid = String((req.body as { variables?: { xid?: unknown } }).variables?.xid ?? "");
    const scenario = videos.get(xid);
    if (!scenario || scenario === "not_found") return void res.json({ data: { media: null } });
    // The API's own refusals, as the metadata's.
    if (scenario === "failing") return void res.status(502).type("text/html").send("<h1>502</h1>");
    if (scenario === "blocked") return void res.status(403).type("text/html").send("<h1>403</h1>");
    if (scenario === "rate_limited") return void res.status(429).set("retry-after", "30").end();
    const hlsURL =
      scenario === "changed" ? undefined : `${origin}/cdn/manifest/video/${xid}.m3u8?sec=signed`;
    res.json({ data: { media: { __typename: "Video", xid, ...(hlsURL ? { hlsURL } : {}) } } });
  });

  app.get("/cdn/manifest/video/:file", (req, res) => {
    if (req.query.sec !== "signed") return void res.status(403).end();
    sendStreamFile(hls, "master.m3u8", res);
  });
  app.get("/cdn/manifest/video/:folder/:file", (req, res) => {
    sendStreamFile(hls, `${req.params.folder}/${req.params.file}`, res);
  });
  app.get("/cdn/H264-:size/video/:file", (req, res) => {
    if (req.query.auth !== "signed") return void res.status(403).end();
    const body = req.params.size === "1280x720" ? files["720"] : files["360"];
    res.type("video/mp4").set("accept-ranges", "bytes").send(body);
  });
  app.get("/v/:id/:file", (_req, res) => void res.type("image/jpeg").send(TINY_JPEG));

  const running = await listen(app);
  origin = running.origin;
  return { ...running, videos, hls, files, graphql, asked: () => asked };
}
