import type { Egress } from "../../egress/pool.js";
import { MediaError, type MediaErrorCode } from "../../errors.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { FacebookLink, FacebookVideoLink } from "../../platforms/facebook/links.js";
import { FACEBOOK_STREAM_HEADERS, facebookSessions } from "../../platforms/facebook/settings.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import { Refusal } from "../../pushback/refusals.js";
import { pushback } from "../../pushback/runtime.js";
import { EgressesSpent, overEgresses, spentUntil, withSessions } from "../../pushback/turns.js";
import { toMediaError } from "../../upstream/failures.js";
import { fetchVideoPage, pagePaths } from "./page.js";
import type { FoundVideo } from "./relay.js";
import type { FacebookContext } from "./request.js";
import { followShare } from "./share.js";

/** When both pages failed, the most telling reason wins. */
const PRECEDENCE: MediaErrorCode[] = ["not_found", "login_required", "timeout", "upstream_failed"];

function mostTelling(failures: MediaError[]): MediaError {
  for (const code of PRECEDENCE) {
    const failure = failures.find((f) => f.code === code);
    if (failure) return failure;
  }
  return failures[0] ?? new MediaError("upstream_failed");
}

/**
 * The video's pages in turn (its own form, then the other) until one carries the video; a
 * refusal ends the round at once (the other page would meet the same).
 */
async function readVideo(link: FacebookVideoLink, context: FacebookContext): Promise<FoundVideo> {
  const failures: MediaError[] = [];
  for (const { name, path } of pagePaths(link)) {
    const method = `facebook.${name}${context.session ? "_session" : ""}`;
    try {
      const found = await fetchVideoPage(link, path, context);
      recordMethodOutcome("builtin", method, "items");
      return found;
    } catch (error) {
      if (error instanceof Refusal) {
        recordMethodOutcome("builtin", method, `refused_${error.scope}`);
        throw error;
      }
      const failure = context.signal.aborted ? new MediaError("timeout") : toMediaError(error);
      recordMethodOutcome("builtin", method, failure.code);
      if (failure.code === "timeout") throw failure;
      failures.push(failure);
    }
  }
  throw mostTelling(failures);
}

/** What the screen asked for: every quality of the video, or its sound. */
function forKind(found: FoundVideo, kind: Kind, egress: Egress): MediaCandidate[] {
  const tag = { egress: { index: egress.index, id: egress.id } };
  // Qualities carry the platform's stream headers; single files carry their own.
  const headers = { ...FACEBOOK_STREAM_HEADERS };
  if (kind !== "audio") return [{ ...found.candidate, ...tag }];
  const progressive = found.candidate.qualities.find((q) => q.processing === "none");
  // The sound alone when the manifest has it, else a progressive MP4's (converted to MP3).
  if (found.audio) return [{ type: "audio", url: found.audio, ext: "m4a", headers, ...tag }];
  return [{ type: "video", url: progressive?.url ?? found.candidate.url, headers, ...tag }];
}

/**
 * The built-in Facebook extractor: logged out over the egress pool first (public videos need
 * nothing more); a signed-in session of FACEBOOK_COOKIES_FILE only when the page wanted a login
 * or every egress rests. Why: docs/decisions/048-facebook.md
 */
export async function facebookResolve(
  link: FacebookLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  let target: FacebookVideoLink | undefined = link.type === "video" ? link : undefined;
  try {
    return await overEgresses(context, "facebook", async (egress) => {
      target ??= await followShare(link as Exclude<FacebookLink, FacebookVideoLink>, {
        ...context,
        egress,
      });
      return forKind(await readVideo(target, { ...context, egress }), kind, egress);
    });
  } catch (error) {
    const spent = error instanceof EgressesSpent;
    const needsLogin = error instanceof MediaError && error.code === "login_required";
    if (!target || !(spent || needsLogin)) throw error;
    const video = target;
    const viaSession = await withSessions(context, facebookSessions, async (session, egress) =>
      forKind(await readVideo(video, { ...context, session, egress }), kind, egress),
    );
    if (viaSession) return viaSession;
    if (spent) {
      throw spentUntil(error.until, pushback(context.config).sessions(facebookSessions).retryAt());
    }
    throw error;
  }
}

/** The doctor's steps: each page on its own, logged out through the server's own route. */
export function facebookSteps(link: FacebookLink): DiagnosticStep[] | undefined {
  if (link.type !== "video") return undefined;
  return pagePaths(link).map(({ name, path }) => ({
    name: `facebook.${name}`,
    async run(client) {
      const context = client.lookupContext;
      const found = await fetchVideoPage(link, path, context);
      return [found.candidate];
    },
  }));
}
