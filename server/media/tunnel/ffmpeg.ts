import { type ChildProcessByStdio, spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import type { Readable, Writable } from "node:stream";
import { getConfig } from "../../config.js";
import { onShutdown } from "../../shutdown.js";

let cached: { path: string; at: number; ok: boolean; detail: string } | undefined;
const RECHECK_MS = 30_000;

/** Whether FFMPEG_PATH runs; remembered for a while so /healthz and resolve stay cheap. */
export async function ffmpegAvailable(
  path = getConfig().ffmpegPath,
): Promise<{ ok: boolean; detail: string }> {
  if (cached && cached.path === path && Date.now() - cached.at < RECHECK_MS) {
    return { ok: cached.ok, detail: cached.detail };
  }
  const result = await new Promise<{ ok: boolean; detail: string }>((resolve) => {
    let out = "";
    let child: ChildProcessByStdio<null, Readable, null>;
    try {
      child = spawn(path, ["-hide_banner", "-version"], { stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      resolve({ ok: false, detail: "ffmpeg not found: audio downloads are unavailable" });
      return;
    }
    child.stdout.on("data", (chunk: Buffer) => {
      if (out.length < 200) out += chunk.toString();
    });
    child.on("error", () =>
      resolve({ ok: false, detail: "ffmpeg not found: audio downloads are unavailable" }),
    );
    child.on("close", (code) => {
      const version = /ffmpeg version (\S+)/.exec(out)?.[1];
      resolve(
        code === 0
          ? { ok: true, detail: version ? `ffmpeg ${version}` : "ffmpeg" }
          : { ok: false, detail: "ffmpeg does not run: audio downloads are unavailable" },
      );
    });
  });
  cached = { path, at: Date.now(), ...result };
  return result;
}

const running = new Set<ChildProcessByStdio<Writable, Readable, null>>();

/** Encoders allowed at once: each holds a CPU core busy, so more would only queue. */
export const MAX_ENCODERS = Math.max(2, availableParallelism() * 2);

export function encoderSlotFree(): boolean {
  return running.size < MAX_ENCODERS;
}
let hooked = false;

/**
 * Starts an encoder reading any audio/video container on stdin and writing MP3 on stdout
 * as it encodes. We feed stdin ourselves so ffmpeg never opens a URL on its own.
 */
export function spawnMp3Encoder(
  path = getConfig().ffmpegPath,
): ChildProcessByStdio<Writable, Readable, null> {
  if (!hooked) {
    hooked = true;
    onShutdown(() => {
      for (const child of running) child.kill("SIGKILL");
    });
  }
  const child = spawn(
    path,
    [
      "-hide_banner",
      "-nostdin",
      "-loglevel",
      "error",
      "-i",
      "pipe:0",
      "-map",
      "0:a:0",
      "-vn",
      "-acodec",
      "libmp3lame",
      "-q:a",
      "2",
      "-f",
      "mp3",
      "pipe:1",
    ],
    { stdio: ["pipe", "pipe", "ignore"] },
  );
  running.add(child);
  child.once("close", () => running.delete(child));
  return child;
}
