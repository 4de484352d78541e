import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import {
  type ThreadsLink,
  type ThreadsPostLink,
  type ThreadsShareLink,
  threadsPath,
} from "../../platforms/threads/links.js";
import { threadsSettings } from "../../platforms/threads/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { upstreamRequest } from "../../upstream/client.js";
import { toMediaError } from "../../upstream/failures.js";
import { documentHeaders, type PageContext, readPostPage } from "./page.js";

/** The egress that got these URLs: their downloads leave through it. */
function tagged(found: MediaCandidate[], egress: Egress): MediaCandidate[] {
  return found.map((c) => ({ ...c, egress: { index: egress.index, id: egress.id } }));
}

/**
 * A post through the egress pool: an egress Threads refuses (429, the empty shell, a login
 * wall or challenge) rests and the next one asks; an answer about the post ends the round.
 * Why: docs/decisions/047-threads.md, 028-egress-pool.md
 */
async function post(link: ThreadsPostLink, context: LookupContext): Promise<MediaCandidate[]> {
  const threads = threadsSettings.of(context.config);
  try {
    const found = await overEgresses(context, "threads", async (egress) =>
      tagged(await readPostPage(link, threads, { ...context, egress }), egress),
    );
    recordMethodOutcome("builtin", "threads.page", "items");
    return found;
  } catch (error) {
    const failure = error instanceof EgressesSpent ? spentUntil(error.until) : toMediaError(error);
    recordMethodOutcome(
      "builtin",
      "threads.page",
      error instanceof Refusal ? `refused_${error.scope}` : failure.code,
    );
    throw failure;
  }
}

/** `/share/<id>/` links: read the redirect, and accept it only if it names a Threads post. */
export async function followThreadsShare(
  link: ThreadsShareLink,
  context: PageContext,
): Promise<ThreadsPostLink> {
  const threads = threadsSettings.of(context.config);
  let location: string | undefined;
  try {
    const response = await upstreamRequest(`${threads.origin}/share/${link.token}/`, {
      headers: documentHeaders(threads),
      signal: context.signal,
      policy: context.policy,
      manualRedirect: true,
      ...(context.egress ? { egress: context.egress } : {}),
    });
    await response.body.dump().catch(() => undefined);
    context.onStatus?.(response.statusCode);
    if (response.statusCode === 404) throw new MediaError("not_found");
    if (response.statusCode === 429) throw new MediaError("rate_limited");
    location = response.headers.location ? String(response.headers.location) : undefined;
  } catch (error) {
    throw toMediaError(error);
  }
  if (!location) throw new MediaError("upstream_failed");
  const target = new URL(location, threads.origin);
  const onThreads =
    target.origin === new URL(threads.origin).origin ||
    /(^|\.)threads\.(com|net)$/.test(target.hostname);
  const resolved = onThreads ? threadsPath(target.pathname) : undefined;
  if (resolved?.type !== "post") throw new MediaError("unsupported_link");
  return resolved;
}

/**
 * The built-in Threads extractor: the post page's embedded post (every photo and video,
 * carousels item by item), share links followed first. The kind asked changes nothing here:
 * the audio screen takes a video's sound. Why: docs/decisions/047-threads.md
 */
export async function threadsResolve(
  link: ThreadsLink,
  _kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const target = link.type === "share" ? await followThreadsShare(link, context) : link;
  return post(target, context);
}
