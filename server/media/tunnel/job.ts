import { type ChildProcess, spawn } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { onShutdown } from "../../shutdown.js";
import { ffmpegArgs, type Output } from "./ffmpeg-args.js";
import { ffmpegEnvironment } from "./ffmpeg-env.js";
import { type Stop, tunnelLimits, watchTransfer } from "./guard.js";

const running = new Set<ChildProcess>();
let hooked = false;

/** Why a job gave no output: a source failed, ffmpeg made nothing, or it took too long. */
export type JobFailure =
  | { kind: "source"; error: unknown }
  | { kind: "no_output" }
  | { kind: "first_output_timeout" };

export interface Job {
  /** Settles once ffmpeg wrote its first bytes, or with why it never will. */
  started: Promise<{ ok: true } | { ok: false; failure: JobFailure }>;
  /** Sends the output to `to` under the transfer deadlines; resolves when it ended. */
  relay(to: Writable, onStop: (why: Stop) => void): Promise<void>;
  stop(): void;
}

/**
 * Runs ffmpeg over sources fed into its pipes 3 and 4: it never opens a URL or a file.
 * The caller took a slot and passes its release, which is called when the process is gone,
 * whichever way it ends. Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
export function startJob(
  path: string,
  output: Output,
  sources: Readable[],
  release: () => void,
  args: string[] = ffmpegArgs(output, sources.length === 2 ? 2 : 1),
): Job {
  if (!hooked) {
    hooked = true;
    onShutdown(() => {
      for (const child of running) child.kill("SIGKILL");
    });
  }
  const child = spawn(path, args, {
    stdio: ["ignore", "pipe", "ignore", "pipe", "pipe"],
    env: ffmpegEnvironment(),
  });
  running.add(child);
  let sourceError: unknown;
  // How ffmpeg ended: a killed process (a failed source, a deadline) made a cut file.
  const exited = new Promise<number | null>((resolve) => {
    child.once("close", (code) => resolve(code));
    child.once("error", () => resolve(null));
  });
  const stop = () => {
    for (const source of sources) source.destroy();
    child.kill("SIGKILL");
  };
  child.once("close", () => {
    running.delete(child);
    for (const source of sources) source.destroy();
    release();
  });
  // A process that could not start gives its slot back at once (release runs only once).
  child.on("error", release);
  const stdout = child.stdout as Readable;
  sources.forEach((source, index) => {
    const fd = child.stdio[3 + index] as Writable;
    fd.on("error", () => undefined);
    source.on("error", (error: unknown) => {
      sourceError ??= error;
      stop();
    });
    // ffmpeg may stop reading once it has what it needs (EPIPE): not a failure by itself.
    pipeline(source, fd).catch(() => undefined);
  });

  const started = new Promise<{ ok: true } | { ok: false; failure: JobFailure }>((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve({ ok: false, failure: { kind: "first_output_timeout" } });
    }, tunnelLimits.firstOutputMs);
    const settle = (value: { ok: true } | { ok: false; failure: JobFailure }) => {
      clearTimeout(timer);
      resolve(value);
    };
    const onReadable = () => {
      if (stdout.readableLength > 0) {
        stdout.off("readable", onReadable);
        settle({ ok: true });
      }
    };
    stdout.on("readable", onReadable);
    child.once("close", () => {
      stdout.off("readable", onReadable);
      settle(
        sourceError !== undefined
          ? { ok: false, failure: { kind: "source", error: sourceError } }
          : { ok: false, failure: { kind: "no_output" } },
      );
    });
  });

  return {
    started,
    stop,
    async relay(to, onStop) {
      const watch = watchTransfer((why) => {
        stop();
        onStop(why);
      });
      stdout.on("data", (chunk: Buffer) => watch.count(chunk.length));
      try {
        // The output is ended only once ffmpeg exits cleanly: a source that failed midway
        // (ffmpeg killed) leaves the download visibly cut, never a short file that looks whole.
        await pipeline(stdout, to, { end: false });
        const code = await exited;
        if (code !== 0 || sourceError !== undefined) throw new Error("ffmpeg did not finish");
        await new Promise<void>((resolve, reject) => {
          to.once("error", reject);
          to.end(resolve);
        });
      } finally {
        watch.done();
        stop();
      }
    },
  };
}
