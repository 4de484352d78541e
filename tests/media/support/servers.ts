import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import type { ResolveErrorBody, ResolveResponse } from "../../../common/media-api.js";
import { type Config, loadConfig, setConfig } from "../../../server/config.js";
import { mediaModule } from "../../../server/media/module.js";
import { healthz } from "../../../server/web/health.js";

export interface Running {
  origin: string;
  port: number;
  server: Server;
  /** Every request the server saw: method, path with query, and headers. */
  requests: { method: string; url: string; headers: IncomingMessage["headers"] }[];
  close(): Promise<void>;
}

/** A local HTTP server playing a third-party service (or CDN) on 127.0.0.1. */
export async function listen(handler: RequestListener | express.Express): Promise<Running> {
  const requests: Running["requests"] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    (handler as RequestListener)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    server,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const SECRET = "test-secret-test-secret-test-secret-0123456789";

/** Installs a configuration for the media engine, as the server does from the environment. */
export function configure(env: Record<string, string>): Config {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "rd-media-")),
    AUTH_SECRET: SECRET,
    ...env,
  });
  setConfig(config);
  return config;
}

/**
 * Our real media router in a bare Express app, listening on 127.0.0.1; with `healthz`,
 * the real /healthz handler beside it, running the media module's checks.
 */
export async function startMediaApp(
  env: Record<string, string>,
  options: { healthz?: boolean } = {},
): Promise<Running & { config: Config }> {
  const config = configure(env);
  const app = express();
  app.set("trust proxy", "loopback");
  const media = mediaModule();
  if (options.healthz) app.get("/healthz", healthz(media.healthChecks ?? []));
  if (media.router) app.use(media.router);
  const running = await listen(app);
  return { ...running, config };
}

/**
 * Starts our media app (with the settings `env()` gives once the suite's stand-in services
 * listen) before the enclosing describe block's tests, and stops it after them.
 */
export function useMediaApp(
  env: () => Record<string, string>,
  options: { healthz?: boolean } = {},
): { readonly origin: string } {
  let running: Running | undefined;
  beforeAll(async () => {
    running = await startMediaApp(env(), options);
  });
  afterAll(() => running?.close());
  return {
    get origin() {
      if (!running) throw new Error("the media app is not running yet");
      return running.origin;
    },
  };
}

/** POST /api/resolve and return status and JSON body. */
export async function resolveLink(
  origin: string,
  url: string,
  kind: string,
): Promise<{
  status: number;
  body: Partial<ResolveResponse & ResolveErrorBody>;
}> {
  const res = await fetch(`${origin}/api/resolve`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, kind }),
  });
  return { status: res.status, body: (await res.json()) as never };
}

/** The settings of the rapidapi provider, pointed at a local stand-in of the service. */
export function rapidapiEnv(baseUrl: string, providers = "rapidapi"): Record<string, string> {
  return {
    MEDIA_PROVIDERS: providers,
    RAPIDAPI_KEY: "k",
    RAPIDAPI_HOST: "h.example",
    RAPIDAPI_BASE_URL: baseUrl,
  };
}

/** GET (or `init`'s method) a tunnel path of our app: an item's download or thumbnail. */
export function fetchTunnel(
  app: { origin: string },
  path: string | undefined,
  init?: RequestInit,
): Promise<Response> {
  return fetch(`${app.origin}${path}`, init);
}

/** The whole body of a response, as bytes. */
export async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** Writes the whole body of a response to `file` (for ffprobe); returns `file`. */
export async function saveAs(res: Response, file: string): Promise<string> {
  writeFileSync(file, await bytesOf(res));
  return file;
}

/** A small MP4 (video + a 440 Hz tone), made by the real ffmpeg. */
export function makeMp4(seconds = 2, dir = mkdtempSync(join(tmpdir(), "rd-mp4-"))): string {
  const file = join(dir, "clip.mp4");
  execFileSync(
    "ffmpeg",
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `testsrc=size=160x120:rate=10:duration=${seconds}`,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=440:duration=${seconds}`,
      "-c:v",
      "mpeg4",
      "-c:a",
      "aac",
      "-movflags",
      "+faststart",
      "-shortest",
      file,
    ],
    { stdio: "ignore" },
  );
  return file;
}

/** The sound track of `mp4` alone, encoded by the real ffmpeg with `codec` into `out`. */
export function extractAudio(mp4: string, out: string, codec: "aac" | "libmp3lame"): Buffer {
  execFileSync("ffmpeg", ["-loglevel", "error", "-i", mp4, "-vn", "-c:a", codec, out]);
  return readFileSync(out);
}

/** The codec of the first audio stream, according to ffprobe. */
export function probeAudioCodec(file: string): string {
  return execFileSync(
    "ffprobe",
    [
      "-v",
      "error",
      "-select_streams",
      "a:0",
      "-show_entries",
      "stream=codec_name",
      "-of",
      "csv=p=0",
      file,
    ],
    { encoding: "utf8" },
  ).trim();
}

/** Streams counting: the number of video streams in a file. */
export function probeVideoStreams(file: string): number {
  const out = execFileSync(
    "ffprobe",
    [
      "-v",
      "error",
      "-select_streams",
      "v",
      "-show_entries",
      "stream=index",
      "-of",
      "csv=p=0",
      file,
    ],
    { encoding: "utf8" },
  ).trim();
  return out === "" ? 0 : out.split("\n").length;
}
