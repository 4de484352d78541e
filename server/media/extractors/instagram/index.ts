import { MediaError, type MediaErrorCode } from "../../errors.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type {
  InstagramPostLink,
  InstagramShareLink,
  InstagramStoryLink,
} from "../../platforms/instagram/links.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import { shortcodeToId } from "../../platforms/instagram/shortcode.js";
import { toMediaError } from "../../upstream/failures.js";
import { methodsFor, type PostLookup } from "./methods.js";
import { followShare } from "./share.js";
import { story } from "./story.js";

/** When every method failed, the most telling reason wins. */
const PRECEDENCE: MediaErrorCode[] = [
  "private",
  "not_found",
  "rate_limited",
  "timeout",
  "upstream_failed",
];

/** What one post lookup shares between its methods. */
export function postLookup(link: InstagramPostLink, context: LookupContext): PostLookup {
  return {
    ...context,
    code: link.code,
    mediaId: shortcodeToId(link.code),
    mustBeVideo: link.form !== "p",
  };
}

/** A reel's own sound goes only to the audio screen, and first there. */
function forKind(found: MediaCandidate[], kind: Kind): MediaCandidate[] {
  if (kind !== "audio") return found.filter((c) => c.type !== "audio");
  return [...found.filter((c) => c.type === "audio"), ...found.filter((c) => c.type !== "audio")];
}

async function post(
  link: InstagramPostLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const lookup = postLookup(link, context);
  const failures: MediaError[] = [];
  for (const method of methodsFor(Boolean(instagramSettings.of(context.config).cookie))) {
    if (context.signal.aborted) break;
    try {
      const found = await method.run(lookup);
      recordMethodOutcome("builtin", `instagram.${method.name}`, "items");
      return forKind(found, kind);
    } catch (error) {
      const failure = context.signal.aborted ? new MediaError("timeout") : toMediaError(error);
      recordMethodOutcome("builtin", `instagram.${method.name}`, failure.code);
      failures.push(failure);
    }
  }
  if (context.signal.aborted) throw new MediaError("timeout");
  for (const code of PRECEDENCE) {
    const failure = failures.find((f) => f.code === code);
    if (failure) throw failure;
  }
  throw new MediaError("upstream_failed");
}

async function stories(link: InstagramStoryLink, context: LookupContext) {
  try {
    const found = await story(link, context);
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
