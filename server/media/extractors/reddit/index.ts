import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import type { RedditLink, RedditPostLink } from "../../platforms/reddit/links.js";
import { redditSessions, redditSettings } from "../../platforms/reddit/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { pushback } from "../../pushback/runtime.js";
import { EgressesSpent, overEgresses, spentUntil, withSessions } from "../../pushback/turns.js";
import { toMediaError } from "../../upstream/failures.js";
import { postMedia } from "./media.js";
import { fetchPost } from "./post.js";
import type { RedditContext } from "./request.js";
import { followShare } from "./share.js";

/** Answers a signed-in session may read where the anonymous one may not. */
const SESSION_READS = new Set(["login_required", "private"]);

function tagged(found: MediaCandidate[], egress: Egress): MediaCandidate[] {
  return found.map((c) => ({ ...c, egress: { index: egress.index, id: egress.id } }));
}

/** One read of the post and its media, counted under `method` for the operator. */
async function read(
  link: RedditPostLink,
  kind: Kind,
  context: RedditContext,
  method: string,
): Promise<MediaCandidate[]> {
  try {
    const found = await postMedia(await fetchPost(link.id, context), kind, context);
    recordMethodOutcome("builtin", method, "items");
    return found;
  } catch (error) {
    const outcome = error instanceof Refusal ? `refused_${error.scope}` : toMediaError(error).code;
    recordMethodOutcome("builtin", method, outcome);
    throw error;
  }
}

/**
 * The built-in Reddit extractor: the anonymous `loid` session over the egress pool (or an OAuth
 * app's token when one is set), then a signed-in session of REDDIT_COOKIES_FILE when the post
 * needs one or every egress rests. Why: docs/decisions/049-reddit.md
 */
export async function redditResolve(
  link: RedditLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  let target: RedditPostLink | undefined = link.type === "post" ? link : undefined;
  const method = redditSettings.of(context.config).oauth ? "reddit.oauth_json" : "reddit.json";
  try {
    return await overEgresses(context, "reddit", async (egress) => {
      const own = { ...context, egress };
      target ??= await followShare(link as Exclude<RedditLink, RedditPostLink>, own);
      return tagged(await read(target, kind, own, method), egress);
    });
  } catch (error) {
    const spent = error instanceof EgressesSpent;
    const needsSession = error instanceof MediaError && SESSION_READS.has(error.code);
    if (!target || !(spent || needsSession)) throw error;
    const post = target;
    const viaSession = await withSessions(context, redditSessions, async (session, egress) =>
      tagged(
        await read(post, kind, { ...context, session, egress }, "reddit.json_session"),
        egress,
      ),
    );
    if (viaSession) return viaSession;
    if (spent) {
      throw spentUntil(error.until, pushback(context.config).sessions(redditSessions).retryAt());
    }
    throw error;
  }
}

/** The doctor's step: the post's JSON through the anonymous session, and its media. */
export function redditSteps(link: RedditLink): DiagnosticStep[] | undefined {
  if (link.type !== "post") return undefined;
  return [
    {
      name: "reddit.json",
      run: async ({ lookupContext: context }) =>
        postMedia(await fetchPost(link.id, context), "post", context),
    },
  ];
}
