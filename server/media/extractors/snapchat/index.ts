import type { Egress } from "../../egress/pool.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { SnapchatLink } from "../../platforms/snapchat/links.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { toMediaError } from "../../upstream/failures.js";
import { spotlightPage } from "./page.js";
import { followShort } from "./short.js";

const METHOD = "snapchat.spotlight_page";

function tagged(found: MediaCandidate, egress: Egress): MediaCandidate {
  return { ...found, egress: { index: egress.index, id: egress.id } };
}

/**
 * The built-in Snapchat extractor: a Spotlight's page through the egress pool (a share link
 * followed first, when the engine has not already). The kind does not matter: a Spotlight is
 * one video, and the audio screen converts it. Why: docs/decisions/056-snapchat-spotlight.md
 */
export async function snapchatResolve(
  link: SnapchatLink,
  _kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  try {
    const found = await overEgresses(context, "snapchat", async (egress) => {
      const target = link.type === "short" ? await followShort(link, { ...context, egress }) : link;
      return tagged(await spotlightPage(target, context, egress), egress);
    });
    recordMethodOutcome("builtin", METHOD, "items");
    return [found];
  } catch (error) {
    const failure = error instanceof EgressesSpent ? spentUntil(error.until) : toMediaError(error);
    recordMethodOutcome("builtin", METHOD, failure.code);
    throw failure;
  }
}
