/**
 * `npm start` exactly as a user runs it (build check, then `npm run serve`), in a process
 * group of its own so the whole tree stops together, with its own BUILD_DIR and data folder.
 * For the start test and the start bench. Why: docs/decisions/033-relay-speed-and-compiled-server.md
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { freePort, ROOT } from "./start-app.js";

export interface NpmStart {
  url: string;
  /** Milliseconds from `npm start` to the first 200 from /healthz. */
  answeredMs: number;
  output(): string;
  /** Every process of the tree: pid and command line (arguments joined by spaces). */
  processes(): { pid: number; cmdline: string; environ: string[] }[];
  stop(): Promise<void>;
}

function group(pgid: number): { pid: number; cmdline: string; environ: string[] }[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        // Fields after the command: state, ppid, pgrp.
        const pgrp = Number(stat.split(") ")[1]?.split(" ")[2]);
        if (pgrp !== pgid) return [];
        const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ");
        const environ = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
        return cmdline.trim() ? [{ pid: Number(entry), cmdline: cmdline.trim(), environ }] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

export async function npmStart(env: Record<string, string>, limitMs = 240_000): Promise<NpmStart> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  let log = "";
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (b: Buffer) => {
    log += b.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const pgid = child.pid as number;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-pgid, "SIGTERM");
    const killed = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), 15_000)),
    ]);
    if (killed) process.kill(-pgid, "SIGKILL");
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
    if (performance.now() - started > limitMs) {
      await stop();
      throw new Error(`npm start did not answer within ${limitMs / 1000} s:\n${log}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      async (res) => {
        await res.arrayBuffer();
        return res.ok;
      },
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    answeredMs: performance.now() - started,
    output: () => log,
    processes: () => group(pgid),
    stop,
  };
}
