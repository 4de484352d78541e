import type { Config } from "../../config.js";
import type { Egress, Scope } from "../egress/pool.js";
import { MediaError, rateLimitedUntil } from "../errors.js";
import { isProxyFailure } from "../upstream/failures.js";
import { Refusal } from "./refusals.js";
import { pushback, type SessionOwner } from "./runtime.js";
import type { Session } from "./sessions.js";

/**
 * How one lookup goes round the pools: over the egresses a platform has not benched, one
 * after another as they are refused, and over the signed-in sessions in turn.
 * Why: docs/decisions/028-egress-pool.md, docs/decisions/029-instagram-session-pool.md
 */
interface Turn {
  config: Config;
  signal: AbortSignal;
}

/** Every egress of `scope` is benched (or was refused during this lookup). */
export class EgressesSpent extends MediaError {
  constructor(readonly until: number | undefined) {
    super("rate_limited");
    this.name = "EgressesSpent";
  }
}

/**
 * Runs `attempt` through the next egress in turn until one is not refused; a refused egress
 * (or a dead proxy) is benched for `scope` and the next is tried at once. Any other
 * outcome, an answer or a failure about the media, ends the round.
 */
export async function overEgresses<T>(
  turn: Turn,
  scope: Scope,
  attempt: (egress: Egress) => Promise<T>,
  options: { includeBenched?: boolean } = {},
): Promise<T> {
  const pool = pushback(turn.config).egresses;
  const tried = new Set<number>();
  for (;;) {
    if (turn.signal.aborted) throw new MediaError("timeout");
    const egress =
      pool.pick(scope, tried) ?? (options.includeBenched ? pool.pickAny(tried) : undefined);
    if (!egress) throw new EgressesSpent(pool.retryAt(scope));
    tried.add(egress.index);
    // When the request left: a refusal of it after a rest began is part of that burst.
    const sent = Date.now();
    try {
      const result = await attempt(egress);
      pool.answered(egress, scope, sent);
      return result;
    } catch (error) {
      if (error instanceof Refusal && error.scope === "egress") {
        pool.refused(egress, scope, error.retryAfterMs, sent);
        continue;
      }
      if (isProxyFailure(error) && !turn.signal.aborted) {
        pool.refused(egress, scope, 0, sent);
        continue;
      }
      throw error;
    }
  }
}

/** The egress a session always leaves through (session k through egress k mod n). */
export function sessionEgress(config: Config, session: Session): Egress {
  const { egresses } = pushback(config).egresses;
  return egresses[session.index % egresses.length] as Egress;
}

/**
 * Runs `attempt` with `platform`'s next signed-in session in turn; a session asked to slow
 * down sits out, a logged-out or challenged one is set aside, and the next is tried. Resolves
 * undefined when no session is left (none configured, or all benched), or when the attempt
 * itself resolved undefined: the session's methods did not answer, which says nothing of the
 * session (it is neither answered nor refused).
 * Why: docs/decisions/029-instagram-session-pool.md, 036-one-state-across-processes.md
 */
export async function withSessions<T>(
  turn: Turn,
  platform: SessionOwner,
  attempt: (session: Session, egress: Egress) => Promise<T | undefined>,
): Promise<T | undefined> {
  const pool = pushback(turn.config).sessions(platform);
  const tried = new Set<string>();
  for (;;) {
    if (turn.signal.aborted) throw new MediaError("timeout");
    const session = pool.take(tried);
    if (!session) return undefined;
    tried.add(session.key);
    const sent = Date.now();
    try {
      const result = await attempt(session, sessionEgress(turn.config, session));
      if (result !== undefined) pool.answered(session, sent);
      return result;
    } catch (error) {
      if (error instanceof Refusal) {
        if (error.scope === "lost") pool.lost(session, error.lostAs);
        else pool.refused(session, error.retryAfterMs, sent);
        continue;
      }
      throw error;
    }
  }
}

/** An egress for a one-off request (a share link): the next free in turn, else any. */
export function anyEgress(config: Config, scope: Scope): Egress | undefined {
  const pool = pushback(config).egresses;
  const egress = pool.pick(scope) ?? pool.pickAny();
  return egress?.proxy ? egress : undefined;
}

/**
 * The egress a download token names: found by its id, so a reordered MEDIA_PROXIES still
 * routes right; when that proxy left the list, the server's own route (or, with
 * MEDIA_DIRECT=false, the first egress). undefined means the server's own route.
 */
export function downloadEgress(
  config: Config,
  ref: readonly [number, string] | undefined,
): Egress | undefined {
  const pool = pushback(config).egresses;
  const named = ref ? pool.find(ref[1]) : undefined;
  const egress = named ?? pool.egresses[0];
  return egress?.proxy ? egress : undefined;
}

/** `rate_limited`, with when to come back: the earliest of the egresses' and sessions' returns. */
export function spentUntil(...ends: Array<number | undefined>): MediaError {
  const known = ends.filter((end): end is number => end !== undefined);
  return rateLimitedUntil(known.length > 0 ? Math.min(...known) : undefined);
}
