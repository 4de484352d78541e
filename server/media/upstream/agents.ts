import { Agent } from "undici";
import { guardedLookup, type LookupFunction, openLookup } from "./address-guard.js";

/**
 * Upstream timeouts: connecting, waiting for the answer's headers, and the longest silence
 * inside a body before the transfer is abandoned. Read when the agents are first built
 * (tests shorten them before their first request).
 * Why: docs/decisions/008-upstream-guard-and-timeouts.md
 */
export const netLimits = { connectMs: 10_000, headersMs: 15_000, idleMs: 30_000 };

let guardedAgent: Agent | undefined;
let openAgent: Agent | undefined;

function newAgent(lookup: LookupFunction): Agent {
  return new Agent({
    headersTimeout: netLimits.headersMs,
    bodyTimeout: netLimits.idleMs,
    keepAliveTimeout: 10_000,
    connections: 256,
    connect: { timeout: netLimits.connectMs, lookup },
  });
}

/**
 * The connection pool for one hop: the guarded one checks every resolved address; the open
 * one serves trusted provider origins and MEDIA_ALLOW_PRIVATE_HOSTS (tests).
 */
export function agentFor(allowPrivate: boolean): Agent {
  if (allowPrivate) {
    openAgent ??= newAgent(openLookup);
    return openAgent;
  }
  guardedAgent ??= newAgent(guardedLookup);
  return guardedAgent;
}

export async function closeAgents(): Promise<void> {
  const agents = [guardedAgent, openAgent];
  guardedAgent = undefined;
  openAgent = undefined;
  await Promise.all(agents.map((a) => a?.close().catch(() => undefined)));
}
