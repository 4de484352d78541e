import express from "express";
import { sourceOf, Tally } from "./budgets.js";
import { makeClips, TINY_JPEG } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";
import { makeHls, type StreamFiles } from "./segmented.js";

/**
 * VK's API on 127.0.0.1, as cobalt (a636575b, vk.js) asks it in 2026: the VK Video app's
 * anonymous token (`GET /method/auth.getAnonymToken` with the app's id and secret), then
 * `POST /method/video.get` with it (`videos=<owner>_<id>[_<key>]`), answering the video's
 * `files` (`mp4_<height>`, `hls`, `dash_sep`), a `restriction`, or `{error: {error_code}}` with a
 * 200 as VK does; and the video CDN. Why: docs/decisions/085-vk.md
 */
export type VkScenario =
  /** mp4_144 … mp4_720 and HLS; 1280x720. */
  | "ready"
  /** A vertical clip: 720x1280, its files named by the short side. */
  | "clip"
  /** An old video with one small file (cobalt's "ancient video"). */
  | "ancient"
  /** Only with its access key (`…_<key>`); without it, error 15. */
  | "unlisted"
  /** HLS only, no MP4. */
  | "hls-only"
  /** Error 15: access denied. */
  | "private"
  /** A restriction naming the country. */
  | "geo"
  /** A restriction: still processing. */
  | "processing"
  /** Error 6: too many requests per second. */
  | "rate-limited"
  /** A live broadcast going on. */
  | "live"
  /** 502 from the API. */
  | "server-error";

export interface VkStandIn extends Running {
  videos: Map<string, VkScenario>;
  files: { hd: Buffer; low: Buffer; vertical: Buffer };
  hls: StreamFiles;
  /** The user agents the HLS CDN saw. */
  hlsAgents: string[];
  /** `token:<address>`, `api:<address>`, `video:<owner>_<id>`, `cdn:<file>`. */
  tally: Tally;
  /** Tokens it handed out; one removed is refused with error 5. */
  tokens: Set<string>;
  /** The user agents the CDN saw. */
  cdnAgents: string[];
}

export const VK_CLIENT_ID = "51552953";
export const VK_CLIENT_SECRET = "qgr0yWwXCrsxA1jnRtRX";
export const UNLISTED_KEY = "ab12cd34ef56ab78cd";

export async function startVk(): Promise<VkStandIn> {
  const made = await makeClips(["1280x720", "640x360", "720x1280"]);
  const files = { hd: made["1280x720"], low: made["640x360"], vertical: made["720x1280"] };
  // The HLS a video offered only as a stream in parts carries: 360p with its sound in it.
  const hls = await makeHls({ sizes: ["640x360"], seconds: 2, audio: "muxed" }, "/hls");
  const videos = new Map<string, VkScenario>();
  const tally = new Tally();
  const tokens = new Set<string>();
  const cdnAgents: string[] = [];
  const app = express();
  let origin = "";
  let issued = 0;

  app.get("/method/auth.getAnonymToken", (req, res) => {
    tally.add(`token:${sourceOf(req)}`);
    const q = req.query;
    if (q.client_id !== VK_CLIENT_ID || q.client_secret !== VK_CLIENT_SECRET || !q.device_id) {
      return void res.json({ error: { error_code: 5, error_msg: "User authorization failed" } });
    }
    const token = `anonym.${++issued}.${String(q.device_id)}`;
    tokens.add(token);
    res.json({ response: { token, expired_at: Math.floor(Date.now() / 1000) + 86_400 } });
  });

  const cdn = (name: string) => `${origin}/vkvd/${name}?srcIp=0.0.0.0&expires=1&id=1`;
  const error = (code: number, msg: string) => ({ error: { error_code: code, error_msg: msg } });

  app.post("/method/video.get", express.urlencoded({ extended: false }), (req, res) => {
    tally.add(`api:${sourceOf(req)}`);
    const form = req.body as Record<string, string>;
    if (!tokens.has(form.anonymous_token ?? "")) {
      return void res.json(error(5, "User authorization failed: invalid access_token"));
    }
    const [owner, id, key] = (form.videos ?? "").split("_");
    const named = `${owner}_${id}`;
    tally.add(`video:${named}`);
    const scenario = videos.get(named);
    if (!scenario) return void res.json({ response: { count: 0, items: [] } });
    if (scenario === "server-error") return void res.status(502).send("Bad gateway");
    if (scenario === "private" || (scenario === "unlisted" && key !== UNLISTED_KEY)) {
      return void res.json(error(15, "Access denied"));
    }
    if (scenario === "rate-limited") return void res.json(error(6, "Too many requests per second"));
    const vertical = scenario === "clip";
    const video: Record<string, unknown> = {
      id: Number(id),
      owner_id: Number(owner),
      title: "A video",
      duration: 1,
      width: vertical ? 720 : 1280,
      height: vertical ? 1280 : 720,
      image: [
        { url: `${origin}/img/${named}-small.jpg`, width: 130, height: 96 },
        { url: `${origin}/img/${named}.jpg`, width: 800, height: 450 },
      ],
    };
    if (scenario === "geo") {
      video.restriction = { title: "This video is not available in your country" };
    } else if (scenario === "processing") {
      video.restriction = { title: "Processing video" };
    } else if (scenario === "live") {
      video.live = 1;
      video.live_status = "started";
      video.files = { hls_live: cdn("live.m3u8") };
    } else if (scenario === "hls-only") {
      video.files = { hls: `${origin}/hls/master.m3u8?id=1`, failover_host: "vkvd1.okcdn.ru" };
    } else if (scenario === "ancient") {
      video.files = { mp4_240: cdn("low.mp4"), failover_host: "vkvd1.okcdn.ru" };
    } else if (vertical) {
      video.files = { mp4_360: cdn("low.mp4"), mp4_720: cdn("vertical.mp4"), hls: cdn("v.m3u8") };
    } else {
      video.files = {
        mp4_144: cdn("low.mp4"),
        mp4_240: cdn("low.mp4"),
        mp4_360: cdn("low.mp4"),
        mp4_480: cdn("low.mp4"),
        mp4_720: cdn("hd.mp4"),
        hls: cdn("master.m3u8"),
        dash_sep: cdn("manifest.mpd"),
        failover_host: "vkvd1.okcdn.ru",
      };
    }
    res.json({ response: { count: 1, items: [video] } });
  });

  app.get("/vkvd/:file", (req, res) => {
    tally.add(`cdn:${req.params.file}`);
    cdnAgents.push(String(req.headers["user-agent"] ?? ""));
    const body =
      req.params.file === "hd.mp4"
        ? files.hd
        : req.params.file === "vertical.mp4"
          ? files.vertical
          : req.params.file === "low.mp4"
            ? files.low
            : undefined;
    if (!body) return void res.status(404).end();
    res.type("video/mp4").set("accept-ranges", "bytes").send(body);
  });
  const hlsAgents: string[] = [];
  app.get(/^\/hls\//, (req, res) => {
    const file = hls[req.path];
    hlsAgents.push(String(req.headers["user-agent"] ?? ""));
    if (!file) return void res.status(404).end();
    res
      .type(req.path.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t")
      .send(file);
  });
  app.get("/img/:file", (_req, res) => void res.type("image/jpeg").send(TINY_JPEG));

  const running = await listen(app);
  origin = running.origin;
  return { ...running, videos, files, hls, hlsAgents, tally, tokens, cdnAgents };
}

/** The settings that point the app at a VK stand-in. */
export function vkEnv(stand: { origin: string }): Record<string, string> {
  return {
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    VK_AUTH_ORIGIN: stand.origin,
    VK_API_ORIGIN: stand.origin,
    VK_PROBE_URL: "https://vk.com/video-57274055_456239399",
  };
}
