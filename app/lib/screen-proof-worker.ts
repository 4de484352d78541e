/**
 * Starts the screen's proof-of-work worker. Vite bundles the worker from this expression (dev
 * and the framework's client build); the island's own bundle replaces this module with one
 * naming the worker file it built (tooling/island.ts).
 */
export function startScreenProofWorker(): Worker {
  return new Worker(new URL("./screen-proof.worker.ts", import.meta.url), { type: "module" });
}
