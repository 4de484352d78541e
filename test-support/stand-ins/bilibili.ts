import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { sourceOf, Tally } from "./budgets.js";
import { listen, type Running } from "./http-server.js";

/**
 * bilibili on 127.0.0.1, as yt-dlp (81ecd58b, `BiliBiliIE`) and cobalt (a636575b) read it in
 * 2026: the video page with `window.__INITIAL_STATE__` (ids, parts, thumbnail) and
 * `window.__playinfo__` (the DASH a logged-out visitor is offered: 480p at most), `nav` with
 * the two WBI images, the WBI-signed play API (`/x/player/wbi/playurl`: 1080p only with
 * `try_look=1`, a wrong `w_rid` answered -403 as bilibili does), the video CDN (whole `.m4s`
 * files, refused without the player's `Referer`) and `b23.tv` short links.
 * Why: docs/decisions/083-bilibili.md
 */
export type BilibiliScenario =
  /** Page (480p) and API (1080p with try_look). */
  | "ready"
  /** Three parts; each its own cid (`?p=`). */
  | "parts"
  /** The API refuses (-352, risk control): the page's own 480p serves. */
  | "api-refused"
  /** 404 page with `error.trueCode` -404. */
  | "removed"
  /** The page's state says -403: only signed-in viewers. */
  | "login"
  /** The API answers -10403: not in this region. */
  | "geo"
  /** The page carries `window._riskdata_` in place of the video: bilibili's rate limit. */
  | "rate-limited"
  /** 502 from the page. */
  | "server-error"
  /** A page without the state we read (bilibili changed it). */
  | "changed";

export interface BilibiliFiles {
  /** 1920x1080 H.264, no sound (the 1080p `.m4s`). */
  v1080: Buffer;
  /** 852x480 H.264, no sound. */
  v480: Buffer;
  /** AAC, no picture. */
  audio: Buffer;
  jpeg: Buffer;
}

export interface BilibiliStandIn extends Running {
  videos: Map<string, BilibiliScenario>;
  /** Short codes and the path they lead to (`/video/BV…`). */
  shorts: Map<string, string>;
  /** `av<n>` ids and the video (`BV…`) they name. */
  avs: Map<string, string>;
  files: BilibiliFiles;
  /** `page:<address>`, `api:<address>`, `nav`, `playurl:<bvid>:<cid>`, `cdn:<file>`. */
  tally: Tally;
  /** Play API requests (their queries), in order. */
  playurls: URLSearchParams[];
}

/** bilibili's own shuffle of the two image names (its player's `getMixinKey`). */
const TABLE = [
  46, 47, 18, 2, 53, 8, 23, 32, 15, 50, 10, 31, 58, 3, 45, 35, 27, 43, 5, 49, 33, 9, 42, 19, 29, 28,
  14, 39, 12, 38, 41, 13, 37, 48, 7, 16, 24, 55, 40, 61, 26, 17, 0, 1, 60, 51, 30, 4, 22, 25, 54,
  21, 56, 59, 6, 63, 57, 62, 11, 36, 20, 34, 44, 52,
];
const IMG = "7cd084941338484aae1ad9425b84077c";
const SUB = "4932caff0ff746eab6f01bf08b70ac45";
const KEY = TABLE.map((i) => (IMG + SUB)[i])
  .join("")
  .slice(0, 32);

/** Whether a play request's `w_rid` is the MD5 of its other parameters, sorted, and the key. */
function signed(query: URLSearchParams): boolean {
  const rid = query.get("w_rid");
  const rest = [...query].filter(([name]) => name !== "w_rid");
  rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = new URLSearchParams(rest).toString();
  return (
    rid ===
    createHash("md5")
      .update(text + KEY)
      .digest("hex")
  );
}

function makeFiles(): BilibiliFiles {
  const dir = mkdtempSync(join(tmpdir(), "rd-bili-"));
  const file = (name: string) => join(dir, name);
  const ffmpeg = (args: string[]) =>
    execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
      stdio: "ignore",
    });
  // bilibili's `.m4s` are fragmented MP4, one track each.
  const frag = ["-movflags", "+frag_keyframe+empty_moov+default_base_moof", "-f", "mp4"];
  const x264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-an"];
  try {
    for (const [size, name] of [
      ["1920x1080", "v1080.m4s"],
      ["852x480", "v480.m4s"],
    ] as const) {
      ffmpeg([
        ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=25:duration=1`],
        ...x264,
        ...frag,
        file(name),
      ]);
    }
    ffmpeg([
      ...["-f", "lavfi", "-i", "sine=frequency=550:duration=1", "-c:a", "aac", "-vn"],
      ...frag,
      file("audio.m4s"),
    ]);
    ffmpeg(["-f", "lavfi", "-i", "color=c=pink:s=160x90", "-frames:v", "1", file("pic.jpg")]);
    return {
      v1080: readFileSync(file("v1080.m4s")),
      v480: readFileSync(file("v480.m4s")),
      audio: readFileSync(file("audio.m4s")),
      jpeg: readFileSync(file("pic.jpg")),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A number for each video id, its `aid` and first `cid`. */
function idsOf(bvid: string): { aid: number; cid: number } {
  const n = [...bvid].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) % 1_000_000;
  return { aid: 100_000_000 + n, cid: 200_000_000 + n * 10 };
}

export async function startBilibili(): Promise<BilibiliStandIn> {
  const files = makeFiles();
  const videos = new Map<string, BilibiliScenario>();
  const shorts = new Map<string, string>();
  const avs = new Map<string, string>();
  const tally = new Tally();
  const playurls: URLSearchParams[] = [];
  const app = express();
  let origin = "";

  const video = (name: string, id: number, width: number, height: number, codecs: string) => ({
    id,
    baseUrl: `${origin}/upgcxcode/${name}?deadline=1&os=upos&uipk=5&platform=pc`,
    base_url: `${origin}/upgcxcode/${name}?deadline=1&os=upos&uipk=5&platform=pc`,
    // The peer CDN on its own port: never fetched.
    backupUrl: [`https://xy1x2x3x4xy.mcdn.bilivideo.cn:8082/v1/resource/${name}`],
    bandwidth: width * 1000,
    mimeType: "video/mp4",
    codecs,
    width,
    height,
    frameRate: "25.000",
    codecid: codecs.startsWith("avc") ? 7 : 12,
  });
  const audio = () => ({
    id: 30280,
    baseUrl: `${origin}/upgcxcode/audio.m4s?deadline=1&os=upos`,
    backupUrl: [],
    bandwidth: 132_000,
    mimeType: "audio/mp4",
    codecs: "mp4a.40.2",
  });
  /** The DASH logged out: the page's (480p at most), or the API's with try_look (1080p). */
  const dash = (full: boolean) => ({
    code: 0,
    message: "0",
    data: {
      quality: full ? 80 : 32,
      accept_quality: [80, 64, 32, 16],
      timelength: 1000,
      dash: {
        duration: 1,
        video: [
          ...(full
            ? [
                video("v1080.m4s", 80, 1920, 1080, "avc1.640032"),
                video("v1080-hevc.m4s", 80, 1920, 1080, "hev1.1.6.L150.90"),
              ]
            : []),
          video("v480.m4s", 32, 852, 480, "avc1.64001F"),
        ],
        audio: [audio()],
      },
    },
  });

  const page = (bvid: string, scenario: BilibiliScenario) => {
    const { aid, cid } = idsOf(bvid);
    if (scenario === "changed") return "<!DOCTYPE html><html><head></head><body></body></html>";
    if (scenario === "rate-limited") {
      return `<!DOCTYPE html><html><body><script>window._riskdata_={"v_voucher":"voucher_5d2d"}</script></body></html>`;
    }
    const error =
      scenario === "removed"
        ? { error: { trueCode: -404, code: 404 } }
        : scenario === "login"
          ? { error: { trueCode: -403, code: 403 } }
          : {};
    const pages =
      scenario === "parts"
        ? [1, 2, 3].map((p) => ({ cid: cid + p - 1, page: p, part: `Part ${p}` }))
        : [{ cid, page: 1, part: "" }];
    const state = {
      aid,
      bvid,
      ...error,
      ...(scenario === "removed" || scenario === "login"
        ? {}
        : {
            videoData: {
              bvid,
              aid,
              cid,
              title: "A video",
              pic: `${origin}/bfs/archive/${bvid}.jpg`,
              pages,
              rights: { is_stein_gate: 0 },
            },
            upData: { name: "uploader", mid: 1 },
          }),
    };
    // A page bilibili will not play here carries no streams of its own either.
    const playinfo =
      scenario === "removed" || scenario === "login" || scenario === "geo"
        ? ""
        : `<script>window.__playinfo__=${JSON.stringify(dash(false))}</script>`;
    return `<!DOCTYPE html><html><head><title>A video</title></head><body><div id="app"></div>${playinfo}<script>window.__INITIAL_STATE__=${JSON.stringify(state)};(function(){var s;(s=document.currentScript||document.scripts[document.scripts.length-1]).parentNode.removeChild(s);}());</script></body></html>`;
  };

  app.get(/^\/video\/([^/]+)\/?$/, (req, res) => {
    tally.add(`page:${sourceOf(req)}`);
    const id = String(req.params[0]);
    const bvid = id.startsWith("av") ? avs.get(id) : id;
    const scenario = bvid ? videos.get(bvid) : undefined;
    if (!bvid || !scenario) return void res.status(404).type("html").send(page(id, "removed"));
    if (scenario === "server-error") return void res.status(502).type("html").send("Bad gateway");
    const status = scenario === "removed" ? 404 : 200;
    res.status(status).type("html").send(page(bvid, scenario));
  });

  app.get("/x/web-interface/nav", (req, res) => {
    tally.add("nav");
    tally.add(`api:${sourceOf(req)}`);
    res.json({
      code: -101,
      message: "账号未登录",
      data: {
        isLogin: false,
        wbi_img: {
          img_url: `https://i0.hdslb.com/bfs/wbi/${IMG}.png`,
          sub_url: `https://i0.hdslb.com/bfs/wbi/${SUB}.png`,
        },
      },
    });
  });

  app.get("/x/player/wbi/playurl", (req, res) => {
    tally.add(`api:${sourceOf(req)}`);
    const query = new URL(req.url, origin).searchParams;
    playurls.push(query);
    if (!signed(query)) return void res.json({ code: -403, message: "访问权限不足" });
    const bvid = query.get("bvid") ?? "";
    const scenario = videos.get(bvid);
    tally.add(`playurl:${bvid}:${query.get("cid")}`);
    if (!scenario) return void res.json({ code: -404, message: "啥都木有" });
    if (scenario === "api-refused") return void res.json({ code: -352, message: "风控校验失败" });
    if (scenario === "geo") {
      return void res.json({ code: -10403, message: "抱歉您所在地区不可观看！" });
    }
    const { cid } = idsOf(bvid);
    const cids = scenario === "parts" ? [cid, cid + 1, cid + 2] : [cid];
    if (!cids.includes(Number(query.get("cid")))) {
      return void res.json({ code: -400, message: "请求错误" });
    }
    res.json(dash(query.get("try_look") === "1"));
  });

  // The video CDN: whole files, only with the player's Referer.
  app.get("/upgcxcode/:file", (req, res) => {
    tally.add(`cdn:${req.params.file}`);
    if (req.headers.referer !== "https://www.bilibili.com/") return void res.status(403).end();
    const body =
      req.params.file === "v1080.m4s"
        ? files.v1080
        : req.params.file === "v480.m4s"
          ? files.v480
          : req.params.file === "audio.m4s"
            ? files.audio
            : undefined;
    if (!body) return void res.status(404).end();
    res.type("video/mp4").set("accept-ranges", "bytes").send(body);
  });
  app.get("/bfs/archive/:file", (_req, res) => void res.type("image/jpeg").send(files.jpeg));

  // b23.tv: a short code redirects to the video page with share parameters.
  app.get("/:code", (req, res) => {
    tally.add(`short:${sourceOf(req)}`);
    const target = shorts.get(req.params.code);
    if (!target) return void res.status(404).type("html").send("<html>404</html>");
    res.redirect(302, `${origin}${target}${target.includes("?") ? "&" : "?"}share_source=copy_web`);
  });

  const running = await listen(app);
  origin = running.origin;
  return { ...running, videos, shorts, avs, files, tally, playurls };
}

/** The settings that point the app at a bilibili stand-in. */
export function bilibiliEnv(stand: { origin: string }): Record<string, string> {
  return {
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    BILIBILI_ORIGIN: stand.origin,
    BILIBILI_API_ORIGIN: stand.origin,
    BILIBILI_SHORT_ORIGIN: stand.origin,
    BILIBILI_PROBE_URL: "https://www.bilibili.com/video/BV13x41117TL",
  };
}
