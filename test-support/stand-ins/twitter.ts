import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { listen, type Running } from "./http-server.js";

/**
 * Local stand-ins for X: the API host (guest activation, GraphQL TweetResultByRestId), the
 * syndication endpoint and the media CDN (video.twimg.com, pbs.twimg.com), answering as X does
 * in 2026, written from yt-dlp's, cobalt's and gallery-dl's readers and their tests' posts:
 * results typed `Tweet`, `TweetWithVisibilityResults`, `TweetTombstone` or `TweetUnavailable`,
 * media entities with MP4 variants by bitrate (and an HLS playlist), GIFs as one MP4, photos at
 * `?name=orig`. Guests can be refused (activation or query 403/429), syndication too, and
 * sessions (auth_token + ct0) read what guests may not. Media is real, made on the spot.
 */

export type TwitterVariant =
  /** One video: three MP4 variants and an HLS playlist. */
  | "video"
  /** One GIF (an MP4, bitrate 0). */
  | "gif"
  /** Three photos. */
  | "photos"
  /** A photo and a video. */
  | "mixed"
  /** The video, wrapped in TweetWithVisibilityResults. */
  | "visibility"
  /** A repost of the video post: the media are the original's. */
  | "retweet"
  /** Text only. */
  | "text"
  /** TweetTombstone: a suspended account. */
  | "suspended"
  /** TweetUnavailable NsfwLoggedOut for guests; the video for a session. */
  | "nsfw"
  /** TweetUnavailable Protected for guests; the photos for a session. */
  | "protected"
  /** The video with `errors: [Dependency: Unspecified]` beside the data (yt-dlp #15963). */
  | "dependency-error"
  /** No data for guests, only `errors: [not authorized]` (X's login wall); the video signed in. */
  | "login-wall"
  /** A photo post quoting the "video" post (1697304622749086011): both posts' media. */
  | "quoted"
  /** A text post quoting a photo-and-video post: the quoted post's media alone. */
  | "quote-only"
  /** 429 from the query (with x-rate-limit-reset) and from syndication, for this post. */
  | "rate-limited"
  /** 503 from the query and from syndication. */
  | "server-error"
  /** The query's and syndication's answers changed shape. */
  | "changed"
  /** 403 from the query for guests and from syndication: a wall, the post's or the address's. */
  | "walled-post"
  /** A session is answered 403 without code 326 (not authorized for this post); guests a wall. */
  | "session-403"
  /** Media URLs naming another platform's CDN and a user-content host. */
  | "hostile";

/** How X treats guests right now. */
export type GuestMode =
  | "ok"
  /** activate.json answers 429 / 403. */
  | "activate-429"
  | "activate-403"
  /** The query answers 429 (with x-rate-limit-reset). */
  | "graphql-429";

export interface TwitterMedia {
  /** The video's variants by bitrate: 1280x720, 640x360, 480x270. */
  videos: { 720: Buffer; 360: Buffer; 270: Buffer };
  gif: Buffer;
  /** Three photos at their original size, and what `name=small` would give instead. */
  photos: Buffer[];
  small: Buffer;
}

export interface TwitterStandIn {
  api: Running;
  syndication: Running;
  cdn: Running;
  media: TwitterMedia;
  posts: Map<string, TwitterVariant>;
  guests: GuestMode;
  /** 429 / 403 from syndication. */
  syndicationRefuses: 0 | 403 | 429;
  /** Valid sessions' `auth_token` → their `ct0`; `locked` answer 403 code 326. */
  sessions: Map<string, { ct0: string; locked?: boolean }>;
  /** Queries answered per reader: `guest` or the session's auth_token. */
  queries: Map<string, number>;
  /** X forgets every guest token handed out so far (they answer 403 "Bad guest token"). */
  expireGuestTokens(): void;
  /** Addresses X walls: activation and syndication answer 403 to them. */
  walled: Set<string>;
  /** X's link shortener (t.co), and where its codes lead ("502": failing). */
  short: Running;
  shorts: Map<string, string>;
  close(): Promise<void>;
}

const BEARER =
  "AAAAAAAAAAAAAAAAAAAAANRILgAAAAAAnNwIzUejRCOuH5E6I8xnZz4puTs%3D1Zv7ttfk8LF81IUq16cHjhLTvJu4FA33AGWWjCpTnA";

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "ignore",
  });
}

export async function makeTwitterMedia(): Promise<TwitterMedia> {
  const dir = mkdtempSync(join(tmpdir(), "rd-x-media-"));
  try {
    const clip = (size: string, tone: number, sound = true) => {
      const file = join(dir, `${size}-${tone}.mp4`);
      ffmpeg([
        ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=10:duration=1`],
        ...(sound ? ["-f", "lavfi", "-i", `sine=frequency=${tone}:duration=1`, "-c:a", "aac"] : []),
        ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
        ...["-shortest", "-movflags", "+faststart", file],
      ]);
      return readFileSync(file);
    };
    const jpeg = (width: number, shade: number) =>
      sharp({
        create: { width, height: 200, channels: 3, background: { r: shade, g: 90, b: 160 } },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
    return {
      videos: { 720: clip("256x144", 440), 360: clip("192x108", 550), 270: clip("160x90", 330) },
      gif: clip("120x120", 0, false),
      photos: await Promise.all([jpeg(300, 20), jpeg(304, 80), jpeg(308, 140)]),
      small: await jpeg(60, 200),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Json = Record<string, unknown>;

function videoEntity(id: string, cdn: string): Json {
  const mid = `1${id.slice(1)}`;
  const mp4 = (w: number, h: number, bitrate: number) => ({
    bitrate,
    content_type: "video/mp4",
    url: `${cdn}/ext_tw_video/${mid}/pu/vid/avc1/${w}x${h}/clip${h}.mp4?tag=12`,
  });
  return {
    id_str: mid,
    media_key: `7_${mid}`,
    type: "video",
    media_url_https: `${cdn}/ext_tw_video_thumb/${mid}/pu/img/thumb.jpg`,
    original_info: { width: 1280, height: 720 },
    ext_media_availability: { status: "Available" },
    video_info: {
      aspect_ratio: [16, 9],
      duration_millis: 1000,
      variants: [
        {
          content_type: "application/x-mpegURL",
          url: `${cdn}/ext_tw_video/${mid}/pu/pl/master.m3u8?tag=12&v=1`,
        },
        mp4(480, 270, 256_000),
        mp4(1280, 720, 2_176_000),
        mp4(640, 360, 832_000),
      ],
    },
  };
}

function gifEntity(id: string, cdn: string): Json {
  return {
    id_str: id,
    media_key: `16_${id}`,
    type: "animated_gif",
    media_url_https: `${cdn}/tweet_video_thumb/Gif${id}.jpg`,
    original_info: { width: 120, height: 120 },
    video_info: {
      aspect_ratio: [1, 1],
      variants: [{ bitrate: 0, content_type: "video/mp4", url: `${cdn}/tweet_video/Gif${id}.mp4` }],
    },
  };
}

function photoEntity(n: number, cdn: string): Json {
  return {
    id_str: `180000000000000000${n}`,
    media_key: `3_180000000000000000${n}`,
    type: "photo",
    media_url_https: `${cdn}/media/Photo${n}.jpg`,
    original_info: { width: 300 + n * 4, height: 200 },
    sizes: { large: { w: 300 + n * 4, h: 200, resize: "fit" } },
  };
}

function mediaOf(variant: TwitterVariant, id: string, cdn: string): Json[] {
  if (variant === "gif") return [gifEntity(id, cdn)];
  if (variant === "quoted") return [photoEntity(0, cdn)];
  if (variant === "quote-only") return [];
  if (variant === "hostile") {
    const video = videoEntity(id, "https://v16-webapp-prime.tiktok.com");
    return [{ ...photoEntity(0, "https://lh3.googleusercontent.com"), id_str: "1" }, video];
  }
  if (variant === "photos" || variant === "protected")
    return [0, 1, 2].map((n) => photoEntity(n, cdn));
  if (variant === "mixed") return [photoEntity(0, cdn), videoEntity(id, cdn)];
  if (variant === "text" || variant === "suspended") return [];
  return [videoEntity(id, cdn)];
}

function tweet(id: string, media: Json[]): Json {
  return {
    __typename: "Tweet",
    rest_id: id,
    core: {
      user_results: {
        result: { rest_id: "12", core: { name: "Stand-in", screen_name: "standin" } },
      },
    },
    legacy: {
      id_str: id,
      full_text: "a stand-in post https://t.co/abc",
      created_at: "Wed Oct 10 20:19:24 +0000 2018",
      ...(media.length > 0
        ? { entities: { media }, extended_entities: { media } }
        : { entities: {} }),
    },
    views: { count: "12" },
  };
}

/** `data.tweetResult.result` for this reader. */
function result(
  id: string,
  variant: TwitterVariant | undefined,
  signedIn: boolean,
  cdn: string,
): Json | undefined {
  if (variant === undefined) return undefined;
  if (variant === "suspended") {
    return {
      __typename: "TweetTombstone",
      tombstone: {
        __typename: "TextTombstone",
        text: { text: "This Post is from a suspended account. Learn more" },
      },
    };
  }
  if (!signedIn && variant === "nsfw")
    return { __typename: "TweetUnavailable", reason: "NsfwLoggedOut" };
  if (!signedIn && variant === "protected")
    return { __typename: "TweetUnavailable", reason: "Protected" };
  if (variant === "visibility") {
    return {
      __typename: "TweetWithVisibilityResults",
      tweet: tweet(id, mediaOf(variant, id, cdn)),
    };
  }
  if (variant === "quoted" || variant === "quote-only") {
    const [quotedId, quotedVariant] =
      variant === "quoted"
        ? ["1697304622749086011", "video" as const]
        : ["1611399816487084033", "mixed" as const];
    const own = tweet(id, mediaOf(variant, id, cdn));
    own.quoted_status_result = {
      result: {
        __typename: "TweetWithVisibilityResults",
        tweet: tweet(quotedId, mediaOf(quotedVariant, quotedId, cdn)),
      },
    };
    return own;
  }
  if (variant === "retweet") {
    const original = tweet("1600000000000000001", mediaOf("video", "1600000000000000001", cdn));
    const own = tweet(id, []);
    (own.legacy as Json).retweeted_status_result = { result: original };
    return own;
  }
  return tweet(id, mediaOf(variant, id, cdn));
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers })
    .end(JSON.stringify(body));
}

function cookiesOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(req.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/** yt-dlp's and cobalt's syndication token. */
function tokenFor(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, "");
}

export async function startTwitter(media?: TwitterMedia): Promise<TwitterStandIn> {
  const files = media ?? (await makeTwitterMedia());
  const tokens = new Map<string, number>();
  const walled = new Set<string>();
  const shorts = new Map<string, string>();
  let cdnOrigin = "";
  // t.co answers a client that is not a browser with a 301 to the link (yt-dlp asks as curl).
  const short = await listen((req, res) => {
    const code = new URL(req.url ?? "/", "http://x").pathname.slice(1);
    const target = shorts.get(code);
    if (target === "502") return void res.writeHead(502).end();
    if (!target) return void res.writeHead(404).end();
    res.writeHead(301, { location: target }).end();
  });

  const api = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (req.headers.authorization !== `Bearer ${BEARER}`) {
      json(res, 401, { errors: [{ code: 89, message: "Invalid or expired token." }] });
      return;
    }
    const remote = req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "";
    if (req.method === "POST" && url.pathname === "/1.1/guest/activate.json") {
      if (walled.has(remote)) {
        json(res, 403, { errors: [{ code: 0, message: "Forbidden." }] });
        return;
      }
      if (state.guests === "activate-429") {
        json(
          res,
          429,
          { errors: [{ code: 88, message: "Rate limit exceeded." }] },
          { "retry-after": "60" },
        );
        return;
      }
      if (state.guests === "activate-403") {
        json(res, 403, { errors: [{ code: 0, message: "Forbidden." }] });
        return;
      }
      const token = `19${randomBytes(8).readBigUInt64BE().toString().padStart(17, "0")}`;
      tokens.set(token, 0);
      json(res, 200, { guest_token: token });
      return;
    }
    const query = /^\/graphql\/[\w-]+\/TweetResultByRestId$/.test(url.pathname);
    if (req.method !== "GET" || !query) {
      json(res, 404, { errors: [{ code: 34, message: "Sorry, that page does not exist." }] });
      return;
    }
    let id: string;
    try {
      const variables = JSON.parse(url.searchParams.get("variables") ?? "") as { tweetId?: string };
      JSON.parse(url.searchParams.get("features") ?? "");
      id = String(variables.tweetId ?? "");
    } catch {
      json(res, 400, { errors: [{ message: "Bad request" }] });
      return;
    }
    const cookies = cookiesOf(req);
    const session = cookies.auth_token ? state.sessions.get(cookies.auth_token) : undefined;
    let reader: string;
    if (cookies.auth_token) {
      if (!session || req.headers["x-csrf-token"] !== session.ct0 || cookies.ct0 !== session.ct0) {
        json(res, 401, { errors: [{ code: 32, message: "Could not authenticate you." }] });
        return;
      }
      if (session.locked) {
        json(res, 403, { errors: [{ code: 326, message: "To protect our users from spam..." }] });
        return;
      }
      reader = cookies.auth_token;
    } else {
      const token = String(req.headers["x-guest-token"] ?? "");
      const used = tokens.get(token);
      if (used === undefined) {
        json(res, 403, { errors: [{ code: 239, message: "Bad guest token." }] });
        return;
      }
      if (state.guests === "graphql-429") {
        const reset = String(Math.floor(Date.now() / 1000) + 40);
        json(
          res,
          429,
          { errors: [{ code: 88, message: "Rate limit exceeded" }] },
          { "x-rate-limit-reset": reset },
        );
        return;
      }
      tokens.set(token, used + 1);
      reader = "guest";
    }
    state.queries.set(reader, (state.queries.get(reader) ?? 0) + 1);
    const variant = state.posts.get(id);
    if (variant === "rate-limited") {
      const reset = String(Math.floor(Date.now() / 1000) + 40);
      json(
        res,
        429,
        { errors: [{ code: 88, message: "Rate limit exceeded" }] },
        { "x-rate-limit-reset": reset },
      );
      return;
    }
    if (variant === "server-error") {
      res.writeHead(503, { "content-type": "text/html" }).end("<h1>Over capacity</h1>");
      return;
    }
    if (variant === "changed") {
      json(res, 200, { data: { tweet: { id } } });
      return;
    }
    if (
      (variant === "walled-post" && reader === "guest") ||
      (variant === "session-403" && reader !== "guest")
    ) {
      json(res, 403, {
        errors: [{ code: 179, message: "Sorry, you are not authorized to see this status." }],
      });
      return;
    }
    if (variant === "session-403" && reader === "guest") {
      json(res, 200, {
        errors: [{ code: 37, message: "Authorization: You are not authorized to view this post." }],
      });
      return;
    }
    if (variant === "login-wall" && reader === "guest") {
      json(res, 200, {
        errors: [{ code: 37, message: "Authorization: You are not authorized to view this post." }],
      });
      return;
    }
    const found = result(id, variant, reader !== "guest", cdnOrigin);
    const errors =
      variant === "dependency-error"
        ? {
            errors: [
              { message: "Dependency: Unspecified", path: ["tweetResult", "result", "card"] },
            ],
          }
        : {};
    json(res, 200, { data: { tweetResult: found ? { result: found } : {} }, ...errors });
  });

  const syndication = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const id = url.searchParams.get("id") ?? "";
    if (url.pathname !== "/tweet-result" || url.searchParams.get("token") !== tokenFor(id)) {
      json(res, 400, {});
      return;
    }
    const remote = req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "";
    const variant = state.posts.get(id);
    if (walled.has(remote) || variant === "walled-post") {
      json(res, 403, {});
      return;
    }
    if (state.syndicationRefuses) {
      json(res, state.syndicationRefuses, {}, { "retry-after": "45" });
      return;
    }
    if (variant === "rate-limited") {
      json(res, 429, {}, { "retry-after": "45" });
      return;
    }
    if (variant === "server-error") {
      res.writeHead(503).end();
      return;
    }
    if (variant === "changed") {
      json(res, 200, { tweet: { id } });
      return;
    }
    if (!variant || variant === "nsfw" || variant === "protected" || variant === "login-wall") {
      res.writeHead(404).end();
      return;
    }
    if (variant === "suspended") {
      json(res, 200, {
        __typename: "TweetTombstone",
        tombstone: { text: { text: "This Post is from a suspended account." } },
      });
      return;
    }
    const entities =
      variant === "retweet"
        ? mediaOf("video", "1600000000000000001", cdnOrigin)
        : mediaOf(variant, id, cdnOrigin);
    // Syndication's media have no id_str (yt-dlp fills it in).
    const mediaDetails = entities.map(({ id_str: _id, ...rest }) => rest);
    const quoted =
      variant === "quoted" || variant === "quote-only"
        ? {
            quoted_tweet: {
              __typename: "Tweet",
              id_str: variant === "quoted" ? "1697304622749086011" : "1611399816487084033",
              mediaDetails: (variant === "quoted"
                ? mediaOf("video", "1697304622749086011", cdnOrigin)
                : mediaOf("mixed", "1611399816487084033", cdnOrigin)
              ).map(({ id_str: _id, ...rest }) => rest),
            },
          }
        : {};
    json(res, 200, {
      __typename: "Tweet",
      id_str: id,
      text: "a stand-in post",
      created_at: "2018-10-10T20:19:24.000Z",
      user: { id_str: "12", name: "Stand-in", screen_name: "standin" },
      ...(mediaDetails.length > 0 ? { mediaDetails } : {}),
      ...quoted,
    });
  });

  const send = (req: IncomingMessage, res: ServerResponse, body: Buffer, type: string) => {
    res.writeHead(200, { "content-type": type, "content-length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const cdn = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const video = /^\/ext_tw_video\/\d+\/pu\/vid\/avc1\/\d+x(\d+)\/clip\d+\.mp4$/.exec(
      url.pathname,
    )?.[1];
    if (video) {
      // The `tag` parameter answers 403 "Unauthorized" opened directly (cobalt #1486).
      if (url.searchParams.has("tag")) {
        res.writeHead(403).end("Unauthorized");
        return;
      }
      const file = files.videos[Number(video) as 720 | 360 | 270];
      if (file) send(req, res, file, "video/mp4");
      else res.writeHead(404).end();
      return;
    }
    if (/^\/tweet_video\/Gif\d+\.mp4$/.test(url.pathname)) {
      send(req, res, files.gif, "video/mp4");
      return;
    }
    const photo = /^\/media\/Photo(\d)\.jpg$/.exec(url.pathname)?.[1];
    if (photo !== undefined) {
      const orig = url.searchParams.get("name") === "orig";
      send(req, res, orig ? (files.photos[Number(photo)] as Buffer) : files.small, "image/jpeg");
      return;
    }
    if (/_thumb\//.test(url.pathname)) {
      send(req, res, files.small, "image/jpeg");
      return;
    }
    res.writeHead(404).end();
  });
  cdnOrigin = cdn.origin;

  const state: TwitterStandIn = {
    api,
    syndication,
    cdn,
    media: files,
    posts: new Map(),
    guests: "ok",
    syndicationRefuses: 0,
    sessions: new Map(),
    queries: new Map(),
    expireGuestTokens: () => tokens.clear(),
    walled,
    short,
    shorts,
    close: async () => {
      await Promise.all([api.close(), syndication.close(), cdn.close(), short.close()]);
    },
  };
  return state;
}

/** The settings that point the app's X extractor at `standIn`. */
export function twitterEnv(standIn: TwitterStandIn): Record<string, string> {
  return {
    TWITTER_API_ORIGIN: standIn.api.origin,
    TWITTER_SYNDICATION_ORIGIN: standIn.syndication.origin,
    TWITTER_SHORT_ORIGIN: standIn.short.origin,
  };
}
