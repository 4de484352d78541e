import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeClips, makeJpeg } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";

/**
 * Newgrounds on 127.0.0.1, as yt-dlp 81ecd58b and cobalt a636575b read it: `/portal/video/<id>`
 * answers the movie's sources as JSON only to the page's own script (`X-Requested-With:
 * XMLHttpRequest`), anything else is sent to the movie's page; `/audio/listen/<id>` is a page
 * whose player script names the song's MP3 (`embedController([{"url": ...}])`). The files live
 * on a CDN of their own (uploads.ungrounded.net and audio.ngfiles.com). Why:
 * docs/decisions/078-newgrounds.md
 */
export type NewgroundsScenario =
  /** Two heights, 720p and 360p. */
  | "movie"
  /** One height only. */
  | "single"
  /** A game of the portal: the endpoint has no movie to give. */
  | "game"
  /** Rated A: only a signed-in visitor sees it (401, as yt-dlp met it). */
  | "adult"
  /** Taken down. */
  | "removed"
  | "rate_limited"
  | "server_error"
  /** The endpoint answers its page whatever is asked (the site changed). */
  | "changed";

export type NewgroundsSongScenario = "song" | "removed" | "changed";

export interface NewgroundsStandIn {
  web: Running;
  cdn: Running;
  movies: Map<string, NewgroundsScenario>;
  songs: Map<string, NewgroundsSongScenario>;
  files: { "720p": Buffer; "360p": Buffer; mp3: Buffer };
  close(): Promise<void>;
}

/** A second of a 440 Hz tone as MP3, made by the real ffmpeg. */
export function makeMp3(seconds = 1): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "rd-mp3-"));
  try {
    const file = join(dir, "song.mp3");
    execFileSync(
      process.env.FFMPEG_PATH ?? "ffmpeg",
      [
        ...["-hide_banner", "-loglevel", "error", "-y"],
        ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
        ...["-c:a", "libmp3lame", "-b:a", "64k", file],
      ],
      { stdio: "pipe" },
    );
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const HTML = { "content-type": "text/html; charset=utf-8" };

function moviePage(id: string): string {
  return `<!DOCTYPE html><html><head><title>Metal Gear Awesome</title>
<meta property="og:image" content="https://picon.ngfiles.com/297000/flash_${id}_card.png"></head>
<body><h2 class="rated-t">Rated T</h2><div id="author_comments">A movie.</div></body></html>`;
}

/** The audio page: its player named in an inline script, as the real page does. */
function songPage(id: string, cdn: string): string {
  const url = `${cdn}/audio/549000/${id}_B7---BusMode.mp3?f1378892945`;
  const player = [
    {
      url,
      is_published: true,
      portal_id: 55,
      file_id: Number(id),
      project_id: 1,
      item_id: Number(id),
      description: "Audio File",
      params: {
        filename: url,
        name: "B7%20-%20BusMode",
        image: `${cdn}/aicon/${id}.png?1378892945`,
        url: `https://www.newgrounds.com/audio/listen/${id}`,
        icon: `${cdn}/aicon/${id}.png?1378892945`,
        duration: 143,
        loop: 0,
        artist: "Burn7",
      },
      images: {},
    },
  ];
  // The page escapes its slashes, as PHP's json_encode does.
  const json = JSON.stringify(player).replaceAll("/", "\\/");
  return `<!DOCTYPE html><html><head><title>B7 - BusMode</title></head><body>
<div id="audio-listen-player"></div>
<script>var player = null;</script>
<script type="text/javascript">
  (function() { player = new embedController(${json}, {"autoplay":false}); })();
</script></body></html>`;
}

export async function startNewgrounds(): Promise<NewgroundsStandIn> {
  const clips = await makeClips(["640x360", "320x180"]);
  const files = { "720p": clips["640x360"], "360p": clips["320x180"], mp3: makeMp3() };
  // A movie's poster and a song's icon (PNG on Newgrounds; one small picture here).
  const picture = makeJpeg("160x90", "navy");
  const movies = new Map<string, NewgroundsScenario>([
    ["938050", "movie"],
    ["297383", "single"],
    ["59593", "game"],
    ["823109", "adult"],
    ["1", "removed"],
    ["429429", "rate_limited"],
    ["502502", "server_error"],
    ["777777", "changed"],
  ]);
  const songs = new Map<string, NewgroundsSongScenario>([
    ["549479", "song"],
    ["500476", "song"],
    ["404404", "removed"],
    ["888888", "changed"],
  ]);

  const cdn = await listen((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (/^\/(picon|aicon)\//.test(path)) {
      return void res
        .writeHead(200, { "content-type": "image/jpeg", "content-length": String(picture.length) })
        .end(req.method === "HEAD" ? undefined : picture);
    }
    const height = /_(720|360)p\.mp4$/.exec(path)?.[1];
    const body = height
      ? files[height === "720" ? "720p" : "360p"]
      : path.endsWith(".mp3")
        ? files.mp3
        : undefined;
    if (!body) return void res.writeHead(404).end();
    const type = path.endsWith(".mp3") ? "audio/mpeg" : "video/mp4";
    res.writeHead(200, { "content-type": type, "content-length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
  });

  const web = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    const video = /^\/portal\/video\/(\d+)$/.exec(url.pathname);
    const view = /^\/portal\/view\/(\d+)$/.exec(url.pathname);
    const listenTo = /^\/audio\/listen\/(\d+)$/.exec(url.pathname);
    if (video) {
      const id = video[1] as string;
      const scenario = movies.get(id) ?? "removed";
      if (scenario === "removed") return void res.writeHead(404, HTML).end("<h1>Not found</h1>");
      if (scenario === "rate_limited") {
        return void res.writeHead(429, { ...HTML, "retry-after": "30" }).end("Slow down");
      }
      if (scenario === "server_error") return void res.writeHead(503, HTML).end("Down");
      if (scenario === "adult") return void res.writeHead(401, HTML).end("<h1>Log in</h1>");
      // Only the page's script gets JSON; a plain request is sent to the page.
      if (req.headers["x-requested-with"] !== "XMLHttpRequest" || scenario === "changed") {
        return void res.writeHead(302, { location: `/portal/view/${id}` }).end();
      }
      if (scenario === "game") {
        return void res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ error: "This submission has no video." }));
      }
      const at = (h: string) => [
        {
          src: `${cdn.origin}/alternate/${id}000/${id}_alternate_1_${h}.mp4?f1`,
          type: "video/mp4",
        },
      ];
      const sources =
        scenario === "single" ? { "360p": at("360p") } : { "720p": at("720p"), "360p": at("360p") };
      return void res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          title: "Metal%20Gear%20Awesome",
          author: "Egoraptor",
          sources,
          // A movie's poster, as the player shows it.
          poster: `${cdn.origin}/picon/${id}.png`,
        }),
      );
    }
    if (view) return void res.writeHead(200, HTML).end(moviePage(view[1] as string));
    if (listenTo) {
      const id = listenTo[1] as string;
      const scenario = songs.get(id) ?? "removed";
      if (scenario === "removed") return void res.writeHead(404, HTML).end("<h1>Not found</h1>");
      if (scenario === "changed") {
        return void res.writeHead(200, HTML).end("<html><body>Listen</body></html>");
      }
      return void res.writeHead(200, HTML).end(songPage(id, cdn.origin));
    }
    res.writeHead(404, HTML).end("<h1>Not found</h1>");
  });

  return {
    web,
    cdn,
    movies,
    songs,
    files,
    close: async () => {
      await Promise.all([web.close(), cdn.close()]);
    },
  };
}
