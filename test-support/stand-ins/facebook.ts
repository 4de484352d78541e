import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { startCdn } from "./cdn.js";
import { listen, type Running } from "./http-server.js";

/**
 * Local stand-ins for Facebook's web origin, fb.watch and its video CDN, answering as Facebook
 * answers logged-out visitors in 2026 (shapes from yt-dlp's facebook.py and its tests, cobalt's
 * facebook.js and gallery-dl's facebook.py): a video page carries Relay's prefetched data in
 * `<script type="application/json" data-sjs>` blocks, JSON-escaped as Facebook writes it
 * (`\/`, `\u003C`), with an "up next" reel of another id first; a reel's video sits in
 * `creation_story.short_form_video_context.playback_video` with `playable_url`,
 * `playable_url_quality_hd`, `browser_native_*` and an inline DASH manifest; newer pages use
 * `videoDeliveryResponseFragment`. Refusals: a 429, a redirect to /login/, gallery-dl's
 * CometErrorRoot block page; answers about the video: a login form in place, "content isn't
 * available", a 404. A post (`/<user>/posts/<id>`, `permalink.php`, a group's post) carries
 * its media in `node.comet_sections.content.story.attachments[].styles.attachment
 * .all_subattachments.nodes[].media` (yt-dlp's path), after the "up next" reel.
 */
export type FacebookVariant =
  /** A reel: legacy fields and an inline DASH manifest (the 2026 reel page). */
  | "reel"
  /** A video read through the newer delivery response (progressive_urls, dash_manifests). */
  | "delivery"
  /** Only DASH (no progressive file): every quality muxed. */
  | "dash-only"
  /** The watch page carries only another video; the reel page carries this one. */
  | "reel-page-only"
  /** The login form in place of the video, unless a signed-in session asks. */
  | "login-form"
  /** A redirect to /login/ (Facebook pushing back on the address). */
  | "login-redirect"
  | "rate-limited"
  /** Facebook's own failure: a 502 page. */
  | "server-error"
  /** A page whose format changed: no video data where it used to be. */
  | "changed"
  | "blocked"
  | "gone"
  | "not-found";

export interface FacebookMedia {
  /** H.264 + AAC, progressive (HD and SD differ in size). */
  hd: Buffer;
  sd: Buffer;
  /** H.264 video alone and AAC sound alone, as the DASH manifest names them. */
  dashVideo: Buffer;
  dashAudio: Buffer;
  jpeg: Buffer;
  /** A portrait H.264 + AAC file: a post's second video (180x320). */
  portrait: Buffer;
}

/** A post's media and how its page answers. */
export type FacebookPostVariant =
  /** Two videos and a photo: video, photo, video. */
  | "post"
  /** The same post with its second video removed (no formats left on the page). */
  | "post-one-removed"
  /** The login form in place of the post (friends or members only). */
  | "post-login";

/** The post's media ids, in the post's order. */
export const POST_MEDIA = {
  first: "444000000000001",
  photo: "444000000000010",
  second: "444000000000002",
} as const;

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "ignore",
  });
}

/** Small real media made by ffmpeg and sharp. */
export async function makeFacebookMedia(): Promise<FacebookMedia> {
  const dir = mkdtempSync(join(tmpdir(), "rd-fb-media-"));
  const file = (name: string) => join(dir, name);
  const picture = (size: string) => [
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=${size}:rate=15:duration=1`,
  ];
  const tone = ["-f", "lavfi", "-i", "sine=frequency=523:duration=1"];
  const x264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"];
  const faststart = ["-movflags", "+faststart"];
  ffmpeg([
    ...picture("320x180"),
    ...tone,
    ...x264,
    "-c:a",
    "aac",
    "-shortest",
    ...faststart,
    file("hd.mp4"),
  ]);
  ffmpeg([
    ...picture("160x90"),
    ...tone,
    ...x264,
    "-c:a",
    "aac",
    "-shortest",
    ...faststart,
    file("sd.mp4"),
  ]);
  ffmpeg([...picture("256x144"), ...x264, "-an", ...faststart, file("dash-v.mp4")]);
  ffmpeg([
    ...picture("180x320"),
    ...tone,
    ...x264,
    "-c:a",
    "aac",
    "-shortest",
    ...faststart,
    file("portrait.mp4"),
  ]);
  ffmpeg([...tone, "-c:a", "aac", "-b:a", "64k", "-vn", ...faststart, file("dash-a.m4a")]);
  const jpeg = await sharp({
    create: { width: 180, height: 320, channels: 3, background: { r: 24, g: 119, b: 242 } },
  })
    .jpeg()
    .toBuffer();
  return {
    hd: readFileSync(file("hd.mp4")),
    sd: readFileSync(file("sd.mp4")),
    dashVideo: readFileSync(file("dash-v.mp4")),
    dashAudio: readFileSync(file("dash-a.m4a")),
    jpeg,
    portrait: readFileSync(file("portrait.mp4")),
  };
}

/** The decoy every page leads with: an "up next" reel that is not the one asked for. */
export const DECOY_ID = "999000111222333";

/** The public reel the probe of a wall reads (yt-dlp's test reel, as the default setting). */
export const PROBE_ID = "1195289147628387";

/** A signed URL of the CDN, as fbcdn writes them (`oh=`, `oe=`). */
function signed(cdn: string, path: string, tag = "xpv_asset"): string {
  // `efg` is base64 JSON naming the encoding (its height, for progressive files).
  const efg = Buffer.from(JSON.stringify({ vencode_tag: tag, video_id: null })).toString(
    "base64url",
  );
  // `oe`: when the signature expires (hex epoch seconds), two days ahead as Facebook gives it.
  const oe = Math.floor(Date.now() / 1000 + 2 * 86400)
    .toString(16)
    .toUpperCase();
  return `${cdn}${path}?_nc_cat=108&ccb=1-7&_nc_sid=9a5d50&efg=${efg}&_nc_ohc=Q1x&oh=00_AYBxyz&oe=${oe}`;
}

/** An MPD as Facebook inlines it: one video AdaptationSet (two qualities) and one sound. */
export function facebookManifest(cdn: string, id: string): string {
  const video = (height: number, width: number, bandwidth: number, label: string) =>
    `<Representation id="${id}v${height}" mimeType="video/mp4" codecs="avc1.64001F" width="${width}" height="${height}" frameRate="30" sar="1:1" startWithSAP="1" bandwidth="${bandwidth}" FBQualityClass="${height >= 720 ? "hd" : "sd"}" FBQualityLabel="${label}"><BaseURL>${signed(cdn, `/v/${id}/dash-${height}.mp4`).replace(/&/g, "&amp;")}</BaseURL><SegmentBase indexRangeExact="true" indexRange="853-1020"><Initialization range="0-852"/></SegmentBase></Representation>`;
  return [
    '<?xml version="1.0"?>',
    '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" minBufferTime="PT1.500S" type="static" mediaPresentationDuration="PT0H0M1.000S" maxSegmentDuration="PT0H0M1.000S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011,http://dashif.org/guidelines/dash264">',
    '<Period id="0" duration="PT0H0M1.000S">',
    '<AdaptationSet id="0" contentType="video" segmentAlignment="true" subsegmentAlignment="true" subsegmentStartsWithSAP="1" maxWidth="1920" maxHeight="1080">',
    video(1080, 1920, 3_200_000, "1080p"),
    video(720, 1280, 1_600_000, "720p"),
    video(360, 640, 400_000, "360p"),
    "</AdaptationSet>",
    '<AdaptationSet id="1" contentType="audio" segmentAlignment="true" subsegmentAlignment="true" subsegmentStartsWithSAP="1">',
    `<Representation id="${id}a" mimeType="audio/mp4" codecs="mp4a.40.5" audioSamplingRate="44100" startWithSAP="1" bandwidth="64000"><AudioChannelConfiguration schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" value="2"/><BaseURL>${signed(cdn, `/v/${id}/audio.m4a`).replace(/&/g, "&amp;")}</BaseURL><SegmentBase indexRangeExact="true" indexRange="824-891"><Initialization range="0-823"/></SegmentBase></Representation>`,
    "</AdaptationSet></Period></MPD>",
  ].join("");
}

type Json = Record<string, unknown>;

/** A video object of Relay's data, in the shape the variant names. */
function videoObject(cdn: string, id: string, variant: FacebookVariant): Json {
  const hd = signed(
    cdn,
    `/v/${id}/hd.mp4`,
    "xpv_progressive.FACEBOOK..C3.720.dash_h264-basic-gen2_720p",
  );
  const sd = signed(cdn, `/v/${id}/sd.mp4`);
  const common = {
    __typename: "Video",
    id,
    videoId: id,
    width: 720,
    height: 1280,
    playable_duration_in_ms: 1000,
    owner: { __typename: "User", id: "100040874179269", name: "Beast Camp Training" },
    preferred_thumbnail: { image: { uri: signed(cdn, `/t/${id}.jpg`) } },
    is_video_broadcast: false,
  };
  if (variant === "delivery") {
    return {
      ...common,
      videoDeliveryResponseFragment: {
        videoDeliveryResponseResult: {
          progressive_urls: [
            { progressive_url: hd, failure_reason: null, metadata: { quality: "HD" } },
            { progressive_url: sd, failure_reason: null, metadata: { quality: "SD" } },
          ],
          dash_manifests: [{ manifest_xml: facebookManifest(cdn, id) }],
          hls_playlist_urls: [],
        },
      },
    };
  }
  if (variant === "dash-only") {
    return {
      ...common,
      playable_url: null,
      playable_url_quality_hd: null,
      browser_native_sd_url: null,
      dash_manifest: encodeURIComponent(facebookManifest(cdn, id)),
    };
  }
  return {
    ...common,
    playable_url: sd,
    playable_url_quality_hd: hd,
    browser_native_sd_url: sd,
    browser_native_hd_url: hd,
    dash_manifest: facebookManifest(cdn, id),
  };
}

/** A post's node: its media in the story's attachments, as Facebook's post page carries them. */
function postNode(cdn: string, postId: string, variant: FacebookPostVariant): Json {
  const first = videoObject(cdn, POST_MEDIA.first, "reel");
  const second =
    variant === "post-one-removed"
      ? {
          __typename: "Video",
          id: POST_MEDIA.second,
          videoId: POST_MEDIA.second,
          playable_url: null,
          dash_manifest: null,
          is_playable: false,
        }
      : { ...videoObject(cdn, POST_MEDIA.second, "delivery"), width: 180, height: 320 };
  const photo = {
    __typename: "Photo",
    id: POST_MEDIA.photo,
    image: { uri: signed(cdn, `/t/${POST_MEDIA.photo}.jpg`), width: 180, height: 320 },
    accessibility_caption: "May be an image of a blue sky",
  };
  const nodes = [first, photo, second].map((media) => ({ media }));
  return {
    node: {
      __typename: "Story",
      id: "UzpfSTEwMDA0MDg3NDE3OTI2OTo0NDQ=",
      post_id: postId,
      comet_sections: {
        content: {
          story: {
            attachments: [
              {
                styles: {
                  __typename: "StoryAttachmentAlbumStyleRenderer",
                  attachment: {
                    // The first medium is named on its own too, as Facebook repeats it.
                    media: first,
                    all_subattachments: { count: nodes.length, nodes },
                  },
                },
              },
            ],
          },
        },
      },
    },
  };
}

/** JSON as Facebook writes it into a page: `/` and `<` escaped. */
function pageJson(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, "\\/").replace(/</g, "\\u003C");
}

/** One `data-sjs` block of Relay's prefetched data for `video` (or a post's node). */
function relayBlock(video: Json, reel: boolean | "post"): string {
  const data =
    reel === "post"
      ? video
      : reel
        ? {
            video: {
              id: video.id,
              creation_story: {
                short_form_video_context: { playback_video: video, video_owner: video.owner },
              },
            },
          }
        : { video: { story: { attachments: [{ media: video }] } } };
  const block = {
    require: [
      [
        "ScheduledServerJS",
        "handle",
        null,
        [
          {
            __bbox: {
              require: [
                [
                  "RelayPrefetchedStreamCache",
                  "next",
                  [],
                  [
                    reel === "post"
                      ? "adp_CometSinglePostContentQueryRelayPreloader_1"
                      : `adp_CometVideoRootQueryRelayPreloader_${video.id}`,
                    { __bbox: { complete: true, result: { data } } },
                  ],
                ],
              ],
            },
          },
        ],
      ],
    ],
  };
  const text = pageJson(block);
  return `<script type="application/json" data-content-len="${text.length}" data-sjs>${text}</script>`;
}

/** A page's frame: head, a few unrelated blocks, the given body. */
function page(body: string, canonical: string): string {
  const other = pageJson({
    define: [["RelayAPIConfigDefaults", [], { graphURI: "/api/graphql/" }, 1]],
  });
  return [
    '<!DOCTYPE html><html lang="en" id="facebook"><head><meta charset="utf-8" />',
    "<title>Facebook</title>",
    `<link rel="canonical" href="${canonical}" />`,
    "</head><body>",
    `<script type="application/json" data-content-len="${other.length}" data-sjs>${other}</script>`,
    '<script type="application/json" data-sjs>not json</script>',
    body,
    "</body></html>",
  ].join("");
}

const LOGIN_FORM =
  '<div><h2>You must log in to continue.</h2><form id="login_form" action="/login/device-based/regular/login/" method="post"><input name="email" /><button id="loginbutton">Log in</button></form></div>';

export interface FacebookStandIn {
  web: Running;
  short: Running;
  cdn: Running;
  media: FacebookMedia;
  /** Each video id's answer. */
  videos: Map<string, FacebookVariant>;
  /** `/share/r|v/<code>`: the video it leads to, and how Facebook says so. */
  shares: Map<
    string,
    {
      id: string;
      form: "reel" | "watch" | "post";
      via?: "login-next" | "page" | "elsewhere";
      status?: number;
    }
  >;
  /** fb.watch codes: the video, in `Location` or (as cobalt also reads) a `Link` header. */
  short_links: Map<string, { id: string; header: "location" | "link" }>;
  /** Posts by id (`pfbid…` or digits), whatever path names them. */
  posts: Map<string, FacebookPostVariant>;
  /** Every request to the three servers. */
  requests(): number;
  /**
   * Source addresses Facebook has stopped serving: every video page they ask for redirects to
   * the login page, public reels included (a wall meant for the address, not the video).
   */
  walled: Set<string>;
  close(): Promise<void>;
}

export async function startFacebookStandIn(media?: FacebookMedia): Promise<FacebookStandIn> {
  const files = media ?? (await makeFacebookMedia());
  const videos = new Map<string, FacebookVariant>([[PROBE_ID, "reel"]]);
  const walled = new Set<string>();
  const shares: FacebookStandIn["shares"] = new Map();
  const shortLinks: FacebookStandIn["short_links"] = new Map();
  const posts: FacebookStandIn["posts"] = new Map();
  const cdnFiles: Record<string, { body: Buffer; type: string }> = {};
  const cdn = await startCdn(
    new Proxy(cdnFiles, {
      get(target, key: string) {
        const match =
          /^\/(v|t)\/(\d+)\/?(hd\.mp4|sd\.mp4|dash-\d+\.mp4|audio\.m4a)?$|^\/t\/(\d+)\.jpg$/.exec(
            key,
          );
        if (!match) return target[key];
        if (match[4]) return { body: files.jpeg, type: "image/jpeg" };
        const name = match[3];
        if (name === "hd.mp4" && match[2] === POST_MEDIA.second) {
          return { body: files.portrait, type: "video/mp4" };
        }
        if (name === "hd.mp4") return { body: files.hd, type: "video/mp4" };
        if (name === "sd.mp4") return { body: files.sd, type: "video/mp4" };
        if (name === "audio.m4a") return { body: files.dashAudio, type: "audio/mp4" };
        if (name?.startsWith("dash-")) return { body: files.dashVideo, type: "video/mp4" };
        return undefined;
      },
    }),
  );

  const web = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const parts = url.pathname.split("/").filter(Boolean);
    const html = (status: number, body: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers }).end(body);
    if (parts[0] === "share" && parts[2]) {
      const share = shares.get(parts[2]);
      if (!share) return html(404, page("<p>This content isn't available right now</p>", ""));
      if (share.status) return html(share.status, "<html><body>Error</body></html>");
      if (share.via === "elsewhere") {
        return html(302, "", { location: `https://www.youtube.com/watch?v=${share.id}` });
      }
      const target =
        share.form === "post"
          ? `https://www.facebook.com/beastcamp/posts/${share.id}?rdid=a1b2`
          : share.form === "reel"
            ? `https://www.facebook.com/reel/${share.id}/?mibextid=rS40aB7S9Ucbxw6v`
            : `https://www.facebook.com/watch/?v=${share.id}&rdid=a1b2`;
      if (share.via === "page") return html(200, page("", target.replace(/&/g, "&amp;")));
      const location =
        share.via === "login-next"
          ? `https://www.facebook.com/login/?next=${encodeURIComponent(target)}`
          : target;
      return html(302, "", { location });
    }
    if (parts[0] === "login") return html(200, page(LOGIN_FORM, "https://www.facebook.com/login/"));
    const postId =
      parts[1] === "posts" && parts.length === 3
        ? parts[2]
        : parts[0] === "groups" && parts[2] === "posts"
          ? parts[3]
          : parts[0] === "permalink.php"
            ? url.searchParams.get("story_fbid")
            : undefined;
    if (postId !== undefined) {
      const variant = postId ? posts.get(postId) : undefined;
      if (!postId || !variant) return html(404, page("<p>Page Not Found</p>", ""));
      const canonical = `https://www.facebook.com${url.pathname}`;
      const decoy = relayBlock(videoObject(cdn.origin, DECOY_ID, "reel"), true);
      if (variant === "post-login") return html(200, page(decoy + LOGIN_FORM, canonical));
      return html(
        200,
        page(decoy + relayBlock(postNode(cdn.origin, postId, variant), "post"), canonical),
      );
    }
    const id =
      parts[0] === "reel" ? parts[1] : parts[0] === "watch" ? url.searchParams.get("v") : undefined;
    const from = req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "";
    const variant = walled.has(from) && id ? "login-redirect" : id ? videos.get(id) : undefined;
    if (!id || !variant || variant === "not-found") {
      return html(404, page("<p>Page Not Found</p>", ""));
    }
    const canonical = `https://www.facebook.com/${parts[0] === "reel" ? `reel/${id}/` : `watch/?v=${id}`}`;
    const signedIn = /(?:^|;\s*)c_user=\d+/.test(req.headers.cookie ?? "");
    const decoy = relayBlock(videoObject(cdn.origin, DECOY_ID, "reel"), true);
    switch (variant) {
      case "rate-limited":
        return html(429, page("<p>Please slow down</p>", ""), { "retry-after": "120" });
      case "server-error":
        return html(502, "<html><body><h1>502 Bad Gateway</h1></body></html>");
      case "changed":
        return html(200, page('<div id="app"></div>', canonical));
      case "blocked":
        return html(200, page('<script>{"__dr":"CometErrorRoot.react"}</script>', canonical));
      case "login-redirect":
        return html(302, "", {
          location: `/login/?next=${encodeURIComponent(`https://www.facebook.com${req.url}`)}`,
        });
      case "gone":
        return html(
          200,
          page(`${decoy}<span>This content isn\u2019t available right now</span>`, canonical),
        );
      case "login-form":
        if (!signedIn) return html(200, page(decoy + LOGIN_FORM, canonical));
        return html(
          200,
          page(decoy + relayBlock(videoObject(cdn.origin, id, "reel"), true), canonical),
        );
      case "reel-page-only":
        if (parts[0] === "watch") return html(200, page(decoy, canonical));
        return html(
          200,
          page(decoy + relayBlock(videoObject(cdn.origin, id, "reel"), true), canonical),
        );
      default:
        return html(
          200,
          page(
            decoy + relayBlock(videoObject(cdn.origin, id, variant), variant === "reel"),
            canonical,
          ),
        );
    }
  });

  const short = await listen((req, res) => {
    const code = (req.url ?? "/").split("/").filter(Boolean)[0]?.split("?")[0] ?? "";
    const target = shortLinks.get(code);
    if (!target) return res.writeHead(404, { "content-type": "text/html" }).end("Not found");
    const watch = `https://www.facebook.com/watch/?v=${target.id}&ref=sharing`;
    if (target.header === "link") {
      // cobalt's second way: a `Link` header naming the video (percent-encoded, slash-ended).
      return res
        .writeHead(200, { link: `<${encodeURIComponent(`${watch}/`)}>; rel="canonical"` })
        .end();
    }
    return res.writeHead(302, { location: watch }).end();
  });

  return {
    web,
    short,
    cdn,
    media: files,
    videos,
    shares,
    short_links: shortLinks,
    posts,
    requests: () => web.requests.length + short.requests.length,
    walled,
    close: async () => {
      await Promise.all([web.close(), short.close(), cdn.close()]);
    },
  };
}

/** The settings that point the app's Facebook extractor at the stand-in. */
export function facebookEnv(fb: FacebookStandIn): Record<string, string> {
  return {
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    FACEBOOK_WEB_ORIGIN: fb.web.origin,
    FACEBOOK_SHORT_ORIGIN: fb.short.origin,
    // The probe of a wall reads the stand-in's public reel (the stand-in always serves it).
    FACEBOOK_PROBE_URL: `https://www.facebook.com/reel/${PROBE_ID}`,
  };
}
