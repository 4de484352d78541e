import { MediaError, type MediaErrorCode, type MediaReason } from "../errors.js";
import { Refusal } from "../pushback/refusals.js";
import type { Answer } from "./answer.js";

/**
 * One table of what a platform's answer means, declared per platform on top of shared
 * defaults, so that every extractor reads a 404, a 429, a login wall or a 502 the same way:
 *
 * | answer | verdict | what follows |
 * | --- | --- | --- |
 * | 2xx (3xx when not followed) | `ok` | the extractor reads it |
 * | 404, 410 | `not_found` | the post's answer |
 * | 429, a challenge | `busy` | the egress rests (a session is asked to slow down) |
 * | 401, 403, a redirect to the login page | `wall` | the post's or the address's: a probe decides |
 * | a post only a signed-in or permitted reader sees, said plainly | `post` | the post's answer |
 * | a session logged out or challenged, said plainly | `lost` | the session is set aside |
 * | 408, 504 | `timeout` | the next provider is asked |
 * | 5xx | `failed` | the next provider is asked |
 * | any other status, a page that cannot be read | `unreadable` | the method's failure |
 *
 * An answer about one post never rests the address, sets a session aside or benches a method
 * for anyone else: only `busy` and `lost` do, and a `wall` only once a probe of a public post
 * through the same address or session meets a wall too (./walls.ts).
 * Why: docs/decisions/059-platform-client.md
 */
export type WallCode = "login_required" | "private";

export type Verdict =
  | { is: "ok" }
  | { is: "not_found" }
  | { is: "busy"; detail: string }
  | { is: "wall"; as: WallCode; detail: string; reason?: MediaReason }
  | { is: "post"; code: MediaErrorCode; reason?: MediaReason }
  | { is: "lost"; as: "logged_out" | "challenged"; detail: string }
  | { is: "timeout" }
  | { is: "failed"; detail: string }
  | { is: "unreadable"; detail: string };

/** Who asked: logged out through an address, or a signed-in session. */
export interface Who {
  signedIn: boolean;
}

export interface AnswerRules {
  /** The platform's own reading, asked first; undefined lets the shared rules decide. */
  read?(answer: Answer, who: Who): Verdict | undefined;
  /** Where the platform sends a visitor it will not serve (its login page), by path. */
  loginPath?: RegExp;
  /** Where it sends one it wants to check first (a checkpoint, a bot check), by path. */
  challengePath?: RegExp;
}

/** What the shared rules make of an answer the platform's own reading left open. */
export function sharedVerdict(answer: Answer, who: Who, rules: AnswerRules = {}): Verdict {
  const own = rules.read?.(answer, who);
  if (own) return own;
  const path = answer.url.pathname;
  if (rules.loginPath?.test(path)) {
    return who.signedIn
      ? { is: "lost", as: "logged_out", detail: "login wall" }
      : { is: "wall", as: "login_required", detail: "login wall" };
  }
  if (rules.challengePath?.test(path)) {
    return who.signedIn
      ? { is: "lost", as: "challenged", detail: "challenge" }
      : { is: "busy", detail: "challenge" };
  }
  const { status } = answer;
  if (status >= 200 && status < 400) return { is: "ok" };
  if (status === 404 || status === 410) return { is: "not_found" };
  if (status === 429) return { is: "busy", detail: "429" };
  if (status === 401 || status === 403) {
    return { is: "wall", as: "login_required", detail: String(status) };
  }
  if (status === 408 || status === 504) return { is: "timeout" };
  if (status >= 500) return { is: "failed", detail: `HTTP_${status}` };
  return { is: "unreadable", detail: `status ${status}` };
}

/**
 * A wall that may be meant for the post or for whoever asked: the lookup's runner decides which
 * (./walls.ts) before anything rests. Left alone it reads as the post's answer.
 */
export class Wall extends MediaError {
  constructor(
    readonly as: WallCode,
    readonly detail: string,
    readonly retryAfterMs = 0,
    /** What the visitor hears of the post when the wall is its own (a workspace-only video). */
    reason?: MediaReason,
  ) {
    super(as, reason);
    this.name = "Wall";
  }

  /** The post's own answer, once the address (or session) is known to be served. */
  forPost(): MediaError {
    return new MediaError(this.as, this.reason);
  }
}

/** The answer could not be read: the method's failure; `detail` is a short, link-free reason. */
export function unreadable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}

/** The error a verdict throws (undefined for `ok`). */
export function verdictError(verdict: Verdict, who: Who, answer: Answer): Error | undefined {
  switch (verdict.is) {
    case "ok":
      return undefined;
    case "not_found":
      return new MediaError("not_found");
    case "busy":
      return new Refusal(who.signedIn ? "session" : "egress", verdict.detail, answer.retryAfterMs);
    case "wall":
      return new Wall(verdict.as, verdict.detail, answer.retryAfterMs, verdict.reason);
    case "post":
      return new MediaError(verdict.code, verdict.reason);
    case "lost":
      return who.signedIn
        ? new Refusal("lost", verdict.detail, 0, verdict.as)
        : new Wall("login_required", verdict.detail, answer.retryAfterMs);
    case "timeout":
      return new MediaError("timeout");
    case "failed":
      // A code, not words: the platform failed, which says nothing of the method.
      return Object.assign(new MediaError("upstream_failed"), { detail: verdict.detail });
    case "unreadable":
      return unreadable(verdict.detail);
  }
}
