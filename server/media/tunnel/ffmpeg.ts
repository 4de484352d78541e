import { type ChildProcessByStdio, spawn } from "node:child_process";
import type { Readable } from "node:stream";
import { getConfig } from "../../config.js";

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
