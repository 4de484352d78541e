import { execFileSync } from "node:child_process";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { listen, type Running } from "./http-server.js";

/**
 * Local stand-ins for TikTok's web host (post pages and short links) and its CDN, answering as
 * TikTok answers a logged-out browser in 2026, written from yt-dlp's, cobalt's and gallery-dl's
 * readers (their tests' posts and the fields they read): the post page carries the post in
 * `__UNIVERSAL_DATA_FOR_REHYDRATION__` and sets `tt_chain_token`, without which the video host
 * answers 403; some pages are first the proof-of-work shell; short links answer a 301 whose body
 * is `<a href="…">`. Media is real, made by ffmpeg and sharp on the spot.
 */

export type TiktokVariant =
  /** A video with an H.264 ladder of three heights (and an H.265 rung that must be ignored). */
  | "video"
  /** A video with only `playAddr`. */
  | "single"
  /** A slideshow of three images and an MP3 sound. */
  | "photo"
  /** statusCode 10216 / 10222 / 10204 / 10231. */
  | "private"
  | "private-account"
  | "gone"
  | "region"
  /** `isContentClassified` without a video: visitors must sign in. */
  | "classified"
  /** The proof-of-work page first, the post once it is answered. */
  | "challenge"
  /** The proof-of-work page whatever the answer. */
  | "challenge-always"
  /** 429 with Retry-After. */
  | "rate-limited"
  /** 403 "Access Denied" for this post. */
  | "blocked"
  /** 502 from TikTok's front end. */
  | "server-error"
  /** A page whose format changed: neither the post's data nor a challenge. */
  | "changed"
  /** A redirect to /login. */
  | "login";

export interface TiktokMedia {
  /** Three distinct MP4s (H.264 + AAC) for the ladder's 1080p, 720p and 540p rungs. */
  videos: { 1080: Buffer; 720: Buffer; 540: Buffer };
  /** The post's sound, an MP3. */
  sound: Buffer;
  /** Three distinct JPEGs for a slideshow. */
  images: Buffer[];
}

export interface TiktokStandIn {
  /** The web host (post pages, /t/ links) and the short-link host. */
  web: Running;
  cdn: Running;
  media: TiktokMedia;
  posts: Map<string, TiktokVariant>;
  /** Short code → the post id it redirects to, or "home" (a post that is gone). */
  shortLinks: Map<string, string>;
  /** Post pages asked for (challenge answers included). */
  pages(): number;
  /** Page requests that came with a right answer to a challenge. */
  solved(): number;
  /** Distinct challenges answered right: one per solve our side ran. */
  solvedTasks(): number;
  /**
   * The largest answer a fresh challenge may have (20 000 by default, so tests are quick; the
   * real range is up to a million, seconds of CPU).
   */
  hardness: number;
  /** Source addresses TikTok answers 403 "Access Denied" for every page. */
  blockedAddresses: Set<string>;
  /** Downloads the CDN refused for want of the page's cookie. */
  refusedDownloads(): number;
  /** Source addresses whose page requests TikTok answers 429, whatever the post. */
  refusedAddresses: Set<string>;
  /** Post pages asked for, by source address. */
  pagesFrom(address: string): number;
  /** CDN downloads served, by source address. */
  downloadsFrom(address: string): number;
  close(): Promise<void>;
}

const USER = "standin.user";

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "ignore",
  });
}

export async function makeTiktokMedia(): Promise<TiktokMedia> {
  const dir = mkdtempSync(join(tmpdir(), "rd-tt-media-"));
  try {
    const clip = (size: string, tone: number) => {
      const file = join(dir, `${size}.mp4`);
      ffmpeg([
        ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=10:duration=1`],
        ...["-f", "lavfi", "-i", `sine=frequency=${tone}:duration=1`],
        ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
        ...["-shortest", "-movflags", "+faststart", file],
      ]);
      return readFileSync(file);
    };
    const mp3 = join(dir, "sound.mp3");
    ffmpeg([
      ...["-f", "lavfi", "-i", "sine=frequency=660:duration=1"],
      ...["-c:a", "libmp3lame", "-b:a", "64k", mp3],
    ]);
    const images = await Promise.all(
      [0, 1, 2].map((i) =>
        sharp({
          create: {
            width: 180 + i * 4,
            height: 320,
            channels: 3,
            background: { r: 40 * i, g: 120, b: 200 - 30 * i },
          },
        })
          .jpeg({ quality: 80 })
          .toBuffer(),
      ),
    );
    return {
      videos: { 1080: clip("216x384", 440), 720: clip("144x256", 550), 540: clip("108x192", 330) },
      sound: readFileSync(mp3),
      images,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function cookiesOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(req.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/** The post as `webapp.video-detail`'s `itemStruct` carries it (fields the references read). */
function itemStruct(id: string, variant: TiktokVariant, cdn: string): Record<string, unknown> {
  const common = {
    id,
    desc: "a stand-in post #tiktok",
    createTime: "1675432100",
    isContentClassified: false,
    author: {
      id: "6800000000000000000",
      uniqueId: USER,
      nickname: "Stand-in",
      secUid: "MS4wLjABAAAAstandin",
    },
    stats: { playCount: 10, diggCount: 2, commentCount: 0, shareCount: 0, collectCount: 0 },
    music: {
      id: "7100000000000000000",
      title: "original sound",
      authorName: "Stand-in",
      original: true,
      duration: 1,
      playUrl: `${cdn}/obj/ies-music/${id}.mp3`,
      coverLarge: `${cdn}/img/music-${id}.jpeg`,
    },
  };
  if (variant === "classified") {
    return { ...common, isContentClassified: true };
  }
  if (variant === "photo") {
    const images = [0, 1, 2].map((n) => ({
      imageURL: {
        urlList: [
          `${cdn}/photomode/${id}-${n}~tplv-photomode-image.webp?x-expires=1999999999`,
          `${cdn}/photomode/${id}-${n}~tplv-photomode-image.jpeg?x-expires=1999999999`,
        ],
      },
      imageWidth: 180 + n * 4,
      imageHeight: 320,
    }));
    return {
      ...common,
      imagePost: { images, cover: images[0], title: "a slideshow" },
      video: { id: "", width: 0, height: 0, duration: 0, playAddr: "", bitrateInfo: [] },
    };
  }
  const play = (h: number) =>
    `${cdn}/video/tos/${id}/${h}.mp4?a=1988&mime_type=video_mp4&qs=0&tk=tt_chain_token`;
  const rung = (h: number, codec: string, bitrate: number, bytes: number) => ({
    Bitrate: bitrate,
    QualityType: 10,
    GearName: `normal_${h}_0`,
    CodecType: codec,
    PlayAddr: {
      DataSize: bytes,
      // Portrait: the ladder's name is the short side (normal_1080_0 is 1080x1920).
      Width: h,
      Height: Math.round((h * 16) / 9),
      Uri: `v12044gd0000${id}`,
      UrlKey: `v12044gd0000${id}_${codec}_${h}p_${bitrate}`,
      UrlList: [
        codec === "h264" ? play(h) : `${cdn}/video/tos/${id}/hevc-${h}.mp4`,
        // The web host also appears in the lists; yt-dlp drops such URLs (they are broken).
        `https://www.tiktok.com/aweme/v1/play/?video_id=${id}&line=0`,
      ],
    },
  });
  return {
    ...common,
    video: {
      id,
      width: 1080,
      height: 1920,
      duration: 1,
      ratio: "1080p",
      format: "mp4",
      cover: `${cdn}/img/cover-${id}.jpeg`,
      originCover: `${cdn}/img/cover-${id}.jpeg`,
      playAddr: play(720),
      downloadAddr: `${cdn}/video/tos/${id}/watermarked.mp4`,
      bitrateInfo:
        variant === "single"
          ? []
          : [
              rung(1080, "h265_hvc1", 1_900_000, 400_000),
              rung(720, "h264", 1_400_000, 300_000),
              rung(1080, "h264", 2_100_000, 500_000),
              rung(540, "h264", 900_000, 200_000),
            ],
      subtitleInfos: [],
    },
  };
}

function page(scope: Record<string, unknown>): string {
  const json = JSON.stringify({ __DEFAULT_SCOPE__: scope }).replace(/\//g, "\\/");
  return [
    '<!DOCTYPE html><html lang="en"><head><title>TikTok - Make Your Day</title></head><body>',
    '<div id="app"></div>',
    `<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${json}</script>`,
    "</body></html>",
  ].join("");
}

function detail(id: string, variant: TiktokVariant, cdn: string): string {
  const statuses: Partial<Record<TiktokVariant, [number, string]>> = {
    private: [10216, "item is private"],
    "private-account": [10222, "author_secret"],
    gone: [10204, "status_deleted"],
    region: [10231, "item is not available in your region"],
  };
  const status = statuses[variant];
  const videoDetail = status
    ? { statusCode: status[0], statusMsg: status[1] }
    : { statusCode: 0, statusMsg: "", itemInfo: { itemStruct: itemStruct(id, variant, cdn) } };
  return page({
    "webapp.app-context": { language: "en", region: "US" },
    "seo.abtest": { canonical: `https://www.tiktok.com/@${USER}/video/${id}` },
    "webapp.video-detail": videoDetail,
  });
}

/** TikTok's proof-of-work shell: `cs` holds the task, `wci`/`rci`/`rs` name its cookies. */
interface Task {
  a: Buffer;
  answer: number;
  rs: string;
}

function challengePage(task: Task): string {
  const body = {
    v: {
      a: task.a.toString("base64"),
      b: "standin",
      c: createHash("sha256").update(task.a).update(String(task.answer)).digest("base64"),
    },
    s: "standin-session",
  };
  const cs = Buffer.from(JSON.stringify(body)).toString("base64").replace(/=+$/, "");
  return [
    "<!DOCTYPE html><html><head><title>Please wait...</title></head><body>",
    `<div id="cs" class="${cs}"></div>`,
    '<div id="wci" class="_wafchallengeid"></div>',
    '<div id="rci" class="waforiginalreid"></div>',
    `<div id="rs" class="${task.rs}"></div>`,
    "<p>Please wait...</p><script>/* solve and reload */</script></body></html>",
  ].join("");
}

/** Challenges an answer may still be sent for (TikTok's answer cookie lives two minutes). */
const ANSWER_LIFE_MS = 120_000;

/**
 * The task a request answers right, whichever page issued it: the answer cookie carries its own
 * task, as TikTok's does, so one solved challenge lets an address in while it lives.
 */
function answered(
  req: IncomingMessage,
  issued: Map<string, Task & { at: number }>,
): string | undefined {
  const cookies = cookiesOf(req);
  if (!cookies._wafchallengeid) return undefined;
  try {
    const sent = JSON.parse(Buffer.from(cookies._wafchallengeid, "base64").toString("utf8")) as {
      d?: string;
      v?: { a?: string };
    };
    const key = sent.v?.a ?? "";
    const task = issued.get(key);
    if (!task || Date.now() - task.at > ANSWER_LIFE_MS) return undefined;
    if (cookies.waforiginalreid !== task.rs) return undefined;
    return Buffer.from(sent.d ?? "", "base64").toString("utf8") === String(task.answer)
      ? key
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A post page as large as TikTok's own: its markup carries its settings, scripts and
 * configuration inline (yt-dlp #17393 shows one: an environment JSON, base64 settings, a dozen
 * script tags) before the rehydration data, hundreds of KB where the bare page is 3 KB. What a
 * reader of the page costs depends on that bulk, so the lookups bench asks for it.
 */
function bulkScripts(bytes: number): string {
  if (bytes <= 0) return "";
  const settings = Buffer.alloc(Math.ceil((bytes * 3) / 4), "tiktok-settings;").toString("base64");
  const parts: string[] = [];
  for (let n = 0; n < 12; n++) {
    parts.push(
      `<link rel="preload" href="https://sf16-website-login.neutral.ttwstatic.com/obj/${n}.js" as="script">`,
      `<script src="https://sf16-website-login.neutral.ttwstatic.com/obj/${n}.js" async crossorigin="anonymous"></script>`,
    );
  }
  const environment = JSON.stringify({ regionInfo: { vregion: "Singapore-Central" }, n: 12 });
  parts.push(
    `<script id="tiktok-environment" type="application/json">${environment}</script>`,
    `<script nonce="argus-csp-token">window.__SETTINGS__="${settings.slice(0, bytes)}"</script>`,
  );
  return parts.join("");
}

export interface TiktokStandInOptions {
  /** Bytes of inline scripts before the rehydration data, as TikTok's real pages carry (0). */
  pageBulk?: number;
}

export async function startTiktok(
  media?: TiktokMedia,
  { pageBulk = 0 }: TiktokStandInOptions = {},
): Promise<TiktokStandIn> {
  const files = media ?? (await makeTiktokMedia());
  const bulk = bulkScripts(pageBulk);
  const posts = new Map<string, TiktokVariant>();
  const shortLinks = new Map<string, string>();
  const tokens = new Set<string>();
  const issued = new Map<string, Task & { at: number }>();
  const solvedTasks = new Set<string>();
  const state = { hardness: 20_000 };
  const blockedAddresses = new Set<string>();
  let pages = 0;
  let solved = 0;
  let refused = 0;
  let cdnOrigin = "";
  const refusedAddresses = new Set<string>();
  const pagesBy = new Map<string, number>();
  const downloadsBy = new Map<string, number>();
  const addressOf = (req: IncomingMessage) =>
    (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");

  const sendPage = (req: IncomingMessage, res: ServerResponse, id: string) => {
    pages++;
    const from = addressOf(req);
    pagesBy.set(from, (pagesBy.get(from) ?? 0) + 1);
    const variant = posts.get(id);
    if (variant === "rate-limited" || refusedAddresses.has(from)) {
      res
        .writeHead(429, { "retry-after": "30", "content-type": "text/html" })
        .end("Too many requests");
      return;
    }
    if (variant === "server-error") {
      res.writeHead(502, { "content-type": "text/html" }).end("<h1>502 Bad Gateway</h1>");
      return;
    }
    if (variant === "changed") {
      res
        .writeHead(200, { "content-type": "text/html" })
        .end(
          '<!DOCTYPE html><html><body><div id="app"></div><script id="SIGI_STATE">{}</script></body></html>',
        );
      return;
    }
    if (variant === "blocked" || blockedAddresses.has(from)) {
      res.writeHead(403, { "content-type": "text/html" }).end("<h1>Access Denied</h1>");
      return;
    }
    if (variant === "login") {
      res.writeHead(302, { location: `/login?redirect_url=%2Fvideo%2F${id}` }).end();
      return;
    }
    if (variant === "challenge" || variant === "challenge-always") {
      const key = variant === "challenge-always" ? undefined : answered(req, issued);
      if (!key) {
        const fresh = {
          a: randomBytes(16),
          answer: randomInt(Math.max(0, state.hardness - 20_000), state.hardness),
          rs: randomBytes(8).toString("hex"),
          at: Date.now(),
        };
        issued.set(fresh.a.toString("base64"), fresh);
        res.writeHead(200, { "content-type": "text/html" }).end(challengePage(fresh));
        return;
      }
      solved++;
      solvedTasks.add(key);
    }
    const token = randomBytes(12).toString("base64url");
    tokens.add(token);
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "set-cookie": [
        `tt_chain_token=${token}; Domain=.tiktok.com; Path=/; Max-Age=15552000; HttpOnly; Secure`,
        `ttwid=1%7Cstandin; Domain=.tiktok.com; Path=/; HttpOnly; Secure`,
        `tt_csrf_token=standin-csrf; Path=/; Secure`,
      ],
    });
    const html =
      variant === undefined
        ? page({ "webapp.video-detail": { statusCode: 10204, statusMsg: "status_deleted" } })
        : detail(id, variant, cdnOrigin);
    res.end(
      bulk === "" ? html : html.replace('<div id="app"></div>', `<div id="app"></div>${bulk}`),
    );
  };

  const web = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const post = /^\/@[\w.-]*\/video\/(\d+)\/?$/.exec(url.pathname);
    if (post?.[1] && (req.method === "GET" || req.method === "HEAD")) {
      sendPage(req, res, post[1]);
      return;
    }
    if (url.pathname.startsWith("/login")) {
      res.writeHead(200, { "content-type": "text/html" }).end("<title>Log in | TikTok</title>");
      return;
    }
    // vt./vm.tiktok.com/<code> and www.tiktok.com/t/<code>/: 301, the target also in the body.
    const short = /^\/(?:t\/)?([A-Za-z0-9_-]+)\/?$/.exec(url.pathname)?.[1];
    const target = short ? shortLinks.get(short) : undefined;
    if (target) {
      const location =
        target === "home"
          ? "https://www.tiktok.com/?_r=1"
          : `https://www.tiktok.com/@${USER}/video/${target}?_t=ZT-8standin&_r=1`;
      res.writeHead(301, { location, "content-type": "text/html; charset=utf-8" });
      res.end(
        req.method === "HEAD" ? undefined : `<a href="${location}">Moved Permanently</a>.\n\n`,
      );
      return;
    }
    res.writeHead(404, { "content-type": "text/html" }).end("Not found");
  });

  const send = (res: ServerResponse, req: IncomingMessage, body: Buffer, type: string) => {
    res.writeHead(200, {
      "content-type": type,
      "content-length": String(body.length),
      "accept-ranges": "bytes",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const cdn = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const video = /^\/video\/tos\/\d+\/(1080|720|540)\.mp4$/.exec(url.pathname)?.[1];
    if (video) {
      // The video host wants the cookie the page set (yt-dlp #13771).
      if (!tokens.has(cookiesOf(req).tt_chain_token ?? "")) {
        refused++;
        res.writeHead(403, { "content-type": "text/plain" }).end("Forbidden");
        return;
      }
      const from = addressOf(req);
      downloadsBy.set(from, (downloadsBy.get(from) ?? 0) + 1);
      send(res, req, files.videos[Number(video) as 1080 | 720 | 540], "video/mp4");
      return;
    }
    if (/^\/obj\/ies-music\/\d+\.mp3$/.test(url.pathname)) {
      send(res, req, files.sound, "audio/mpeg");
      return;
    }
    const image = /^\/photomode\/\d+-(\d)~tplv-photomode-image\.jpeg$/.exec(url.pathname)?.[1];
    if (image !== undefined && files.images[Number(image)]) {
      send(res, req, files.images[Number(image)] as Buffer, "image/jpeg");
      return;
    }
    if (url.pathname.startsWith("/img/")) {
      send(res, req, files.images[0] as Buffer, "image/jpeg");
      return;
    }
    res.writeHead(404).end();
  });
  cdnOrigin = cdn.origin;

  return {
    web,
    cdn,
    media: files,
    posts,
    shortLinks,
    pages: () => pages,
    solved: () => solved,
    solvedTasks: () => solvedTasks.size,
    get hardness() {
      return state.hardness;
    },
    set hardness(value: number) {
      state.hardness = value;
    },
    blockedAddresses,
    refusedDownloads: () => refused,
    refusedAddresses,
    pagesFrom: (address) => pagesBy.get(address) ?? 0,
    downloadsFrom: (address) => downloadsBy.get(address) ?? 0,
    close: async () => {
      await Promise.all([web.close(), cdn.close()]);
    },
  };
}

/** The settings that point the app's TikTok extractor at `standIn`. */
export function tiktokEnv(standIn: TiktokStandIn): Record<string, string> {
  return { TIKTOK_WEB_ORIGIN: standIn.web.origin, TIKTOK_SHORT_ORIGIN: standIn.web.origin };
}
