import { type ChildProcessByStdio, spawn } from "node:child_process";
import type { Readable } from "node:stream";
import { getConfig } from "../../config.js";
import { ffmpegEnvironment } from "./ffmpeg-env.js";

type Check = { ok: boolean; detail: string };

let cached: ({ path: string; at: number } & Check) | undefined;
/** One check per path at a time: every caller meanwhile waits for the same answer. */
const inFlight = new Map<string, Promise<Check>>();
const RECHECK_MS = 30_000;

/** How long `ffmpeg -version` may take before it is killed and counted as not running. */
export const ffmpegCheckLimits = { deadlineMs: 5_000 };

const NOT_FOUND: Check = { ok: false, detail: "ffmpeg not found: audio downloads are unavailable" };
const NOT_RUNNING: Check = {
  ok: false,
  detail: "ffmpeg does not run: audio downloads are unavailable",
};

/** Whether FFMPEG_PATH runs; remembered for a while so /healthz and resolve stay cheap. */
export async function ffmpegAvailable(path = getConfig().ffmpegPath): Promise<Check> {
  if (cached && cached.path === path && Date.now() - cached.at < RECHECK_MS) {
    return { ok: cached.ok, detail: cached.detail };
  }
  let check = inFlight.get(path);
  if (!check) {
    check = runVersion(path).then((result) => {
      cached = { path, at: Date.now(), ...result };
      inFlight.delete(path);
      return result;
    });
    inFlight.set(path, check);
  }
  return check;
}

/** `ffmpeg -version` under a deadline: a binary that hangs is killed and answers "does not run". */
function runVersion(path: string): Promise<Check> {
  return new Promise<Check>((resolve) => {
    let out = "";
    let child: ChildProcessByStdio<null, Readable, null>;
    try {
      child = spawn(path, ["-hide_banner", "-version"], {
        stdio: ["ignore", "pipe", "ignore"],
        env: ffmpegEnvironment(),
      });
    } catch {
      resolve(NOT_FOUND);
      return;
    }
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(NOT_RUNNING);
    }, ffmpegCheckLimits.deadlineMs);
    child.stdout.on("data", (chunk: Buffer) => {
      if (out.length < 200) out += chunk.toString();
    });
    child.on("error", () => {
      clearTimeout(timer);
      resolve(NOT_FOUND);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      const version = /ffmpeg version (\S+)/.exec(out)?.[1];
      resolve(
        code === 0 ? { ok: true, detail: version ? `ffmpeg ${version}` : "ffmpeg" } : NOT_RUNNING,
      );
    });
  });
}
