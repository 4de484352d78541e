import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

/** Real media bytes made on the spot: a short MP4 with sound (ffmpeg) and three JPEGs (sharp). */
export interface SampleMedia {
  mp4: Buffer;
  jpegs: Buffer[];
}

export async function makeSampleMedia(): Promise<SampleMedia> {
  const dir = mkdtempSync(join(tmpdir(), "rd-media-"));
  try {
    const mp4 = join(dir, "clip.mp4");
    execFileSync(
      process.env.FFMPEG_PATH ?? "ffmpeg",
      [
        ...["-hide_banner", "-loglevel", "error", "-y"],
        ...["-f", "lavfi", "-i", "testsrc=duration=1:size=160x120:rate=10"],
        ...["-f", "lavfi", "-i", "sine=frequency=440:duration=1"],
        ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
        ...["-movflags", "+faststart", mp4],
      ],
      { stdio: "pipe" },
    );
    const colours = [
      { r: 214, g: 36, b: 110 },
      { r: 245, g: 133, b: 41 },
      { r: 123, g: 47, b: 191 },
    ];
    const jpegs = await Promise.all(
      colours.map((background, i) =>
        sharp({ create: { width: 320 + i * 8, height: 320, channels: 3, background } })
          .jpeg({ quality: 80 })
          .toBuffer(),
      ),
    );
    return { mp4: readFileSync(mp4), jpegs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface LocalServer {
  url: string;
  /** Paths (with query) of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

function listen(server: Server, requests: string[]): Promise<LocalServer> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A CDN stand-in: serves fixed files with their type and length, HEAD and single ranges. */
export function startMediaServer(
  files: Record<string, { body: Buffer; type: string }>,
): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    requests.push(`${req.method} ${req.url}`);
    const file = files[new URL(req.url ?? "/", "http://x").pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const range = req.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
    let body = file.body;
    const headers: Record<string, string> = { "content-type": file.type, "accept-ranges": "bytes" };
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      headers["content-range"] = `bytes ${start}-${end}/${body.length}`;
      body = body.subarray(start, end + 1);
    }
    headers["content-length"] = String(body.length);
    res.writeHead(range ? 206 : 200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  return listen(server, requests);
}

/**
 * The spec's RapidAPI downloader: GET /v1/instagram?url=<pasted link> with the key and
 * host headers, answering `{data: {data: [{media}]}}` for the links it knows. `answers` is
 * keyed by the post's short code, as the server may normalise the pasted link first.
 */
export function startFakeRapidApi(options: {
  key: string;
  host: string;
  answers: Record<string, string[]>;
}): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? "/", "http://x");
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (
      req.headers["x-rapidapi-key"] !== options.key ||
      req.headers["x-rapidapi-host"] !== options.host
    ) {
      json(403, { message: "You are not subscribed to this API." });
      return;
    }
    if (req.method !== "GET" || url.pathname !== "/v1/instagram") {
      json(404, { message: "Endpoint does not exist" });
      return;
    }
    const link = url.searchParams.get("url") ?? "";
    const code = Object.keys(options.answers).find((c) => link.includes(`/${c}`));
    const media = code ? options.answers[code] : undefined;
    if (!media) {
      json(200, { status: true, data: { data: [] } });
      return;
    }
    json(200, { status: true, data: { data: media.map((m) => ({ media: m })) } });
  });
  return listen(server, requests);
}
