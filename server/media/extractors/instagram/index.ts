import type { Egress } from "../../egress/pool.js";
import { MediaError, type MediaErrorCode, rateLimitedUntil } from "../../errors.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type {
  InstagramPostLink,
  InstagramShareLink,
  InstagramStoryLink,
} from "../../platforms/instagram/links.js";
import { instagramSessions } from "../../platforms/instagram/settings.js";
import { shortcodeToId } from "../../platforms/instagram/shortcode.js";
import { Refusal } from "../../pushback/refusals.js";
import { pushback } from "../../pushback/runtime.js";
import { EgressesSpent, overEgresses, spentUntil, withSessions } from "../../pushback/turns.js";
import { isProxyFailure, toMediaError } from "../../upstream/failures.js";
import {
  GATED,
  LOGGED_OUT_METHODS,
  type PostLookup,
  type PostMethod,
  SESSION_METHODS,
} from "./methods.js";
import { PHOTO_NOT_VIDEO } from "./pages.js";
import type { RequestContext } from "./request.js";
import { followShare } from "./share.js";
import { cannotReadStories, story } from "./story.js";

/** When every method failed, the most telling reason wins. */
const PRECEDENCE: MediaErrorCode[] = [
  "private",
  "not_found",
  "rate_limited",
  "timeout",
  "upstream_failed",
];

/** What one post lookup shares between its methods. */
export function postLookup(link: InstagramPostLink, context: RequestContext): PostLookup {
  return {
    ...context,
    code: link.code,
    mediaId: shortcodeToId(link.code),
    mustBeVideo: link.form !== "p",
  };
}

/** The egress that got these URLs: their downloads leave through it. */
function tagged(found: MediaCandidate[], egress: Egress): MediaCandidate[] {
  return found.map((c) => ({ ...c, egress: { index: egress.index, id: egress.id } }));
}

/** A reel's own sound goes only to the audio screen, and first there. */
function forKind(found: MediaCandidate[], kind: Kind): MediaCandidate[] {
  if (kind !== "audio") return found.filter((c) => c.type !== "audio");
  return [...found.filter((c) => c.type === "audio"), ...found.filter((c) => c.type !== "audio")];
}

/** Answers a method cannot use that say what the post is, not that the method is broken. */
const ABOUT_THE_POST = new Set([GATED, PHOTO_NOT_VIDEO]);

/**
 * A failure that says the method itself is broken: an answer it could not read. Not what the
 * post is (not found, private), not a transport failure (reset, timeout, a dead proxy): those
 * say nothing about the method. Why: docs/decisions/031-one-lookup-per-link.md
 */
function saysMethodBroken(failure: MediaError): boolean {
  if (failure.code !== "upstream_failed") return false;
  const detail = (failure as { detail?: unknown }).detail;
  // A transport failure carries its error code (ECONNRESET, E_MEDIA_PROXY...); an answer a
  // method cannot read carries words.
  return !(typeof detail === "string" && /^[A-Z][A-Z0-9_]+$/.test(detail));
}

/**
 * Tries `methods` in turn for one lookup (skipping those that stepped aside); the items, or
 * the most telling failure. What the round says about each method is charged once it is
 * over: a method that could not read the answer is charged only if another method read the
 * post (it is there, so the method is broken) or nothing explained the failure; a deleted or
 * private post, or a photo asked for as a reel, explains the empty answers of the others.
 * When every method that could answer has stepped aside, the answer is a retryable refusal.
 * Why: docs/decisions/031-one-lookup-per-link.md, 036-one-state-across-processes.md
 */
async function runMethods(
  methods: readonly PostMethod[],
  lookup: PostLookup,
  failures: MediaError[],
): Promise<MediaCandidate[]> {
  const breaker = pushback(lookup.config).methods;
  const unread: string[] = [];
  const skipped: string[] = [];
  let explained = false;
  const settle = (readable: boolean) => {
    for (const key of unread) {
      if (readable || !explained) breaker.failed(key);
      else breaker.neutral(key);
    }
  };
  for (const method of methods) {
    if (lookup.signal.aborted) break;
    const key = `instagram.${method.name}`;
    if (!breaker.allow(key)) {
      recordMethodOutcome("builtin", key, "skipped");
      skipped.push(key);
      continue;
    }
    try {
      const found = await method.run(lookup);
      recordMethodOutcome("builtin", key, "items");
      breaker.succeeded(key);
      settle(true);
      return found;
    } catch (error) {
      if (error instanceof Refusal || isProxyFailure(error)) {
        // About who asked, or the route: the egress or session round handles it, and the
        // methods not yet tried would meet the same.
        recordMethodOutcome(
          "builtin",
          key,
          error instanceof Refusal ? `refused_${error.scope}` : "proxy_failed",
        );
        breaker.neutral(key);
        for (const other of unread) breaker.neutral(other);
        throw error;
      }
      const failure = lookup.signal.aborted ? new MediaError("timeout") : toMediaError(error);
      recordMethodOutcome("builtin", key, failure.code);
      if (failure.code === "not_found" || failure.code === "private") {
        // An answer about the post: the method works, and the post explains the others.
        breaker.succeeded(key);
        explained = true;
      } else if (ABOUT_THE_POST.has(String((failure as { detail?: unknown }).detail))) {
        // Gated, or a photo asked for as a reel: what the post is, not the method.
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
  settle(false);
  if (lookup.signal.aborted) throw new MediaError("timeout");
  const answered = failures.some((f) => f.code === "not_found" || f.code === "private");
  if (skipped.length > 0 && !answered) {
    // Methods that might have answered are resting: come back, not "it does not exist".
    throw rateLimitedUntil(breaker.retryAt(skipped));
  }
  throw mostTelling(failures);
}

function mostTelling(failures: MediaError[]): MediaError {
  for (const code of PRECEDENCE) {
    const failure = failures.find((f) => f.code === code);
    if (failure) return failure;
  }
  return new MediaError("upstream_failed");
}

/**
 * A post: through a signed-in session first (sessions take turns), then logged out over the
 * egress pool, each egress trying the methods in order until one answers or Instagram
 * refuses the egress. Why: docs/decisions/023-instagram-methods.md, 028-egress-pool.md
 */
async function post(
  link: InstagramPostLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const failures: MediaError[] = [];
  const viaSession = await withSessions(context, instagramSessions, async (session, egress) => {
    try {
      return await runMethods(
        SESSION_METHODS,
        postLookup(link, { ...context, session, egress }),
        failures,
      );
    } catch (error) {
      if (error instanceof Refusal) throw error;
      // The session's own method did not answer: the logged-out methods may.
      return undefined;
    }
  });
  if (viaSession) return forKind(viaSession, kind);
  try {
    const found = await overEgresses(context, "instagram", async (egress) =>
      tagged(
        await runMethods(LOGGED_OUT_METHODS, postLookup(link, { ...context, egress }), failures),
        egress,
      ),
    );
    return forKind(found, kind);
  } catch (error) {
    if (error instanceof EgressesSpent) {
      throw spentUntil(error.until, pushback(context.config).sessions(instagramSessions).retryAt());
    }
    throw error;
  }
}

async function stories(link: InstagramStoryLink, context: RequestContext) {
  const sessions = pushback(context.config).sessions(instagramSessions);
  try {
    const found = await withSessions(context, instagramSessions, async (session, egress) =>
      tagged(await story(link, { ...context, session, egress }), egress),
    );
    if (found === undefined) {
      const until = sessions.retryAt();
      throw until === undefined
        ? cannotReadStories("no usable Instagram session")
        : spentUntil(until);
    }
    recordMethodOutcome("builtin", "instagram.reels_media", "items");
    return found;
  } catch (error) {
    recordMethodOutcome("builtin", "instagram.reels_media", toMediaError(error).code);
    throw error;
  }
}

/**
 * The built-in Instagram extractor, called by the builtin provider: posts and reels through
 * the methods of ./methods.ts in turn, stories through ./story.ts, share links through
 * ./share.ts first. Why: docs/decisions/023-instagram-methods.md
 */
export async function instagramResolve(
  link: InstagramPostLink | InstagramStoryLink | InstagramShareLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const target = link.type === "share" ? await followShare(link, context) : link;
  if (target.type === "story") return stories(target, context);
  return post(target, kind, context);
}
