import { MediaError } from "../errors.js";

/**
 * A platform pushed back: not an answer about the post, but about who asked. `egress`: the
 * address is refused (429, "please wait", a logged-out login wall, the bot check) and the
 * lookup moves to another egress; `session`: a signed-in session is asked to slow down;
 * `lost`: the session is logged out or challenged and is set aside.
 * Why: docs/decisions/028-egress-pool.md, docs/decisions/029-instagram-session-pool.md
 */
export type RefusalScope = "egress" | "session" | "lost";

export class Refusal extends MediaError {
  constructor(
    readonly scope: RefusalScope,
    /** A short, link-free reason for logs and the doctor. */
    readonly detail: string,
    /** What the platform's Retry-After asked for, in ms (0 when it said nothing). */
    readonly retryAfterMs = 0,
    /** For `lost`: why the session is unusable. */
    readonly lostAs: "logged_out" | "challenged" = "logged_out",
  ) {
    super("rate_limited");
    this.name = "Refusal";
  }
}

/** A Retry-After header (seconds or an HTTP date) in ms; 0 when absent or unreadable. */
export function retryAfterMs(header: unknown, now = Date.now()): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== "string" || value.trim() === "") return 0;
  if (/^\d+$/.test(value.trim())) return Math.min(Number(value) * 1000, 86_400_000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.min(at - now, 86_400_000)) : 0;
}
