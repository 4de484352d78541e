import { Worker } from "node:worker_threads";

/**
 * TikTok's proof of work (up to a million SHA-256 hashes, seconds of CPU) is hashed in a worker
 * thread, so the web process's event loop keeps serving everyone else while it runs. The
 * worker's code is plain JavaScript given inline (`eval`), so it runs the same under tsx and in
 * the bundled server, where no separate module file exists. A worker per solve: solves are rare
 * (one per address while its answer lives, shared by the lookups that wait on it).
 * Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md
 */
const MAX_ANSWER = 1_000_000;

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createHash } = require("node:crypto");
const prefix = Buffer.from(workerData.prefix, "base64");
const expected = Buffer.from(workerData.expected, "base64");
const base = createHash("sha256").update(prefix);
let found = -1;
for (let i = 0; i <= workerData.max; i++) {
  if (base.copy().update(String(i)).digest().equals(expected)) { found = i; break; }
}
parentPort.postMessage(found);
`;

/** The number `i` with sha256(prefix + i) = expected (both base64), or undefined. */
export function solveOffLoop(
  prefix: string,
  expected: string,
  signal: AbortSignal,
): Promise<number | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { prefix, expected, max: MAX_ANSWER },
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });
    const stop = () => {
      void worker.terminate();
      resolve(undefined);
    };
    signal.addEventListener("abort", stop, { once: true });
    worker.once("message", (found: unknown) => {
      signal.removeEventListener("abort", stop);
      void worker.terminate();
      resolve(typeof found === "number" && found >= 0 ? found : undefined);
    });
    worker.once("error", (error) => {
      signal.removeEventListener("abort", stop);
      reject(error);
    });
  });
}
