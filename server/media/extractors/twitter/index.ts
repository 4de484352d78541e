import type { Config } from "../../../config.js";
import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import type { TwitterPostLink } from "../../platforms/twitter/links.js";
import {
  type TwitterSettings,
  twitterSessions,
  twitterSettings,
} from "../../platforms/twitter/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { pushback } from "../../pushback/runtime.js";
import {
  EgressesSpent,
  overEgresses,
  sessionEgress,
  spentUntil,
  withSessions,
} from "../../pushback/turns.js";
import { toMediaError } from "../../upstream/failures.js";
import { GuestRefused, viaGuest, viaSession, viaSyndication } from "./api.js";
import { candidatesOf } from "./media.js";
import type { RequestContext } from "./request.js";

/** The egress that read the post: its downloads leave through it. */
function tagged(found: MediaCandidate[], egress: Egress): MediaCandidate[] {
  return found.map((c) => ({ ...c, egress: { index: egress.index, id: egress.id } }));
}

/** Runs one way of reading, counting its outcome for /metrics and the doctor. */
async function counted<T>(method: string, run: () => Promise<T>): Promise<T> {
  try {
    const found = await run();
    recordMethodOutcome("builtin", `twitter.${method}`, "items");
    return found;
  } catch (error) {
    const outcome =
      error instanceof Refusal
        ? `refused_${error.scope}`
        : error instanceof GuestRefused
          ? "guest_refused"
          : toMediaError(error).code;
    recordMethodOutcome("builtin", `twitter.${method}`, outcome);
    throw error;
  }
}

/**
 * Logged out: the guest GraphQL query, and the syndication endpoint when guests are refused or
 * the query cannot be read. What either says of the post ends the lookup.
 */
async function anonymously(
  x: TwitterSettings,
  id: string,
  context: RequestContext,
): Promise<unknown[]> {
  try {
    return await counted("graphql", () => viaGuest(x, id, context));
  } catch (error) {
    const failure = toMediaError(error);
    const guestsOnly = error instanceof GuestRefused || failure.code === "upstream_failed";
    if (!guestsOnly || context.signal.aborted) throw error;
  }
  return counted("syndication", () => viaSyndication(x, id, context));
}

/** Answers that a signed-in reader may get past: its sessions are asked then. */
function sessionMayRead(error: unknown): boolean {
  if (error instanceof EgressesSpent) return true;
  return (
    error instanceof MediaError &&
    ["age_restricted", "private", "login_required"].includes(error.code)
  );
}

/**
 * The built-in X extractor: logged out over the egress pool (an egress rests only when X refuses
 * both its guests and its syndication requests), then, for what only a signed-in reader sees or
 * when every egress rests, through TWITTER_COOKIES_FILE's sessions in turn.
 * Why: docs/decisions/046-twitter.md, 028-egress-pool.md, 036-one-state-across-processes.md
 */
export async function twitterResolve(
  link: TwitterPostLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const x = twitterSettings.of(context.config);
  let guestFailure: unknown;
  try {
    return await overEgresses(context, "twitter", async (egress) =>
      tagged(
        candidatesOf(await anonymously(x, link.id, { ...context, egress }), kind, link.index),
        egress,
      ),
    );
  } catch (error) {
    if (!sessionMayRead(error)) throw error;
    guestFailure = error;
  }
  const signedIn = await withSessions(context, twitterSessions, (session, egress) =>
    counted("session", async () =>
      tagged(
        candidatesOf(
          await viaSession(x, link.id, session, { ...context, egress, session }),
          kind,
          link.index,
        ),
        egress,
      ),
    ),
  );
  if (signedIn) return signedIn;
  if (guestFailure instanceof EgressesSpent) {
    throw spentUntil(
      guestFailure.until,
      pushback(context.config).sessions(twitterSessions).retryAt(),
    );
  }
  throw guestFailure;
}

/** Each way of reading on its own, for the doctor (the signed-in one with the pool's next session). */
export function twitterSteps(link: TwitterPostLink, config: Config): DiagnosticStep[] {
  const x = twitterSettings.of(config);
  const read = (media: unknown[]) => candidatesOf(media, "post", link.index);
  const steps: DiagnosticStep[] = [
    {
      name: "twitter.graphql",
      run: async ({ lookupContext: context }) => read(await viaGuest(x, link.id, context)),
    },
    {
      name: "twitter.syndication",
      run: async ({ lookupContext: context }) => read(await viaSyndication(x, link.id, context)),
    },
  ];
  if (x.cookiesFile) {
    steps.push({
      name: "twitter.session",
      run: async ({ lookupContext: context }) => {
        const session = pushback(context.config).sessions(twitterSessions).take();
        if (!session) throw new MediaError("login_required");
        const egress = sessionEgress(context.config, session);
        return read(await viaSession(x, link.id, session, { ...context, egress, session }));
      },
    });
  }
  return steps;
}
