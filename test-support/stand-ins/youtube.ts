import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import express from "express";
import { sourceOf, Tally } from "./budgets.js";
import { listen, type Running } from "./http-server.js";

/** The recorded InnerTube answers of ../shared/fixtures/youtube (read-only). */
export const YOUTUBE_FIXTURES = resolve(import.meta.dirname, "../../../shared/fixtures/youtube");

/**
 * A recorded answer with its expired googlevideo and ytimg URLs pointed at `cdn` (path and
 * query kept, so the stand-in CDN answers by the URL's `mime` and checks `n`).
 */
export function recorded(name: string, cdn: string): Record<string, unknown> {
  const text = readFileSync(resolve(YOUTUBE_FIXTURES, name), "utf8")
    .replace(/https:\/\/[a-z0-9-]+\.googlevideo\.com\//g, `${cdn}/gv/`)
    .replace(/https:\/\/i\.ytimg\.com\//g, `${cdn}/yt/`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Small real media made by ffmpeg, served by the stand-in CDN for each kind of format. */
export interface YoutubeMedia {
  /** 1920x1080 H.264, video only, fragmented like YouTube's DASH files. */
  h264: string;
  /** 1920x1080 VP9, video only, WebM. */
  vp9: string;
  /** AAC in a fragmented M4A. */
  aac: string;
  /** Opus in WebM. */
  opus: string;
  /** 640x360 H.264 + AAC in one MP4 (itag 18). */
  muxed: string;
}

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "ignore",
  });
}

const DASH = ["-movflags", "+frag_keyframe+empty_moov+default_base_moof", "-f", "mp4"];

export function makeYoutubeMedia(seconds = 2): YoutubeMedia {
  const dir = mkdtempSync(join(tmpdir(), "rd-yt-media-"));
  const file = (name: string) => join(dir, name);
  const picture = (size: string) => [
    ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=30:duration=${seconds}`],
  ];
  const tone = ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`];
  const x264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-g", "30"];
  ffmpeg([...picture("1920x1080"), ...x264, "-an", ...DASH, file("h264.mp4")]);
  ffmpeg([
    ...picture("1920x1080"),
    ...["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "1M", "-an"],
    ...["-f", "webm", file("vp9.webm")],
  ]);
  ffmpeg([...tone, "-c:a", "aac", "-b:a", "128k", ...DASH, file("aac.m4a")]);
  ffmpeg([...tone, "-c:a", "libopus", "-b:a", "96k", "-f", "webm", file("opus.webm")]);
  ffmpeg([
    ...picture("640x360"),
    ...tone,
    ...x264,
    ...["-c:a", "aac", "-shortest", "-movflags", "+faststart", file("muxed.mp4")],
  ]);
  return {
    h264: file("h264.mp4"),
    vp9: file("vp9.webm"),
    aac: file("aac.m4a"),
    opus: file("opus.webm"),
    muxed: file("muxed.mp4"),
  };
}

/**
 * A player script shaped like YouTube's base.js, as far as youtubei.js's extractor looks:
 * an IIFE with a URL class and the three-argument n/sig function (`new g.X(url)`,
 * `.set("alr","yes")`), and the signature timestamp. Its transform marks `n` with `dec_`
 * and reverses it, and reverses a signature, so the CDN can tell deciphered URLs apart.
 */
export const PLAYER_ID = "0a1b2c3d";
export const SIGNATURE_TIMESTAMP = 20_412;
const PLAYER_SCRIPT = `var _yt_player={};(function(g){
g.Uq=function(a){this.params={};var q=a.split("?");this.base=q[0];var parts=(q[1]||"").split("&");for(var i=0;i<parts.length;i++){if(!parts[i])continue;var kv=parts[i].split("=");this.params[kv[0]]=decodeURIComponent(kv[1]||"");}};
g.k=g.Uq.prototype;
g.k.set=function(k,v){this.params[k]=v;};
g.k.get=function(k){var v=this.params[k];return v===undefined?undefined:encodeURIComponent(v);};
g.k.clone=function(){return this;};
g.k.transform=function(){if(this.params.n)this.params.n="dec_"+this.params.n.split("").reverse().join("");if(this.sp&&this.s)this.params[this.sp]=this.s.split("").reverse().join("");};
var nsig=function(a,b="",c=""){a=new g.Uq(a);a.set("alr","yes");a.sp=b;a.s=c;return a;};
var sts=function(){return {signatureTimestamp:${SIGNATURE_TIMESTAMP}};};
})(_yt_player);`;

/** The player's routes: the iframe API naming the player, and the player script itself. */
export function addPlayerRoutes(app: express.Express, player: { status: number }): void {
  app.get("/iframe_api", (_req, res) => {
    res
      .type("text/javascript")
      .send(
        `var scriptUrl = 'https:\\/\\/www.youtube.com\\/s\\/player\\/${PLAYER_ID}\\/www-widgetapi.vflset\\/www-widgetapi.js';`,
      );
  });
  app.get("/s/player/:id/player_es6.vflset/en_US/base.js", (_req, res) => {
    res.status(player.status).type("text/javascript").send(PLAYER_SCRIPT);
  });
}

/** Which of `media` a googlevideo URL asks for, by its itag and mime. */
export function mediaFileFor(
  media: YoutubeMedia,
  q: Record<string, string | undefined>,
): string | undefined {
  const itag = Number(q.itag);
  const mime = q.mime ?? "";
  if (itag === 18 || itag === 22) return media.muxed;
  if (mime === "video/mp4") return media.h264;
  if (mime === "video/webm") return media.vp9;
  if (mime === "audio/mp4") return media.aac;
  if (mime === "audio/webm") return media.opus;
  return undefined;
}

export type Client = "VISIONOS" | "ANDROID" | "WEB";

/** "Sign in to confirm you're not a bot": what YouTube answers an address it has flagged. */
export const BOT_CHECK = {
  playabilityStatus: {
    status: "LOGIN_REQUIRED",
    reason: "Sign in to confirm you’re not a bot",
    errorScreen: {
      playerErrorMessageRenderer: {
        reason: { simpleText: "Sign in to confirm you’re not a bot" },
        subreason: { runs: [{ text: "This helps protect our community. Learn more" }] },
      },
    },
  },
};

/** What the stand-in answers: a fixture file, a body, or an HTTP status. */
export type Answer = string | { body: unknown } | { status: number };

/** One video of a stand-in playlist; `gone` lists it as YouTube lists a private or deleted one. */
export interface PlaylistVideo {
  id: string;
  title: string;
  seconds: number;
  gone?: "[Private video]" | "[Deleted video]";
}

/** A playlist the stand-in's browse endpoint lists, `pageSize` videos a page. */
export interface StandInPlaylist {
  title: string;
  videos: PlaylistVideo[];
  private?: boolean;
}

/** `count` videos with ids `<prefix>NNN` padded to YouTube's 11 characters. */
export function playlistOf(title: string, count: number, prefix = "plv"): StandInPlaylist {
  return {
    title,
    videos: Array.from({ length: count }, (_, index) => ({
      id: `${prefix}${String(index + 1).padStart(11 - prefix.length, "0")}`,
      title: `Video ${index + 1} of ${title}`,
      seconds: 60 + index,
    })),
  };
}

/** The stand-in's page size: YouTube's is 100; smaller, so 60 videos make three pages. */
export const PLAYLIST_PAGE_SIZE = 25;

export interface YoutubeStandIn extends Running {
  /** Playlists by id, listed by the browse endpoint (`VL<id>`, then continuations). */
  playlists: Map<string, StandInPlaylist>;
  /** videoId -> client (or "*" for any) -> answer; each test sets its scenario. */
  answers: Map<string, Partial<Record<Client | "*", Answer>>>;
  /** Every InnerTube request: client, version, endpoint, video and signature timestamp. */
  asked: { client: string; version: string; endpoint: string; videoId: string; sts?: number }[];
  /** The status the player script is served with (200 unless a test breaks it). */
  player: { status: number };
  /** InnerTube requests per source address. */
  seen: Tally;
  /** Source addresses answered the bot check whatever they ask. */
  flagged: Set<string>;
}

type Json = Record<string, unknown>;

/** The same recorded answer fits either endpoint: reel_item_watch wraps the player answer. */
function shaped(body: Json, reel: boolean): Json {
  const inner = (body.playerResponse as Json | undefined) ?? body;
  return reel ? { playerResponse: inner } : inner;
}

/**
 * YouTube played on 127.0.0.1: InnerTube's player and reel endpoints replaying recorded
 * answers, the player script, and a CDN serving real media by the format's `mime` (with
 * ranges). A `c=WEB` URL whose `n` was not deciphered gets 403, as YouTube would throttle it.
 */
export async function startYoutube(media: YoutubeMedia): Promise<YoutubeStandIn> {
  const answers: YoutubeStandIn["answers"] = new Map();
  const asked: YoutubeStandIn["asked"] = [];
  const player = { status: 200 };
  const seen = new Tally();
  const flagged = new Set<string>();
  const app = express();
  let origin = "";
  const innertube = (reel: boolean) => (req: express.Request, res: express.Response) => {
    const body = req.body as Json;
    const client = ((body.context as Json)?.client ?? {}) as Json;
    const request = (reel ? body.playerRequest : body) as Json;
    const videoId = String(request?.videoId ?? "");
    const playback = (request?.playbackContext as Json)?.contentPlaybackContext as Json;
    asked.push({
      client: String(client.clientName),
      version: String(client.clientVersion),
      endpoint: reel ? "reel_item_watch" : "player",
      videoId,
      ...(playback?.signatureTimestamp ? { sts: Number(playback.signatureTimestamp) } : {}),
    });
    const from = sourceOf(req);
    seen.add(from);
    if (flagged.has(from)) return void res.json(shaped(BOT_CHECK, reel));
    const scenario = answers.get(videoId);
    const answer = scenario?.[String(client.clientName) as Client] ?? scenario?.["*"];
    if (answer === undefined) return void res.status(500).json({ error: "no scenario" });
    if (typeof answer === "string") return void res.json(shaped(recorded(answer, origin), reel));
    if ("status" in answer) return void res.status(answer.status).json({ error: {} });
    res.json(shaped(answer.body as Json, reel));
  };
  const playlists: YoutubeStandIn["playlists"] = new Map();
  // InnerTube's browse endpoint as a playlist page answers it (the shapes yt-dlp reads).
  app.post("/youtubei/v1/browse", express.json({ limit: "1mb" }), (req, res) => {
    const body = req.body as Json;
    asked.push({ client: "WEB", version: "", endpoint: "browse", videoId: "" });
    seen.add(sourceOf(req));
    const [id, offset] =
      typeof body.continuation === "string"
        ? (body.continuation.split(":") as [string, string])
        : [String(body.browseId ?? "").replace(/^VL/, ""), "0"];
    const list = playlists.get(id);
    if (!list || list.private) {
      return void res.json({
        alerts: [
          {
            alertRenderer: { type: "ERROR", text: { simpleText: "The playlist does not exist." } },
          },
        ],
      });
    }
    const start = Number(offset);
    const items: unknown[] = list.videos.slice(start, start + PLAYLIST_PAGE_SIZE).map((v) => ({
      playlistVideoRenderer: {
        videoId: v.id,
        title: { runs: [{ text: v.gone ?? v.title }] },
        ...(v.gone
          ? { isPlayable: false }
          : {
              lengthSeconds: String(v.seconds),
              isPlayable: true,
              thumbnail: {
                thumbnails: [{ url: `${origin}/yt/vi/${v.id}/hqdefault.jpg`, width: 480 }],
              },
            }),
      },
    }));
    if (start + PLAYLIST_PAGE_SIZE < list.videos.length) {
      items.push({
        continuationItemRenderer: {
          continuationEndpoint: {
            continuationCommand: { token: `${id}:${start + PLAYLIST_PAGE_SIZE}` },
          },
        },
      });
    }
    const metadata = { playlistMetadataRenderer: { title: list.title } };
    if (typeof body.continuation === "string") {
      return void res.json({
        onResponseReceivedActions: [
          { appendContinuationItemsAction: { continuationItems: items } },
        ],
      });
    }
    res.json({
      metadata,
      contents: {
        twoColumnBrowseResultsRenderer: {
          tabs: [
            {
              tabRenderer: {
                content: {
                  sectionListRenderer: {
                    contents: [
                      {
                        itemSectionRenderer: {
                          contents: [{ playlistVideoListRenderer: { contents: items } }],
                        },
                      },
                    ],
                  },
                },
              },
            },
          ],
        },
      },
    });
  });
  app.post("/youtubei/v1/player", express.json({ limit: "1mb" }), innertube(false));
  app.post("/youtubei/v1/reel/reel_item_watch", express.json({ limit: "1mb" }), innertube(true));
  addPlayerRoutes(app, player);
  app.get("/gv/videoplayback", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    if (q.c === "WEB" && !q.n?.startsWith("dec_")) return void res.status(403).end();
    const file = mediaFileFor(media, q);
    if (!file) return void res.status(404).end();
    res.sendFile(file, { headers: { "content-type": q.mime || "video/mp4" } });
  });
  app.get("/yt/vi/:id/:file", (_req, res) => {
    res.type("image/jpeg").send(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });
  const running = await listen(app);
  origin = running.origin;
  return { ...running, answers, asked, player, seen, flagged, playlists };
}

/** The stand-in playlist of the browser journeys: 60 videos, three pages. */
export const SIXTY = "PLstandin60videos00";

/**
 * A playlist of `count` videos whose every video plays: each answers the recorded VISIONOS
 * answer of one video, its id made the video's own (the extractor checks it).
 */
export function addPlayablePlaylist(
  standIn: YoutubeStandIn,
  id: string,
  title: string,
  count: number,
): StandInPlaylist {
  const list = playlistOf(title, count);
  const base = recorded("player-visionos-M4gD1WSo5mA.json", standIn.origin);
  for (const video of list.videos) {
    const details = { ...(base.videoDetails as Json), videoId: video.id };
    standIn.answers.set(video.id, { VISIONOS: { body: { ...base, videoDetails: details } } });
  }
  standIn.playlists.set(id, list);
  return list;
}
