import type { Egress } from "../../egress/pool.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { SnapchatLink } from "../../platforms/snapchat/links.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { toMediaError } from "../../upstream/failures.js";
import { spotlightPage } from "./page.js";
import { followShort } from "./short.js";
import { storyPage } from "./story.js";

function tagged(found: MediaCandidate[], egress: Egress): MediaCandidate[] {
  return found.map((c) => ({ ...c, egress: { index: egress.index, id: egress.id } }));
}

/**
 * The built-in Snapchat extractor: a Spotlight's page, or a profile's page for its story,
 * through the egress pool (a share link followed first, when the engine has not already). A
 * Spotlight is one video for every screen (the audio screen converts it).
 * Why: docs/decisions/056-snapchat-spotlight.md
 */
export async function snapchatResolve(
  link: SnapchatLink,
  _kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  let method = link.type === "story" ? "snapchat.story_page" : "snapchat.spotlight_page";
  try {
    const found = await overEgresses(context, "snapchat", async (egress) => {
      const target = link.type === "short" ? await followShort(link, { ...context, egress }) : link;
      if (target.type === "story") {
        method = "snapchat.story_page";
        return tagged(await storyPage(target, context, egress), egress);
      }
      return tagged([await spotlightPage(target, context, egress)], egress);
    });
    recordMethodOutcome("builtin", method, "items");
    return found;
  } catch (error) {
    const failure = error instanceof EgressesSpent ? spentUntil(error.until) : toMediaError(error);
    recordMethodOutcome("builtin", method, failure.code);
    throw failure;
  }
}
