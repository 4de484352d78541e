import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { startCdn } from "./cdn.js";
import { listen, type Running } from "./http-server.js";

/**
 * Local stand-ins for Reddit as it answers in 2026 (shapes from yt-dlp's reddit.py and its
 * tests, cobalt's reddit.js and gallery-dl's reddit.py): old.reddit.com hands out the `loid`
 * cookie; www.reddit.com answers `/comments/<id>/.json` only to a request carrying it (else its
 * 403 block page, since 2026-05-29), follows share and `/video/` links with a 301, exchanges an
 * OAuth app's refresh token; oauth.reddit.com answers a Bearer token; v.redd.it serves the DASH
 * playlist (relative BaseURLs), video-only files and audio renditions; i.redd.it the images.
 * Refusals: 429 with Reddit's rate headers, the block page; answers about the post: quarantined
 * and private (JSON 403), NSFW without `over18`, not found, removed, a text post.
 */
export type RedditVariant =
  | "video"
  /** The DASH playlist is refused: the fallback MP4 (CMAF naming) and its audio rendition. */
  | "video-fallback"
  /** A GIF-like video: no sound. */
  | "gif-video"
  | "gallery"
  | "image"
  | "gif"
  /** A crosspost of the "video" post. */
  | "crosspost"
  | "nsfw"
  | "quarantined"
  /** A gated community this anonymous visitor has not opted in to. */
  | "gated"
  | "private"
  | "rate-limited"
  | "not-found"
  | "removed"
  | "text"
  /** A text post with two images inline. */
  | "text-images"
  /** A text post with one video inline (its DASH playlist in `media_metadata`). */
  | "text-video"
  /** A JSON 403 that names no reason: a wall, the post's or the address's (decision 061). */
  | "forbidden"
  /** The block page for this post alone (Reddit refusing whoever asked). */
  | "blocked"
  /** An HTML 500. */
  | "server-error"
  /** The post without its listing around it: Reddit's answer changed shape. */
  | "changed"
  /** A link post whose `url` is an image on a user-content host (post_hint "image"). */
  | "link-elsewhere"
  /** A gallery whose files name another platform's CDN. */
  | "hostile-gallery";

export interface RedditMedia {
  /** H.264 alone (every DASH_<height>.mp4 and the fallback). */
  video: Buffer;
  /** AAC alone (the audio rendition). */
  audio: Buffer;
  jpegs: Buffer[];
  gif: Buffer;
  /** H.264 without sound: a GIF's MP4 rendition. */
  gifMp4: Buffer;
}

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "ignore",
  });
}

export async function makeRedditMedia(): Promise<RedditMedia> {
  const dir = mkdtempSync(join(tmpdir(), "rd-reddit-media-"));
  const file = (name: string) => join(dir, name);
  const picture = ["-f", "lavfi", "-i", "testsrc2=size=256x144:rate=15:duration=1"];
  const x264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-an"];
  ffmpeg([...picture, ...x264, "-movflags", "+faststart", file("video.mp4")]);
  ffmpeg([
    ...["-f", "lavfi", "-i", "sine=frequency=660:duration=1"],
    ...["-c:a", "aac", "-b:a", "128k", "-vn", "-movflags", "+faststart", file("audio.mp4")],
  ]);
  ffmpeg(["-f", "lavfi", "-i", "testsrc=size=64x48:rate=5:duration=1", file("anim.gif")]);
  ffmpeg([
    ...["-f", "lavfi", "-i", "testsrc=size=64x48:rate=5:duration=1"],
    ...x264,
    file("anim.mp4"),
  ]);
  const colours = [
    { r: 255, g: 69, b: 0 },
    { r: 0, g: 121, b: 211 },
    { r: 70, g: 210, b: 120 },
  ];
  const jpegs = await Promise.all(
    colours.map((background, i) =>
      sharp({ create: { width: 200 + i * 10, height: 150, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    ),
  );
  return {
    video: readFileSync(file("video.mp4")),
    audio: readFileSync(file("audio.mp4")),
    jpegs,
    gif: readFileSync(file("anim.gif")),
    gifMp4: readFileSync(file("anim.mp4")),
  };
}

/** The DASH playlist v.redd.it serves: two video heights and one sound, relative BaseURLs. */
export function redditManifest(prefix: "DASH" | "CMAF", withAudio: boolean): string {
  const video = (height: number, width: number, bandwidth: number) =>
    `<Representation id="VIDEO-${height}" mimeType="video/mp4" codecs="avc1.4d401f" width="${width}" height="${height}" frameRate="30" sar="1:1" startWithSAP="1" bandwidth="${bandwidth}"><BaseURL>${prefix}_${height}.mp4</BaseURL><SegmentBase indexRangeExact="true" indexRange="737-816"><Initialization range="0-736"/></SegmentBase></Representation>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" minBufferTime="PT1.500S" type="static" mediaPresentationDuration="PT1.0S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011">',
    '<Period duration="PT1.0S">',
    '<AdaptationSet segmentAlignment="true" subsegmentAlignment="true" subsegmentStartsWithSAP="1" maxWidth="1280" maxHeight="720" maxFrameRate="30" par="16:9">',
    video(720, 1280, 2_000_000),
    video(480, 854, 900_000),
    "</AdaptationSet>",
    withAudio
      ? `<AdaptationSet segmentAlignment="true" subsegmentAlignment="true" subsegmentStartsWithSAP="1"><Representation id="AUDIO-1" mimeType="audio/mp4" codecs="mp4a.40.2" audioSamplingRate="48000" startWithSAP="1" bandwidth="128000"><AudioChannelConfiguration schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" value="2"/><BaseURL>${prefix}_AUDIO_128.mp4</BaseURL><SegmentBase indexRangeExact="true" indexRange="632-711"><Initialization range="0-631"/></SegmentBase></Representation></AdaptationSet>`
      : "",
    "</Period></MPD>",
  ].join("");
}

type Json = Record<string, unknown>;

/** A post's `data`, as `/comments/<id>/.json?raw_json=1` gives it. */
function postData(cdn: string, id: string, variant: RedditVariant): Json {
  const common: Json = {
    id,
    name: `t3_${id}`,
    subreddit: "videos",
    subreddit_name_prefixed: "r/videos",
    title: "That small heart attack.",
    author: "Antw87",
    permalink: `/r/videos/comments/${id}/that_small_heart_attack/`,
    created_utc: 1501941939,
    over_18: variant === "nsfw",
    is_self: false,
    is_video: false,
    is_gallery: false,
    removed_by_category: null,
    ups: 12,
    downs: 0,
    num_comments: 3,
    selftext: "",
    media: null,
    secure_media: null,
    preview: {
      images: [
        {
          source: {
            url: `${cdn}/preview/${id}.jpeg?auto=webp&s=0123abcd`,
            width: 1280,
            height: 720,
          },
          resolutions: [],
          variants: {},
          id: "prev1",
        },
      ],
      enabled: false,
    },
  };
  const vid = `v${id}`;
  const redditVideo = (prefix: "DASH" | "CMAF", audio: boolean): Json => ({
    bitrate_kbps: 2400,
    fallback_url: `${cdn}/v/${vid}/${prefix}_720.mp4?source=fallback`,
    has_audio: audio,
    height: 720,
    width: 1280,
    scrubber_media_url: `${cdn}/v/${vid}/${prefix}_96.mp4`,
    dash_url: `${cdn}/v/${vid}/DASHPlaylist.mpd?a=1766000000%2CZmFrZQ%3D%3D&v=1&f=sd`,
    duration: 1,
    hls_url: `${cdn}/v/${vid}/HLSPlaylist.m3u8?a=1766000000%2CZmFrZQ%3D%3D&v=1&f=sd`,
    is_gif: !audio,
    transcoding_status: "completed",
  });
  switch (variant) {
    case "video":
    case "nsfw":
      return {
        ...common,
        is_video: true,
        url: `https://v.redd.it/${vid}`,
        post_hint: "hosted:video",
        secure_media: { reddit_video: redditVideo("DASH", true) },
        media: { reddit_video: redditVideo("DASH", true) },
      };
    case "video-fallback":
      return {
        ...common,
        is_video: true,
        url: `https://v.redd.it/${vid}`,
        secure_media: { reddit_video: redditVideo("CMAF", true) },
      };
    case "gif-video":
      return {
        ...common,
        is_video: true,
        url: `https://v.redd.it/${vid}`,
        secure_media: { reddit_video: redditVideo("DASH", false) },
      };
    case "crosspost":
      return {
        ...common,
        url: `https://v.redd.it/vcross1`,
        crosspost_parent: "t3_cross1",
        crosspost_parent_list: [postData(cdn, "cross1", "video")],
      };
    case "gallery":
      return {
        ...common,
        url: `https://www.reddit.com/gallery/${id}`,
        is_gallery: true,
        preview: undefined,
        // The gallery's order is gallery_data's, not media_metadata's.
        gallery_data: {
          items: [
            { media_id: "img2", id: 2 },
            { media_id: "img1", id: 1, caption: "first" },
            { media_id: "broken", id: 3 },
            { media_id: "anim", id: 4 },
            { media_id: "img3", id: 5 },
          ],
        },
        media_metadata: {
          img1: {
            status: "valid",
            e: "Image",
            m: "image/jpg",
            id: "img1",
            s: { u: `${cdn}/i/img1.jpg`, x: 200, y: 150 },
            p: [{ u: `${cdn}/preview/img1.jpg?width=108&s=aa`, x: 108, y: 81 }],
          },
          img2: {
            status: "valid",
            e: "Image",
            m: "image/jpg",
            id: "img2",
            s: { u: `${cdn}/i/img2.jpg`, x: 210, y: 150 },
          },
          broken: { status: "failed", e: "Image", id: "broken" },
          anim: {
            status: "valid",
            e: "AnimatedImage",
            m: "image/gif",
            id: "anim",
            s: { gif: `${cdn}/i/anim.gif`, mp4: `${cdn}/i/anim.mp4`, x: 64, y: 48 },
          },
          img3: {
            status: "valid",
            e: "Image",
            m: "image/jpg",
            id: "img3",
            s: { u: `${cdn}/i/img3.jpg`, x: 220, y: 150 },
          },
        },
      };
    case "image":
    case "quarantined":
    case "gated":
      return { ...common, url: `${cdn}/i/img1.jpg`, post_hint: "image" };
    case "link-elsewhere":
      return {
        ...common,
        url: "https://lh3.googleusercontent.com/a/hostile.jpg",
        post_hint: "image",
        preview: undefined,
      };
    case "hostile-gallery":
      return {
        ...common,
        is_gallery: true,
        preview: undefined,
        gallery_data: { items: [{ media_id: "x1", id: 1 }] },
        media_metadata: {
          x1: {
            status: "valid",
            e: "Image",
            s: { u: "https://pbs.twimg.com/media/hostile.jpg", x: 10, y: 10 },
          },
        },
      };
    case "gif":
      return {
        ...common,
        url: `${cdn}/i/anim.gif`,
        post_hint: "image",
        preview: {
          images: [
            {
              source: { url: `${cdn}/preview/anim.gif?format=png8&s=ff`, width: 64, height: 48 },
              variants: {
                gif: { source: { url: `${cdn}/preview/anim.gif?s=ee`, width: 64, height: 48 } },
                mp4: {
                  source: { url: `${cdn}/i/anim.mp4?format=mp4&s=dd`, width: 64, height: 48 },
                },
              },
            },
          ],
        },
      };
    case "text-images":
    case "text-video": {
      const inline: Json =
        variant === "text-images"
          ? {
              abc1: {
                status: "valid",
                e: "Image",
                m: "image/png",
                id: "abc1",
                s: { u: `${cdn}/preview/img2.jpg?width=210&s=a1`, x: 210, y: 150 },
              },
              abc2: {
                status: "valid",
                e: "Image",
                m: "image/jpg",
                id: "abc2",
                s: { u: `${cdn}/preview/img3.jpg?width=220&s=a2`, x: 220, y: 150 },
              },
            }
          : {
              vid1: {
                status: "valid",
                e: "RedditVideo",
                dashUrl: `${cdn}/v/v${id}/DASHPlaylist.mpd?a=1766000000%2CZmFrZQ%3D%3D&v=1&f=sd`,
                hlsUrl: `${cdn}/v/v${id}/HLSPlaylist.m3u8?a=1766000000%2CZmFrZQ%3D%3D&v=1&f=sd`,
                id: "vid1",
                isGif: false,
                x: 1280,
                y: 720,
              },
            };
      return {
        ...common,
        is_self: true,
        url: `https://www.reddit.com/r/videos/comments/${id}/that_small_heart_attack/`,
        selftext: "Look at these:",
        preview: undefined,
        media_metadata: inline,
      };
    }
    case "removed":
      return {
        ...common,
        url: `https://www.reddit.com/r/videos/comments/${id}/`,
        is_self: true,
        removed_by_category: "moderator",
        preview: undefined,
      };
    default:
      return {
        ...common,
        is_self: true,
        url: `https://www.reddit.com/r/videos/comments/${id}/that_small_heart_attack/`,
        selftext: "Just words.",
        preview: undefined,
      };
  }
}

function listing(post: Json): unknown[] {
  return [
    {
      kind: "Listing",
      data: {
        after: null,
        dist: 1,
        modhash: "",
        children: [{ kind: "t3", data: post }],
        before: null,
      },
    },
    { kind: "Listing", data: { after: null, dist: null, modhash: "", children: [], before: null } },
  ];
}

/** Reddit's block page for a request it will not answer (no session, a flagged address). */
export const BLOCK_PAGE =
  "<!doctype html><html><head><title>Blocked</title></head><body><h1>whoa there, pardner!</h1><p>Your request has been blocked due to a network policy.</p></body></html>";

function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? "").split(/;\s*/)) {
    const [name, ...value] = part.split("=");
    if (name) out[name] = value.join("=");
  }
  return out;
}

export interface RedditStandIn {
  old: Running;
  web: Running;
  oauth: Running;
  cdn: Running;
  media: RedditMedia;
  posts: Map<string, RedditVariant>;
  /** Share codes and v.redd.it ids: the post they lead to ("502": Reddit failing). */
  shares: Map<string, string>;
  /** Addresses every post is answered a reasonless JSON 403 (an address Reddit walls). */
  walled: Set<string>;
  /** How old.reddit.com answers: with `loid`, without (the shreddit partial sets it), or blocked. */
  old_home: "loid" | "none" | "blocked";
  /** Whether the shreddit partial sets `loid` (when not, the JSON is refused: no session). */
  shreddit_loid: boolean;
  /** The OAuth app the stand-in knows, and the tokens it handed out. */
  oauthApp: { clientId: string; clientSecret: string; refreshToken: string };
  requests(): number;
  close(): Promise<void>;
}

export async function startRedditStandIn(media?: RedditMedia): Promise<RedditStandIn> {
  const files = media ?? (await makeRedditMedia());
  const posts = new Map<string, RedditVariant>();
  const shares = new Map<string, string>();
  const walled = new Set<string>();
  const tokens = new Set<string>();
  let loids = 0;
  const serve = (body: Buffer, type: string) => ({ body, type });
  const cdn = await startCdn(
    new Proxy({} as Record<string, { body: Buffer; type: string }>, {
      get(_target, key: string) {
        const video = /^\/v\/(v\w+)\/(.+)$/.exec(key);
        if (video) {
          const id = video[1]?.slice(1) ?? "";
          const name = video[2] ?? "";
          const variant = posts.get(id) ?? (id === "cross1" ? "video" : undefined);
          if (!variant) return undefined;
          if (name === "DASHPlaylist.mpd") {
            if (variant === "video-fallback") return undefined;
            const manifest = redditManifest("DASH", variant !== "gif-video");
            return serve(Buffer.from(manifest), "application/dash+xml");
          }
          if (/^(DASH|CMAF)_AUDIO_128\.mp4$/.test(name)) {
            const prefix = variant === "video-fallback" ? "CMAF" : "DASH";
            return name.startsWith(prefix) && variant !== "gif-video"
              ? serve(files.audio, "video/mp4")
              : undefined;
          }
          if (/^(DASH|CMAF)_\d+\.mp4$/.test(name)) return serve(files.video, "video/mp4");
          return undefined;
        }
        const image = /^\/(?:i|preview)\/(img(\d)|anim|\w+)\.(jpe?g|gif|mp4)$/.exec(key);
        if (!image) return undefined;
        if (image[3] === "gif") return serve(files.gif, "image/gif");
        if (image[3] === "mp4") return serve(files.gifMp4, "video/mp4");
        const n = image[2] ? Number(image[2]) - 1 : 0;
        return serve(files.jpegs[n] ?? (files.jpegs[0] as Buffer), "image/jpeg");
      },
    }),
  );

  const state = {
    old_home: "loid" as RedditStandIn["old_home"],
    shreddit_loid: true,
    oauthApp: {
      clientId: "AbCdEfGhIjKlMn",
      clientSecret: "s3cr3t-Value_1",
      refreshToken: "1234-refresh-TOKEN",
    },
  };
  const newLoid = () => `000000000${++loids}a1b2c3.2.1766000000000.Z0FBQUFBQm5`;
  const setLoid = (extra: string[] = []) => [
    `loid=${newLoid()}; Domain=reddit.com; Max-Age=63071999; Path=/; expires=Sun, 26-Nov-2028 08:00:00 GMT; secure; SameSite=None`,
    "csv=2; Max-Age=63072000; Domain=.reddit.com; Path=/; Secure; SameSite=None",
    "edgebucket=kT3bS9xPqR; Domain=reddit.com; Max-Age=63071999; Path=/;  secure",
    ...extra,
  ];

  const old = await listen((_req, res) => {
    if (state.old_home === "blocked") {
      return res.writeHead(403, { "content-type": "text/html" }).end(BLOCK_PAGE);
    }
    const headers: Record<string, string | string[]> = {
      "content-type": "text/html; charset=UTF-8",
    };
    if (state.old_home === "loid") headers["set-cookie"] = setLoid();
    return res
      .writeHead(200, headers)
      .end(
        "<!doctype html><html><head><title>reddit: the front page of the internet</title></head><body></body></html>",
      );
  });

  /** The post JSON as Reddit answers it, after the session and the opt-ins were checked. */
  const answerPost = (req: IncomingMessage, res: ServerResponse, id: string, signedIn: boolean) => {
    const variant = posts.get(id);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, {
          "content-type": "application/json; charset=UTF-8",
          "x-ratelimit-used": "3",
          "x-ratelimit-remaining": "97",
          "x-ratelimit-reset": "412",
          ...headers,
        })
        .end(JSON.stringify(body));
    const remote = req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "";
    if (walled.has(remote) || variant === "forbidden") {
      return json(403, { message: "Forbidden", error: 403 });
    }
    if (!variant || variant === "not-found") return json(404, { message: "Not Found", error: 404 });
    if (variant === "blocked") {
      return res.writeHead(403, { "content-type": "text/html" }).end(BLOCK_PAGE);
    }
    if (variant === "server-error") {
      return res.writeHead(500, { "content-type": "text/html" }).end("<h1>500</h1>");
    }
    if (variant === "changed")
      return json(200, { kind: "t3", data: postData(cdn.origin, id, "image") });
    if (variant === "rate-limited") {
      return json(
        429,
        { message: "Too Many Requests", error: 429 },
        {
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": "240",
        },
      );
    }
    if (variant === "quarantined" && !signedIn) {
      return json(403, {
        reason: "quarantined",
        quarantine_message: "This community is quarantined.",
        message: "Forbidden",
        error: 403,
      });
    }
    if (variant === "private")
      return json(403, { reason: "private", message: "Forbidden", error: 403 });
    if (variant === "gated" && !signedIn) {
      return json(403, { reason: "gated", message: "Forbidden", error: 403 });
    }
    if (variant === "nsfw" && cookies(req).over18 !== "1") {
      return json(403, { reason: "gated", message: "Forbidden", error: 403 });
    }
    return json(200, listing(postData(cdn.origin, id, variant)));
  };

  const web = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const parts = url.pathname.split("/").filter(Boolean);
    const jar = cookies(req);
    if (req.method === "POST" && url.pathname === "/api/v1/access_token") {
      let body = "";
      req.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on("end", () => {
        const form = new URLSearchParams(body);
        const basic = Buffer.from(
          `${state.oauthApp.clientId}:${state.oauthApp.clientSecret}`,
        ).toString("base64");
        if (
          req.headers.authorization !== `Basic ${basic}` ||
          form.get("refresh_token") !== state.oauthApp.refreshToken
        ) {
          return res
            .writeHead(401, { "content-type": "application/json" })
            .end('{"message": "Unauthorized", "error": 401}');
        }
        const token = `eyJhbGciOiJSUzI1NiJ9.token${tokens.size + 1}`;
        tokens.add(token);
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            access_token: token,
            token_type: "bearer",
            expires_in: 86400,
            scope: "*",
          }),
        );
      });
      return;
    }
    if (parts[0] === "svc" && parts[1] === "shreddit") {
      const headers = state.shreddit_loid ? { "set-cookie": setLoid() } : {};
      return res
        .writeHead(200, { "content-type": "text/html", ...headers })
        .end("<shreddit-post></shreddit-post>");
    }
    // Since 2026-05-29: nothing but the block page without a session cookie.
    const signedIn = /^eyJ/.test(jar.reddit_session ?? "");
    if (!jar.loid && !signedIn) {
      return res.writeHead(403, { "content-type": "text/html" }).end(BLOCK_PAGE);
    }
    if ((parts[0] === "r" || parts[0] === "user") && parts[2] === "s" && parts[3]) {
      const id = shares.get(parts[3]);
      if (!id)
        return res.writeHead(404, { "content-type": "text/html" }).end("<p>page not found</p>");
      if (id === "502")
        return res.writeHead(502, { "content-type": "text/html" }).end("<h1>502</h1>");
      return res
        .writeHead(301, {
          location: `https://www.reddit.com/r/videos/comments/${id}/that_small_heart_attack/?share_id=Xy7_aBc&utm_content=1&utm_medium=android_app&utm_name=androidcss&utm_source=share&utm_term=1`,
        })
        .end();
    }
    if (parts[0] === "video" && parts[1]) {
      const id = shares.get(parts[1]);
      if (!id)
        return res.writeHead(404, { "content-type": "text/html" }).end("<p>page not found</p>");
      return res
        .writeHead(301, {
          location: `https://www.reddit.com/r/videos/comments/${id}/that_small_heart_attack/`,
        })
        .end();
    }
    if (parts[0] === "comments" && parts[1] && parts[2] === ".json") {
      return answerPost(req, res, parts[1], signedIn);
    }
    return res.writeHead(404, { "content-type": "text/html" }).end("<p>page not found</p>");
  });

  const oauth = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!token || !tokens.has(token)) {
      return res
        .writeHead(401, { "content-type": "application/json" })
        .end('{"message": "Unauthorized", "error": 401}');
    }
    const id = /^\/comments\/(\w+)\.json$/.exec(url.pathname)?.[1];
    if (!id) return res.writeHead(404).end();
    return answerPost(req, res, id, false);
  });

  return {
    old,
    web,
    oauth,
    cdn,
    media: files,
    posts,
    shares,
    walled,
    get old_home() {
      return state.old_home;
    },
    set old_home(value) {
      state.old_home = value;
    },
    get shreddit_loid() {
      return state.shreddit_loid;
    },
    set shreddit_loid(value) {
      state.shreddit_loid = value;
    },
    oauthApp: state.oauthApp,
    requests: () => old.requests.length + web.requests.length + oauth.requests.length,
    close: async () => {
      await Promise.all([old.close(), web.close(), oauth.close(), cdn.close()]);
    },
  };
}

/** The settings that point the app's Reddit extractor at the stand-in. */
export function redditEnv(rd: RedditStandIn): Record<string, string> {
  return {
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    REDDIT_WEB_ORIGIN: rd.web.origin,
    REDDIT_OLD_ORIGIN: rd.old.origin,
    REDDIT_OAUTH_ORIGIN: rd.oauth.origin,
  };
}
