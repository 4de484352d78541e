import { Agent } from "undici";
import { proxyConnector } from "../egress/connector.js";
import type { Egress } from "../egress/pool.js";
import { guardedLookup, type LookupFunction, openLookup } from "./address-guard.js";

/**
 * Upstream timeouts: connecting, waiting for the answer's headers, and the longest silence
 * inside a body before the transfer is abandoned. Read when the agents are first built
 * (tests shorten them before their first request).
 * Why: docs/decisions/008-upstream-guard-and-timeouts.md
 */
export const netLimits = { connectMs: 10_000, headersMs: 15_000, idleMs: 30_000 };

/**
 * Extra trust for TLS inside proxy tunnels: tests add the certificate of their HTTPS stand-in
 * (production trusts the system's authorities only). Read when an agent is built.
 */
export const tunnelTls: { ca?: string } = {};

/** One connection pool per route (the server's own, or a proxy) and guard setting. */
const agents = new Map<string, Agent>();

function newAgent(lookup: LookupFunction, egress: Egress | undefined): Agent {
  const connect = egress?.proxy
    ? proxyConnector(egress.proxy, lookup, netLimits.connectMs, tunnelTls.ca)
    : { timeout: netLimits.connectMs, lookup };
  return new Agent({
    headersTimeout: netLimits.headersMs,
    bodyTimeout: netLimits.idleMs,
    keepAliveTimeout: 10_000,
    connections: 256,
    connect,
  });
}

/**
 * The connection pool for one hop: the guarded one checks every resolved address; the open
 * one serves trusted provider origins and MEDIA_ALLOW_PRIVATE_HOSTS (tests). Through a
 * proxy egress the same lookup runs before the tunnel is opened to the checked address.
 * Why: docs/decisions/028-egress-pool.md
 */
export function agentFor(allowPrivate: boolean, egress?: Egress): Agent {
  const route = egress?.proxy ? egress.id : "direct";
  const key = `${route}:${allowPrivate ? "open" : "guarded"}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = newAgent(allowPrivate ? openLookup : guardedLookup, egress?.proxy ? egress : undefined);
    agents.set(key, agent);
  }
  return agent;
}

export async function closeAgents(): Promise<void> {
  const open = [...agents.values()];
  agents.clear();
  await Promise.all(open.map((a) => a.close().catch(() => undefined)));
}
