/**
 * The page's lookup session when the operator closed the lookups to callers without an API
 * key (API_KEYS_REQUIRED): asked for only when the server says one is needed, bought with a
 * proof of work solved in a worker, kept in this page's memory alone (no cookie, no storage),
 * and sent as `X-Screen-Session`. Why: docs/decisions/063-screen-proof-of-work.md
 */
import type { Challenge } from "altcha-lib";
import { startScreenProofWorker } from "./screen-proof-worker";

export const SESSION_HEADER = "X-Screen-Session";
const PATH = "/api/screen-session";

let current: Promise<string | undefined> | undefined;

/** The session this page holds, if it bought one. */
export async function heldSession(): Promise<string | undefined> {
  return current?.catch(() => undefined);
}

/** The server's codes that say a lookup needs a (new) session. */
export function needsSession(code: string): boolean {
  return code === "api_key_required" || code === "screen_session_ended";
}

function solve(
  challenge: Challenge,
  signal?: AbortSignal,
): Promise<{ counter: number; derivedKey: string }> {
  return new Promise((resolve, reject) => {
    const worker = startScreenProofWorker();
    const stop = () => {
      worker.terminate();
      reject(new DOMException("aborted", "AbortError"));
    };
    signal?.addEventListener("abort", stop, { once: true });
    worker.onmessage = (event: MessageEvent<{ counter: number; derivedKey: string } | null>) => {
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      if (event.data) resolve(event.data);
      else reject(new Error("no solution"));
    };
    worker.onerror = () => {
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      reject(new Error("the worker failed"));
    };
    worker.postMessage(challenge);
  });
}

async function buy(signal?: AbortSignal): Promise<string | undefined> {
  const asked = await fetch(PATH, { headers: { accept: "application/json" }, signal });
  if (!asked.ok) return undefined;
  const { challenge } = (await asked.json()) as { challenge: Challenge };
  const solution = await solve(challenge, signal);
  const bought = await fetch(PATH, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ challenge, solution }),
    signal,
  });
  if (!bought.ok) return undefined;
  const { token } = (await bought.json()) as { token?: unknown };
  return typeof token === "string" ? token : undefined;
}

/** A new session for this page (one purchase at a time, shared by every lookup waiting for it). */
export function newSession(signal?: AbortSignal): Promise<string | undefined> {
  const purchase = buy(signal);
  current = purchase;
  purchase.catch(() => {
    if (current === purchase) current = undefined;
  });
  return purchase;
}
