import type { Egress } from "../../egress/pool.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { TiktokLink } from "../../platforms/tiktok/links.js";
import { Refusal } from "../../pushback/refusals.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { toMediaError } from "../../upstream/failures.js";
import { readPost } from "./page.js";
import { followShort } from "./short.js";

/** The egress that read the page: the cookies it was given go back from the same address. */
function tagged(found: MediaCandidate[], egress: Egress): MediaCandidate[] {
  return found.map((c) => ({ ...c, egress: { index: egress.index, id: egress.id } }));
}

/**
 * The built-in TikTok extractor: short links followed first, then the post page read over the
 * egress pool, an egress TikTok refuses (429, 403, a challenge it will not let pass) resting
 * while the next is tried. Why: docs/decisions/043-tiktok.md, 028-egress-pool.md
 */
export async function tiktokResolve(
  link: TiktokLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const post = link.type === "short" ? await followShort(link, context) : link;
  try {
    const found = await overEgresses(context, "tiktok", async (egress) =>
      tagged(await readPost(post, kind, { ...context, egress }), egress),
    );
    recordMethodOutcome("builtin", "tiktok.web", "items");
    return found;
  } catch (error) {
    const failure = error instanceof EgressesSpent ? spentUntil(error.until) : error;
    recordMethodOutcome(
      "builtin",
      "tiktok.web",
      error instanceof Refusal ? `refused_${error.scope}` : toMediaError(failure).code,
    );
    throw failure;
  }
}
