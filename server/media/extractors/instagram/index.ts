import { MediaError, type MediaErrorCode } from "../../errors.js";
import type {
  InstagramPostLink,
  InstagramShareLink,
  InstagramStoryLink,
  Kind,
} from "../../links.js";
import type { MediaCandidate, ProviderContext } from "../../providers/types.js";
import { toMediaError } from "../../upstream/failures.js";
import { METHODS } from "./methods.js";
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

async function post(
  link: InstagramPostLink,
  kind: Kind,
  context: ProviderContext,
): Promise<MediaCandidate[]> {
  const failures: MediaError[] = [];
  for (const method of METHODS) {
    if (context.signal.aborted) break;
    try {
      const found = await method(link.code, context);
      // A reel's own sound is offered only to the audio screen.
      const usable = kind === "audio" ? found : found.filter((c) => c.type !== "audio");
      if (usable.length > 0) {
        return kind === "audio"
          ? [
              ...usable.filter((c) => c.type === "audio"),
              ...usable.filter((c) => c.type !== "audio"),
            ]
          : usable;
      }
    } catch (error) {
      failures.push(toMediaError(error));
    }
  }
  if (context.signal.aborted) throw new MediaError("timeout");
  for (const code of PRECEDENCE) {
    const failure = failures.find((f) => f.code === code);
    if (failure) throw failure;
  }
  throw new MediaError("upstream_failed");
}

/**
 * The built-in Instagram extractor, called by the builtin provider: posts and reels through
 * the methods of ./methods.ts in turn, stories through ./story.ts, share links through
 * ./share.ts first.
 */
export async function instagramResolve(
  link: InstagramPostLink | InstagramStoryLink | InstagramShareLink,
  kind: Kind,
  context: ProviderContext,
): Promise<MediaCandidate[]> {
  const target = link.type === "share" ? await followShare(link, context) : link;
  if (target.type === "story") return story(target, context);
  return post(target, kind, context);
}
