import { MediaError, type MediaErrorCode, rateLimitedUntil } from "../errors.js";
import { recordMethodOutcome } from "../outcomes.js";
import type { MethodBreaker } from "../pushback/method-breaker.js";
import { Refusal } from "../pushback/refusals.js";
import { isProxyFailure, toMediaError } from "../upstream/failures.js";
import { Wall } from "./answers.js";

/**
 * A platform's ways of reading one link, tried in turn, each skipped while it rests. What the
 * round says about each method is charged once it is over, so that an answer about one post
 * never benches a method for everyone else: a method that could not read its answer is charged
 * only when another method read the post (it is there: the method is broken) or nothing
 * explained the failure; a post that is gone or private, or whose answer says what the post is
 * (`explainedByPost`), explains the others' empty answers. Refusals of the address or session
 * end the round at once (every method would meet the same); a wall is kept for last, as another
 * method may still read the post. When every method that could answer rests, the answer is a
 * retryable refusal. Why: docs/decisions/031-one-lookup-per-link.md, 059-platform-client.md
 */
export interface Method<T> {
  name: string;
  run(): Promise<T>;
}

export interface MethodRound {
  /**
   * Read on after an answer about the post (a logged-out query that answers `null` for a
   * deleted post and a private one alike may be wrong where a later method is right).
   */
  readOn?: boolean;
  /** When every method failed, the most telling code wins, in this order. */
  precedence?: readonly MediaErrorCode[];
}

/** Plain answers about a post: the platform served whoever asked. */
export const SERVED: ReadonlySet<MediaErrorCode> = new Set<MediaErrorCode>([
  "not_found",
  "private",
  "removed",
  "geo_blocked",
  "age_restricted",
  "members_only",
  "live_stream",
  "upcoming",
]);

/** Answers about the post itself (served, or a login asked for it): the method works. */
const ABOUT_THE_POST = new Set<MediaErrorCode>([...SERVED, "login_required"]);

/** When every method failed, the most telling code wins, in this order (unless a round says). */
export const DEFAULT_PRECEDENCE: readonly MediaErrorCode[] = [
  "private",
  "not_found",
  "removed",
  "login_required",
  "rate_limited",
  "timeout",
  "upstream_failed",
];

/** An answer the method could not read, as opposed to a transport failure (a code in `detail`). */
export function saysMethodBroken(failure: MediaError): boolean {
  if (failure.code !== "upstream_failed") return false;
  const detail = (failure as { detail?: unknown }).detail;
  return !(typeof detail === "string" && /^[A-Z][A-Z0-9_]+$/.test(detail));
}

/** The failure says what the post is, though the method could not read it. */
function explainedByPost(error: unknown): boolean {
  return (error as { explainedByPost?: unknown } | null)?.explainedByPost === true;
}

export async function runMethods<T>(
  platform: string,
  breaker: MethodBreaker,
  methods: readonly Method<T>[],
  signal: AbortSignal,
  round: MethodRound = {},
): Promise<T> {
  const unread: string[] = [];
  const skipped: string[] = [];
  const failures: MediaError[] = [];
  let wall: Wall | undefined;
  let explained = false;
  const settle = (readable: boolean) => {
    for (const key of unread) {
      if (readable || !explained) breaker.failed(key);
      else breaker.neutral(key);
    }
  };
  for (const method of methods) {
    if (signal.aborted) break;
    const key = `${platform}.${method.name}`;
    if (!breaker.allow(key)) {
      recordMethodOutcome("builtin", key, "skipped", platform);
      skipped.push(key);
      continue;
    }
    try {
      const found = await method.run();
      recordMethodOutcome("builtin", key, "items", platform);
      breaker.succeeded(key);
      settle(true);
      return found;
    } catch (error) {
      if (error instanceof Refusal || isProxyFailure(error)) {
        recordMethodOutcome(
          "builtin",
          key,
          error instanceof Refusal ? `refused_${error.scope}` : "proxy_failed",
          platform,
        );
        breaker.neutral(key);
        for (const other of unread) breaker.neutral(other);
        throw error;
      }
      if (error instanceof Wall) {
        recordMethodOutcome("builtin", key, "wall", platform);
        breaker.neutral(key);
        wall ??= error;
        continue;
      }
      const failure = signal.aborted ? new MediaError("timeout") : toMediaError(error);
      recordMethodOutcome("builtin", key, failure.code, platform);
      if (ABOUT_THE_POST.has(failure.code)) {
        breaker.succeeded(key);
        explained = true;
        if (!round.readOn) {
          settle(false);
          throw failure;
        }
      } else if (explainedByPost(error)) {
        breaker.neutral(key);
        explained = true;
      } else if (saysMethodBroken(failure)) {
        unread.push(key);
      } else {
        breaker.neutral(key);
      }
      failures.push(failure);
    }
  }
  // A wall (judged next: the post's or the address's) may be what kept the others from
  // reading: it charges none of them, as a private post's answer would not.
  if (wall) explained = true;
  settle(false);
  if (signal.aborted) throw new MediaError("timeout");
  const answered = failures.some((f) => ABOUT_THE_POST.has(f.code));
  if (wall && !answered) throw wall;
  if (skipped.length > 0 && !answered) throw rateLimitedUntil(breaker.retryAt(skipped));
  for (const code of round.precedence ?? DEFAULT_PRECEDENCE) {
    const failure = failures.find((f) => f.code === code);
    if (failure) throw failure;
  }
  throw failures[0] ?? new MediaError("upstream_failed");
}
