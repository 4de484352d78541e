import type { Config } from "../../config.js";
import type { Egress } from "../egress/pool.js";
import { MediaError, type MediaErrorCode, type MediaReason } from "../errors.js";
import type { Kind, LookupContext, MediaCandidate } from "../lookup.js";
import { recordMethodOutcome } from "../outcomes.js";
import { Refusal } from "../pushback/refusals.js";
import { pushback, type SessionOwner } from "../pushback/runtime.js";
import type { Session } from "../pushback/sessions.js";
import { pushbackSettings } from "../pushback/settings.js";
import {
  EgressesSpent,
  overEgresses,
  sessionEgress,
  spentUntil,
  withSessions,
} from "../pushback/turns.js";
import { toMediaError } from "../upstream/failures.js";
import type { AnswerRules } from "./answers.js";
import { Wall } from "./answers.js";
import { PlatformClient } from "./client.js";
import { DEFAULT_PRECEDENCE, SERVED } from "./methods.js";
import type { SignInTurn } from "./sign-in.js";
import { type ProbeResult, WallJudge } from "./walls.js";

/**
 * How the core runs a platform's extractor for one lookup, so that no extractor does it by
 * hand: over the egress pool (an address the platform refuses rests, the next one asks), over
 * the platform's signed-in sessions where it has them and when they may help, each attempt
 * through a client built from the platform's description (./client.ts); a wall judged by a
 * probe before anything rests (./walls.ts); the attempt counted for /metrics and the doctor;
 * the candidates tagged with the address that got them (their downloads leave through it).
 * Why: docs/decisions/059-platform-client.md
 */

/** What the runner reads of a platform's description (server/media/platforms/platform.ts). */
export interface RunnablePlatform<L> extends SessionOwner {
  readonly name: string;
  extract(link: L, kind: Kind, client: PlatformClient): Promise<MediaCandidate[]>;
  readonly method?: string;
  readonly answers?: AnswerRules;
  waitMs?(headers: Readonly<Record<string, string>>): number;
  signIn?(link: L): SignInTurn;
  probe?(config: Config): L | undefined;
  defaultKind(link: L): Kind;
  readonly indirect?: {
    matches(link: L): boolean;
    follow(link: L, client: PlatformClient): Promise<L>;
  };
  readonly signedInOnly?: { matches(link: L): boolean; readonly reason: MediaReason };
  /**
   * Whether an address that rests for the platform may still be asked by a way its rest does
   * not stop (YouTube's WEB client with proof-of-origin tokens): when every address rests, the
   * lookup goes round them once more with `client.resting` set.
   */
  askWhileResting?(config: Config): boolean;
}

/** Who an attempt asks as: an address (egress), a session, and whether the address rests. */
export interface Identity {
  egress?: Egress | undefined;
  session?: Session | undefined;
  resting?: boolean;
}

/** The egress pool's scope of the second round through resting addresses. */
const RESTING = ":resting";

/** Answers a signed-in reader may get past. */
const SESSION_READS = new Set<MediaErrorCode>(["login_required", "private", "age_restricted"]);

/** A probe has this long, whatever is left of the lookup that met the wall. */
const PROBE_TIMEOUT_MS = 15_000;

const judges = new WeakMap<Config, WallJudge>();

function judgeOf(config: Config): WallJudge {
  let judge = judges.get(config);
  if (!judge) {
    const evidence = pushbackSettings.of(config).wallEvidenceMs;
    judge = new WallJudge(() => evidence);
    judges.set(config, judge);
  }
  return judge;
}

/** The client of one attempt of `platform` through `egress` (and `session`). */
export function clientFor(
  platform: Pick<RunnablePlatform<unknown>, "name" | "answers" | "waitMs">,
  context: LookupContext,
  identity: Identity = {},
  probing = false,
): PlatformClient {
  return new PlatformClient({
    platform: platform.name,
    ...(platform.answers ? { answers: platform.answers } : {}),
    ...(platform.waitMs ? { waitMs: (h) => platform.waitMs?.(h) ?? 0 } : {}),
    context,
    ...(identity.egress ? { egress: identity.egress } : {}),
    ...(identity.session ? { session: identity.session } : {}),
    breaker: pushback(context.config).methods,
    probing,
    ...(identity.resting ? { resting: true } : {}),
  });
}

/**
 * The doctor's client for one of a platform's ways of reading: the server's own address, or,
 * for a signed-in way, the pool's next session through its own address.
 */
export function stepClient(
  platform: Pick<RunnablePlatform<unknown>, "name" | "answers" | "waitMs" | "sessions">,
  context: LookupContext,
  signedIn = false,
): PlatformClient {
  const session = signedIn ? pushback(context.config).sessions(platform).take() : undefined;
  if (!session) return clientFor(platform, context);
  return clientFor(platform, context, { session, egress: sessionEgress(context.config, session) });
}

function outcomeOf(error: unknown): string {
  if (error instanceof Refusal) return `refused_${error.scope}`;
  if (error instanceof Wall) return "wall";
  return toMediaError(error).code;
}

/** The address that got these URLs: their downloads leave through it. */
function tagged(found: MediaCandidate[], egress: Egress | undefined): MediaCandidate[] {
  if (!egress) return found;
  return found.map((c) =>
    c.egress ? c : { ...c, egress: { index: egress.index, id: egress.id } },
  );
}

class Attempts<L> {
  private readonly judge: WallJudge;

  constructor(
    private readonly platform: RunnablePlatform<L>,
    private readonly context: LookupContext,
  ) {
    this.judge = judgeOf(context.config);
  }

  private key(client: PlatformClient): string {
    return `${this.platform.name}\u0000${client.identity}`;
  }

  /**
   * One attempt through one address (and session): `work` with its client. A wall is judged
   * (probed) before it becomes the address's refusal; a plain answer vouches for the address.
   */
  async run<T>(identity: Identity, work: (client: PlatformClient) => Promise<T>): Promise<T> {
    const client = clientFor(this.platform, this.context, identity);
    try {
      const result = await work(client);
      this.judge.vouch(this.key(client));
      return result;
    } catch (error) {
      if (error instanceof Wall) {
        const whose = await this.judge.judge(this.key(client), () => this.probe(identity));
        if (whose === "post") throw error.forPost();
        throw identity.session
          ? new Refusal("lost", `wall (${error.detail})`, 0, "logged_out")
          : new Refusal("egress", `wall (${error.detail})`, error.retryAfterMs);
      }
      if (error instanceof MediaError && SERVED.has(error.code)) {
        this.judge.vouch(this.key(client));
      }
      throw error;
    }
  }

  /** A public post read through the same address (and session): does the platform serve it? */
  private async probe(identity: Identity): Promise<ProbeResult> {
    const canary = this.platform.probe?.(this.context.config);
    if (canary === undefined) return "unknown";
    const context: LookupContext = {
      config: this.context.config,
      policy: this.context.policy,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    };
    const client = clientFor(this.platform, context, identity, true);
    try {
      const found = await this.platform.extract(canary, this.platform.defaultKind(canary), client);
      return found.length > 0 ? "served" : "unknown";
    } catch (error) {
      if (error instanceof Wall || error instanceof Refusal) return "walled";
      if (error instanceof MediaError && SERVED.has(error.code)) return "served";
      return "unknown";
    }
  }

  /** The link's items through one client: a share link followed first, the reading counted. */
  async extract(link: L, kind: Kind, client: PlatformClient): Promise<MediaCandidate[]> {
    const method = `${this.platform.name}.${this.platform.method ?? "web"}${client.signedIn ? "_session" : ""}`;
    try {
      const target = this.platform.indirect?.matches(link)
        ? await this.platform.indirect.follow(link, client)
        : link;
      const found = await this.platform.extract(target, kind, client);
      if (found.length === 0) throw new MediaError("not_found");
      if (!client.ranMethods) recordMethodOutcome("builtin", method, "items", this.platform.name);
      return tagged(found, client.egress);
    } catch (error) {
      if (!client.ranMethods) {
        recordMethodOutcome("builtin", method, outcomeOf(error), this.platform.name);
      }
      throw error;
    }
  }
}

/**
 * Of what a session said about the post and what the logged-out reading ended with, the more
 * telling (a session told "private" where the logged-out reading found nothing: the post is
 * private). Why: docs/decisions/060-instagram-and-youtube-on-the-client.md
 */
function moreTelling(session: MediaError | undefined, loggedOut: unknown): unknown {
  if (!session || !(loggedOut instanceof MediaError)) return loggedOut;
  const rank = (code: MediaErrorCode) => {
    const at = DEFAULT_PRECEDENCE.indexOf(code);
    return at < 0 ? DEFAULT_PRECEDENCE.length : at;
  };
  return rank(session.code) < rank(loggedOut.code) ? session : loggedOut;
}

function spent(error: unknown, sessionsBack?: number): unknown {
  return error instanceof EgressesSpent ? spentUntil(error.until, sessionsBack) : error;
}

/**
 * Runs `platform`'s extractor for `link` with the turns its description asks for, and returns
 * the candidates (or the most telling failure).
 */
export async function extractWithTurns<L>(
  platform: RunnablePlatform<L>,
  link: L,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const attempts = new Attempts(platform, context);
  const { config } = context;
  const hasSessions = platform.sessions?.(config) !== undefined;
  const asked = platform.signIn?.(link) ?? "fallback";
  const turn: SignInTurn = asked === "only" || hasSessions ? asked : "never";
  const sessions = pushback(config).sessions(platform);
  const loggedOut = async () => {
    try {
      return await overEgresses(context, platform.name, (egress) =>
        attempts.run({ egress }, (client) => attempts.extract(link, kind, client)),
      );
    } catch (error) {
      if (!(error instanceof EgressesSpent) || !platform.askWhileResting?.(config)) throw error;
      // Every address rests: once more through them, by the way their rest does not stop.
      try {
        return await overEgresses(context, `${platform.name}${RESTING}`, (egress) =>
          attempts.run({ egress, resting: true }, (client) => attempts.extract(link, kind, client)),
        );
      } catch (again) {
        if (!(again instanceof EgressesSpent)) throw again;
        const ends = [error.until, again.until].filter((t): t is number => t !== undefined);
        throw new EgressesSpent(ends.length > 0 ? Math.min(...ends) : undefined);
      }
    }
  };
  const signedIn = () =>
    withSessions(context, platform, (session, egress) =>
      attempts.run({ egress, session }, (client) => attempts.extract(link, kind, client)),
    );

  if (turn === "only") {
    const found = await signedIn();
    if (found) return found;
    const until = sessions.retryAt();
    if (until !== undefined) throw spentUntil(until);
    throw new MediaError("login_required", platform.signedInOnly?.reason);
  }
  if (turn === "first") {
    let sessionSaid: MediaError | undefined;
    const found = await withSessions(context, platform, async (session, egress) => {
      try {
        return await attempts.run({ egress, session }, (client) =>
          attempts.extract(link, kind, client),
        );
      } catch (error) {
        if (error instanceof Refusal) throw error;
        if (error instanceof MediaError) sessionSaid = error;
        // The session's reading did not answer: the logged-out one may.
        return undefined;
      }
    });
    if (found) return found;
    try {
      return await loggedOut();
    } catch (error) {
      throw moreTelling(sessionSaid, spent(error, sessions.retryAt()));
    }
  }
  try {
    return await loggedOut();
  } catch (error) {
    if (turn === "never") throw spent(error);
    const allRest = error instanceof EgressesSpent;
    const sessionMayRead = error instanceof MediaError && SESSION_READS.has(error.code);
    if (!allRest && !sessionMayRead) throw error;
    const found = await signedIn();
    if (found) return found;
    throw spent(error, sessions.retryAt());
  }
}

/**
 * Follows a link that only points at another (a share link) through the egress pool, as a
 * lookup does: a refusal rests the address and the next one asks. Never with a session: a
 * share link is public.
 */
export async function followWithTurns<L>(
  platform: RunnablePlatform<L>,
  link: L,
  context: LookupContext,
): Promise<L> {
  const indirect = platform.indirect;
  if (!indirect?.matches(link)) return link;
  const attempts = new Attempts(platform, context);
  try {
    return await overEgresses(context, platform.name, (egress) =>
      attempts.run({ egress }, (client) => indirect.follow(link, client)),
    );
  } catch (error) {
    throw spent(error);
  }
}

/**
 * Any other reading of a platform that is not a lookup of one link (a page of a playlist)
 * through the egress pool, as a lookup is: a refusal rests the address and the next one asks;
 * never with a session. Why: docs/decisions/075-collections.md
 */
export async function askWithTurns<T>(
  platform: RunnablePlatform<unknown>,
  context: LookupContext,
  work: (client: PlatformClient) => Promise<T>,
): Promise<T> {
  const attempts = new Attempts(platform, context);
  try {
    return await overEgresses(context, platform.name, (egress) => attempts.run({ egress }, work));
  } catch (error) {
    throw spent(error);
  }
}
