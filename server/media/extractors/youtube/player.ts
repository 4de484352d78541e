import vm from "node:vm";
import type { Player, Types } from "youtubei.js";
import { youtubei } from "./library.js";

/**
 * YouTube's player script, needed only by clients whose format URLs are ciphered (WEB):
 * loaded once, kept for an hour and shared by every lookup, so a lookup costs no extra
 * request. Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
export const playerCache = { ttlMs: 60 * 60_000, retryMs: 60_000, loadMs: 20_000 };

type PlayerFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let held: { at: number; player: Promise<Player> } | undefined;

/**
 * youtubei.js leaves evaluating the extracted player code to us. A context made from a
 * null-prototype object gives the code no path to this realm's `Function` (a `{}` sandbox
 * would hand out `process`), the timeout bounds a hostile loop, and only strings leave.
 */
function evaluate(data: Types.BuildScriptResult, _env: Record<string, Types.VMPrimative>) {
  // afterEvaluate: promises the code makes run inside the timeout, not after it.
  const context = vm.createContext(Object.create(null), { microtaskMode: "afterEvaluate" });
  const result: unknown = vm.runInContext(`(function(){${data.output}\n})()`, context, {
    timeout: 1000,
  });
  const out: Record<string, string> = {};
  if (typeof result === "object" && result !== null) {
    for (const key of ["n", "sig"]) {
      const value: unknown = (result as Record<string, unknown>)[key];
      if (typeof value === "string") out[key] = value;
    }
  }
  return out;
}

let installed = false;
async function create(fetch: PlayerFetch): Promise<Player> {
  const { Platform, Player } = await youtubei();
  if (!installed) {
    installed = true;
    Platform.load({ ...Platform.shim, eval: evaluate });
  }
  return Player.create(undefined, fetch as typeof globalThis.fetch);
}

/** The current player, loading it through `fetch` when none is held or it is an hour old. */
export function currentPlayer(fetch: PlayerFetch, now = Date.now()): Promise<Player> {
  if (held && now - held.at < playerCache.ttlMs) return held.player;
  const loading = create(fetch);
  const entry = { at: now, player: loading };
  held = entry;
  loading.catch(() => {
    // Remember the failure briefly (no request storm while YouTube or the network is down).
    if (held === entry) entry.at = now - playerCache.ttlMs + playerCache.retryMs;
  });
  return loading;
}

/** Forgets the held player (tests). */
export function dropPlayer(): void {
  held = undefined;
}
