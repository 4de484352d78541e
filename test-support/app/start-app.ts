import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface RunningApp {
  url: string;
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
 * Starts the built server (`npm run build` first; BUILD_DIR picks another build) as a
 * real process on a free port, with its own data folder, and waits for /healthz.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "rd-e2e-"));
  const root = resolve(import.meta.dirname, "../..");
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // One process unless a suite asks for workers: each one costs a start-up on this shared machine.
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (b: Buffer) => {
    log += b.toString();
  });
  child.stderr?.on("data", (b: Buffer) => {
    log += b.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
