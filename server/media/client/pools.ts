import type { Config } from "../../config.js";
import { MediaError } from "../errors.js";
import { upstreamPolicy } from "../host-policy.js";
import type { LookupContext } from "../lookup.js";
import { Refusal } from "../pushback/refusals.js";
import { pushback } from "../pushback/runtime.js";
import { sessionEgress } from "../pushback/turns.js";
import { isProxyFailure } from "../upstream/failures.js";
import type { PolicyCheck } from "../upstream/policy-check.js";
import { Wall } from "./answers.js";
import type { PoolRow } from "./pool-row.js";
import { clientFor, type Identity, type RunnablePlatform } from "./run.js";

export type { PoolRow };

/** What the table reads of a platform's description (an extractor of old has no `extract`). */
export interface PooledPlatform<L> extends Omit<RunnablePlatform<L>, "extract"> {
  extract?: RunnablePlatform<L>["extract"];
  checkServices?(config: Config, policy: PolicyCheck): Promise<PoolRow[]>;
}

/** Each route has this long, as a lookup's probe of a wall. */
const TIMEOUT_MS = 15_000;

function stateOf(error: unknown): string {
  if (error instanceof Refusal) {
    if (error.scope === "lost") return error.lostAs === "challenged" ? "challenged" : "logged out";
    if (error.scope === "session") return "asked to slow down";
    return `refused (${error.detail})`;
  }
  // A public post walled: the wall is this route's.
  if (error instanceof Wall) return `refused (${error.detail})`;
  if (isProxyFailure(error)) return "proxy failed";
  if (error instanceof MediaError) return `answered ${error.code}`;
  return error instanceof Error ? error.name : "failed";
}

/** Undefined when the route was served, else what it met. */
async function failureThrough<L>(
  platform: PooledPlatform<L>,
  link: L,
  config: Config,
  policy: PolicyCheck,
  identity: Identity,
): Promise<unknown> {
  const extract = platform.extract;
  if (!extract) return undefined;
  const context: LookupContext = { config, policy, signal: AbortSignal.timeout(TIMEOUT_MS) };
  const client = clientFor(platform, context, identity);
  try {
    const target = platform.indirect?.matches(link)
      ? await platform.indirect.follow(link, client)
      : link;
    const found = await extract(target, platform.defaultKind(target), client);
    return found.length > 0 ? undefined : new MediaError("not_found");
  } catch (error) {
    return error;
  }
}

/**
 * The doctor's second table: every egress and every session of a platform, each asked once on
 * its own, through a client the core builds as a lookup's (./run.ts), for the platform's probe
 * post (or the link itself when it has none), then the platform's own services. Whatever the
 * platform, the same question: does it serve this address, this session? Egresses and sessions
 * are named by position and kind only, never by address, proxy URL or cookie.
 * Why: docs/decisions/028-egress-pool.md, 029-instagram-session-pool.md,
 * 060-instagram-and-youtube-on-the-client.md
 */
export async function poolRows<L>(
  platform: PooledPlatform<L>,
  link: L,
  config: Config,
): Promise<PoolRow[]> {
  const { egresses } = pushback(config);
  const policy = upstreamPolicy(config).scoped({ platform: platform.name, services: true });
  const probe = platform.probe?.(config) ?? link;
  const rows: PoolRow[] = [];
  for (const egress of egresses.egresses) {
    const failure = platform.extract
      ? await failureThrough(platform, probe, config, policy, { egress })
      : undefined;
    const state = !platform.extract ? "-" : failure === undefined ? "ready" : stateOf(failure);
    rows.push({ route: `egress ${egress.index}`, kind: egress.kind, state });
  }
  if (platform.sessions?.(config)) {
    const sessions = pushback(config).sessions(platform);
    const probed: PoolRow[] = [];
    const tried = new Set<string>();
    for (let session = sessions.take(tried); session; session = sessions.take(tried)) {
      tried.add(session.key);
      const identity = { session, egress: sessionEgress(config, session) };
      const failure = await failureThrough(platform, probe, config, policy, identity);
      // Only a refusal is the session's; any other answer says it was served.
      const own = failure instanceof Refusal || failure instanceof Wall || isProxyFailure(failure);
      const state =
        failure === undefined ? "ready" : own ? stateOf(failure) : `ready (${stateOf(failure)})`;
      probed.push({ route: `session ${session.index}`, kind: platform.name, state });
    }
    // In pool order; sessions not asked (set aside or cooling) keep their state.
    for (const s of sessions.report()) {
      const route = `session ${s.index}`;
      const row = probed.find((r) => r.route === route);
      rows.push(row ?? { route, kind: platform.name, state: s.state.replace("_", " ") });
    }
  }
  rows.push(...((await platform.checkServices?.(config, policy)) ?? []));
  return rows;
}
