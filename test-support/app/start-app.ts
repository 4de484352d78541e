import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The repository, whatever folder a test or bench runs from. */
export const ROOT = resolve(import.meta.dirname, "../..");

/** The production build every app process runs: `npm run build` (BUILD_DIR picks another). */
export const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? "build");

/** The compiled process entry (server.ts), which the build writes beside the bundle. */
export const SERVER_ENTRY = join(BUILD_DIR, "server.js");

/** Fails with what to do when there is no build to run. */
export function assertBuilt(buildDir = BUILD_DIR): void {
  if (!existsSync(join(buildDir, "server.js"))) {
    throw new Error(
      `No build at ${buildDir}: run \`npm run build\` first (with the same BUILD_DIR) — app processes run the build.`,
    );
  }
}

export interface RunningApp {
  url: string;
  /** The process started (with several workers, their primary). */
  pid: number;
  dataDir: string;
  /** Everything the server printed, for assertions about logs. */
  output(): string;
  /** Sends SIGTERM (SIGKILL after 5 s) and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * The variables `npm run serve` sets for the production process (`cross-env NAME=value ...
 * node scripts/serve.js`), read from package.json so every app a test starts runs as `npm
 * start` runs it. Why: docs/decisions/033-relay-speed-and-compiled-server.md
 */
export function serveEnv(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = (pkg.scripts.serve ?? "").split(/\s+/);
  return Object.fromEntries(
    words.flatMap((word) => {
      const set = /^([A-Z][A-Z0-9_]*)=(\S+)$/.exec(word);
      return set ? [[set[1], set[2]]] : [];
    }),
  );
}

/**
 * The environment of an app process: a clean one (no inherited settings) with what `npm
 * run serve` sets, then `env`.
 */
export function appEnv(env: Record<string, string>, buildDir = BUILD_DIR): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    ...serveEnv(),
    BUILD_DIR: buildDir,
    ...env,
  };
}

const LISTENING = '"msg":"reels-downloader listening"';

/**
 * Starts the built server as a real process on a free port, with its own data folder, and
 * resolves once it says it listens and /healthz answers. In a test file prefer `useApp`
 * (test-support/app/use-app.ts), which also stops it.
 */
export async function startApp(
  env: Record<string, string> = {},
  options: {
    nodeArgs?: string[] /** How long it may take to listen (60 s). */;
    limitMs?: number;
    /** Another build to run (a bench comparing two commits); BUILD_DIR's otherwise. */
    buildDir?: string;
  } = {},
): Promise<RunningApp> {
  const buildDir = options.buildDir ? resolve(options.buildDir) : BUILD_DIR;
  assertBuilt(buildDir);
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "rd-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const entry = join(buildDir, "server.js");
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: ROOT,
    env: appEnv(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        // One process unless a suite asks for workers: each one costs a start-up on this shared machine.
        WEB_CONCURRENCY: "1",
        ...env,
      },
      buildDir,
    ),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let announce: () => void = () => {};
  const listening = new Promise<void>((resolveListening) => {
    announce = resolveListening;
  });
  const collect = (b: Buffer) => {
    log += b.toString();
    if (log.includes(LISTENING)) announce();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const started = Date.now();
  const limit = options.limitMs ?? 60_000;
  const timer = new Promise<void>((r) => setTimeout(r, limit).unref());
  await Promise.race([listening, exited, timer]);
  if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
  if (Date.now() - started >= limit) {
    child.kill("SIGKILL");
    throw new Error(`server did not start within ${limit / 1000} s:\n${log}`);
  }
  const health = await fetch(`${url}/healthz`);
  await health.text();
  if (!health.ok) {
    child.kill("SIGKILL");
    throw new Error(`server listens but /healthz answered ${health.status}:\n${log}`);
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
