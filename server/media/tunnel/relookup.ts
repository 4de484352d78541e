import type { Config } from "../../config.js";
import { MediaError } from "../errors.js";
import { parseLink } from "../links.js";
import type { CandidateQuality } from "../lookup.js";
import { pushback } from "../pushback/runtime.js";
import { lookupAnswer } from "../resolve.js";
import { segmentedTicket } from "./link.js";
import type { Ticket } from "./token.js";

/**
 * A download whose URL works only from the address that asked for it (YouTube binds stream
 * URLs to it), arriving at an instance that does not have that egress (another instance's
 * own route, or a proxy this one is not given): the link is looked up again here, through
 * this instance's egresses and its own entry of the lookup cache, and the same quality is
 * fetched from the address that asked. No instance ever fetches a bound URL through an
 * address that did not ask. Why: docs/decisions/036-one-state-across-processes.md
 */
export async function routeTicket(config: Config, ticket: Ticket): Promise<Ticket> {
  const { r: again, x: ref } = ticket;
  if (!again) return ticket;
  if (ref && pushback(config).egresses.find(ref[1])) return ticket;
  const link = parseLink(again.l);
  const answer = await lookupAnswer(link, again.k);
  for (const candidate of answer.candidates) {
    const quality = pick(candidate.qualities ?? [], again);
    if (!quality || !candidate.egress) continue;
    const routed: Ticket = {
      ...ticket,
      u: quality.url,
      x: [candidate.egress.index, candidate.egress.id],
    };
    if (quality.audioUrl) routed.a = quality.audioUrl;
    else delete routed.a;
    if (quality.segmented) routed.g = segmentedTicket(quality.segmented);
    else delete routed.g;
    return routed;
  }
  throw new MediaError("upstream_failed", "file_gone");
}

/** The same quality: label, codec and container, else the same label. */
function pick(qualities: CandidateQuality[], again: NonNullable<Ticket["r"]>) {
  return (
    qualities.find((q) => q.label === again.q && q.codec === again.c && q.ext === again.o) ??
    qualities.find((q) => q.label === again.q && q.ext === again.o)
  );
}
