import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeJpeg } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";
import { makeMp3 } from "./newgrounds.js";

/**
 * SoundCloud on 127.0.0.1, as cobalt a636575b and yt-dlp 81ecd58b read it: the home page that
 * carries the public `client_id` (in its hydration data, or in the last of its scripts), the API
 * (`/resolve?url=`, `/tracks?ids=`, a transcoding's `{url}`) refusing any other id with a 401,
 * `on.soundcloud.com` short links, and the CDN of the signed streams. Why:
 * docs/decisions/077-soundcloud.md
 */
export type SoundcloudTrackScenario =
  /** A progressive MP3 and an HLS Opus stream. */
  | "mp3"
  /** An HLS AAC stream only. */
  | "hls"
  /** A Go+ track: 30-second previews only. */
  | "preview"
  /** Blocked in the server's country. */
  | "blocked"
  /** Encrypted streams only. */
  | "encrypted";

export interface SoundcloudTrack {
  id: number;
  user: string;
  slug: string;
  scenario: SoundcloudTrackScenario;
  /** A private track's secret (`s-...`). */
  secret?: string;
}

export interface SoundcloudSet {
  id: number;
  user: string;
  slug: string;
  /** Track ids in order; the set answer gives the first in full, the rest as stubs. */
  tracks: number[];
}

export interface SoundcloudStandIn {
  web: Running;
  api: Running;
  short: Running;
  cdn: Running;
  tracks: Map<number, SoundcloudTrack>;
  sets: SoundcloudSet[];
  /** Short codes and the path each redirects to. */
  shorts: Map<string, string>;
  /** The id the API takes now; `rotate()` makes the site carry a new one. */
  clientId: string;
  rotate(): void;
  /** Where the home page keeps the id. */
  home: "hydration" | "scripts";
  /** Paths the API answers with a status of their own (`/gone/track`: 404...). */
  statuses: Map<string, number>;
  /** One MP3 per track id (each its own length, so a test can tell them apart). */
  mp3(id: number): Buffer;
  close(): Promise<void>;
}

const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };
const SIGNED =
  "Policy=eyJTdGF0ZW1lbnQiOltdfQ__&Signature=c2lnbmVk&Key-Pair-Id=APKAI6TU7MMXM5DG6EPQ";

export const SOUNDCLOUD_TRACKS: SoundcloudTrack[] = [
  { id: 1001, user: "l2share77", slug: "loona-butterfly", scenario: "mp3" },
  { id: 1002, user: "frums", slug: "credits", scenario: "mp3" },
  {
    id: 1003,
    user: "user-798052861",
    slug: "asdasdasdsdsd",
    scenario: "mp3",
    secret: "s-9TqZ7edLJ90",
  },
  { id: 1004, user: "dualipa", slug: "physical-feat-troye-sivan", scenario: "preview" },
  { id: 1005, user: "gotye", slug: "somebody-2024-feat-kimbra", scenario: "blocked" },
  { id: 1006, user: "ethmusic", slug: "lostin-powers-she-so-heavy", scenario: "hls" },
  { id: 1007, user: "label", slug: "encrypted-only", scenario: "encrypted" },
  { id: 1008, user: "the-concept-band", slug: "royal-blood", scenario: "mp3" },
  // The sixty tracks of SIXTY_SET: the tenth a Go+ preview, the twentieth blocked.
  ...Array.from(
    { length: 60 },
    (_, i): SoundcloudTrack => ({
      id: 3001 + i,
      user: "longplayer",
      slug: `track-${String(i + 1).padStart(2, "0")}`,
      scenario: i === 9 ? "preview" : i === 19 ? "blocked" : "mp3",
    }),
  ),
];

/** A set of sixty tracks (more than one page, and than one `/tracks?ids=` request). */
export const SIXTY_SET = { id: 2004, user: "longplayer", slug: "sixty-tracks" };

/**
 * An AAC stream as SoundCloud's `aac_160k` HLS transcoding serves it: one media playlist of
 * MPEG-TS segments, made by the real ffmpeg (three seconds of a 550 Hz tone).
 */
function makeAacHls(): Record<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), "rd-sc-hls-"));
  try {
    execFileSync(
      process.env.FFMPEG_PATH ?? "ffmpeg",
      [
        ...["-hide_banner", "-loglevel", "error", "-y"],
        ...["-f", "lavfi", "-i", "sine=frequency=550:duration=3"],
        ...["-c:a", "aac", "-b:a", "96k"],
        ...["-f", "hls", "-hls_time", "1", "-hls_playlist_type", "vod"],
        ...["-hls_segment_filename", join(dir, "s%03d.ts"), join(dir, "aac.m3u8")],
      ],
      { stdio: "pipe" },
    );
    return Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startSoundcloud(): Promise<SoundcloudStandIn> {
  const hls = makeAacHls();
  const artwork = makeJpeg("500x500", "orange");
  const files = new Map<number, Buffer>();
  const mp3 = (id: number) => {
    let file = files.get(id);
    if (!file) {
      file = makeMp3(id === 1001 ? 1 : 2);
      files.set(id, file);
    }
    return file;
  };
  const tracks = new Map(SOUNDCLOUD_TRACKS.map((t) => [t.id, { ...t }]));
  const sets: SoundcloudSet[] = [
    {
      id: 2001,
      user: "the-concept-band",
      slug: "the-royal-concept-ep",
      tracks: [1001, 1002, 1004, 1008],
    },
    { id: 2002, user: "dualipa", slug: "previews-only", tracks: [1004] },
    { id: 2003, user: "ethmusic", slug: "mixed", tracks: [1006, 1002] },
    { ...SIXTY_SET, tracks: Array.from({ length: 60 }, (_, i) => 3001 + i) },
  ];
  const shorts = new Map([
    ["XHLLKSXRQ5yyGDuD9", "/l2share77/loona-butterfly"],
    ["AG4c", "/the-concept-band/sets/the-royal-concept-ep"],
    ["Elsewhere1", "https://example.com/x"],
  ]);
  const statuses = new Map<string, number>();

  let serial = 0;
  const newId = () => `${"a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P"}${String(serial++ % 10)}`;
  const state = {
    clientId: newId(),
    home: "hydration" as "hydration" | "scripts",
  };

  const cdn = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (/^\/artworks-\d+-t500x500\.jpg$/.test(url.pathname)) {
      return void res
        .writeHead(200, { "content-type": "image/jpeg", "content-length": String(artwork.length) })
        .end(req.method === "HEAD" ? undefined : artwork);
    }
    const part = /^\/playlist\/\d+\/([\w.]+)$/.exec(url.pathname)?.[1];
    if (part) {
      const file = hls[part];
      if (!file) return void res.writeHead(404).end();
      const type = part.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t";
      return void res
        .writeHead(200, { "content-type": type, "content-length": String(file.length) })
        .end(req.method === "HEAD" ? undefined : file);
    }
    const id = Number(/\/(\d+)\.128\.mp3$/.exec(url.pathname)?.[1]);
    if (!id || !url.searchParams.get("Signature")) return void res.writeHead(403).end();
    const body = mp3(id);
    res.writeHead(200, { "content-type": "audio/mpeg", "content-length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
  });

  const web = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/") {
      const hydration =
        state.home === "hydration"
          ? `<script>window.__sc_hydration = [{"hydratable":"anonymousId","data":"123-456"},{"hydratable":"apiClient","data":{"id":"${state.clientId}","isExpiring":false}}];</script>`
          : "";
      const scripts =
        state.home === "scripts"
          ? `<script crossorigin src="${web.origin}/assets/0-a1b2c3.js"></script><script crossorigin src="${web.origin}/assets/49-d4e5f6.js"></script>`
          : "";
      return void res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!DOCTYPE html><html><head><title>SoundCloud</title></head><body><script>window.__sc_version="1764000000"</script>${hydration}<div id="app"></div>${scripts}</body></html>`,
        );
    }
    if (url.pathname === "/assets/0-a1b2c3.js") {
      return void res.writeHead(200).end('(()=>{var e={locale:"en"};})();');
    }
    if (url.pathname === "/assets/49-d4e5f6.js") {
      return void res
        .writeHead(200)
        .end(`(()=>{var t={env:"production",client_id:"${state.clientId}",api:"v2"};})();`);
    }
    res.writeHead(404).end();
  });

  const api = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      void res.writeHead(status, { ...JSON_TYPE, ...headers }).end(JSON.stringify(body));
    if (url.searchParams.get("client_id") !== state.clientId) return send(401, {});

    const full = (t: SoundcloudTrack) => trackJson(t, api.origin, cdn.origin);
    if (url.pathname === "/resolve") {
      const asked = new URL(url.searchParams.get("url") ?? "", "https://soundcloud.com");
      const status = statuses.get(asked.pathname);
      if (status === 429) return send(429, { error: "Too many" }, { "retry-after": "30" });
      if (status) return send(status, { errors: [{ error_message: "x" }] });
      const parts = asked.pathname.split("/").filter(Boolean);
      const set = sets.find(
        (s) => parts[0] === s.user && parts[1] === "sets" && parts[2] === s.slug,
      );
      if (set) {
        return send(200, {
          kind: "playlist",
          id: set.id,
          title: set.slug,
          user: { username: set.user },
          tracks: set.tracks.map((id, i) => {
            const track = tracks.get(id) as SoundcloudTrack;
            return i === 0
              ? full(track)
              : { id, kind: "track", policy: "ALLOW", monetization_model: "NOT_APPLICABLE" };
          }),
        });
      }
      const track = [...tracks.values()].find((t) => parts[0] === t.user && parts[1] === t.slug);
      // A private track is found only with its secret.
      if (!track || (track.secret && parts[2] !== track.secret)) return send(404, {});
      return send(200, full(track));
    }
    if (url.pathname === "/tracks") {
      const ids = (url.searchParams.get("ids") ?? "").split(",").map(Number);
      // SoundCloud answers at most fifty ids a request.
      if (ids.length > 50) return send(400, { errors: [{ error_message: "too many ids" }] });
      return send(
        200,
        ids
          .map((id) => tracks.get(id))
          .filter((t): t is SoundcloudTrack => t !== undefined)
          .map(full),
      );
    }
    const stream = /^\/media\/soundcloud:tracks:(\d+)\/([\w-]+)\/stream\/(progressive|hls)$/.exec(
      url.pathname,
    );
    // A Go+ subscriber's stream, asked without an account.
    if (stream?.[2]?.endsWith("256k")) return send(403, {});
    if (stream) {
      const track = tracks.get(Number(stream[1]));
      if (!track || url.searchParams.get("track_authorization") !== `auth-${track.id}`) {
        return send(401, {});
      }
      if (track.secret && url.searchParams.get("secret_token") !== track.secret)
        return send(404, {});
      if (stream[3] === "progressive") {
        return send(200, { url: `${cdn.origin}/${track.id}.128.mp3?${SIGNED}` });
      }
      return send(200, { url: `${cdn.origin}/playlist/${track.id}/aac.m3u8?${SIGNED}` });
    }
    send(404, {});
  });

  const short = await listen((req: IncomingMessage, res: ServerResponse) => {
    const code = new URL(req.url ?? "/", "http://x").pathname.slice(1);
    const target = shorts.get(code);
    if (!target) return void res.writeHead(404).end();
    const location = target.startsWith("https://")
      ? target
      : `https://soundcloud.com${target}?si=0123abcd&utm_source=clipboard&utm_medium=text`;
    res.writeHead(302, { location }).end();
  });

  return {
    web,
    api,
    short,
    cdn,
    tracks,
    sets,
    shorts,
    get clientId() {
      return state.clientId;
    },
    rotate() {
      state.clientId = newId();
    },
    get home() {
      return state.home;
    },
    set home(value) {
      state.home = value;
    },
    statuses,
    mp3,
    close: async () => {
      await Promise.all([web.close(), api.close(), short.close(), cdn.close()]);
    },
  };
}

/** A track as `/resolve` and `/tracks` give it, its transcodings by scenario. */
function trackJson(track: SoundcloudTrack, api: string, cdn: string): Record<string, unknown> {
  const media = (protocol: string, preset: string, mime: string, snipped = false) => ({
    url: `${api}/media/soundcloud:tracks:${track.id}/0f1e2d3c-${preset}/stream/${protocol.includes("hls") ? "hls" : "progressive"}`,
    preset,
    duration: snipped ? 30_000 : 2_000,
    snipped,
    format: { protocol, mime_type: mime },
    quality: "sq",
  });
  const transcodings = {
    mp3: [
      // A Go+ subscriber's stream, listed first as SoundCloud lists it: never asked for.
      { ...media("hls", "aac_256k", 'audio/mp4; codecs="mp4a.40.2"'), quality: "hq" },
      media("hls", "opus_0_0", 'audio/ogg; codecs="opus"'),
      media("progressive", "mp3_0_0", "audio/mpeg"),
    ],
    hls: [
      { ...media("hls", "aac_256k", 'audio/mp4; codecs="mp4a.40.2"'), quality: "hq" },
      media("hls", "aac_160k", 'audio/mp4; codecs="mp4a.40.2"'),
    ],
    preview: [
      media("hls", "aac_160k", 'audio/mp4; codecs="mp4a.40.2"', true),
      media("progressive", "mp3_0_0", "audio/mpeg", true),
    ],
    blocked: [],
    encrypted: [media("ctr-encrypted-hls", "aac_160k", 'audio/mp4; codecs="mp4a.40.2"')],
  }[track.scenario];
  return {
    kind: "track",
    id: track.id,
    title: track.slug,
    permalink_url: `https://soundcloud.com/${track.user}/${track.slug}`,
    duration: 2_000,
    full_duration: 2_000,
    policy: { preview: "SNIP", blocked: "BLOCK" }[track.scenario as string] ?? "ALLOW",
    artwork_url: `${cdn}/artworks-${track.id}-large.jpg`,
    user: { username: track.user, permalink_url: `https://soundcloud.com/${track.user}` },
    track_authorization: `auth-${track.id}`,
    media: { transcodings },
  };
}
