/**
 * The doctor's second table: every egress and every session of the link's platform, each
 * asked once on its own for the link's platform, and the PO-token provider pinged. Egresses
 * and sessions are named by position and kind only, never by address, proxy URL or cookie.
 * Why: docs/decisions/028-egress-pool.md, 029-instagram-session-pool.md, 030-youtube-po-tokens.md
 */
import { getConfig } from "../../config.js";
import type { Egress } from "../egress/pool.js";
import { MediaError } from "../errors.js";
import { postLookup } from "../extractors/instagram/index.js";
import { SESSION_METHODS } from "../extractors/instagram/methods.js";
import { webSession } from "../extractors/instagram/session.js";
import { clientSpecs } from "../extractors/youtube/clients.js";
import { askPlayer } from "../extractors/youtube/innertube.js";
import { playability } from "../extractors/youtube/playability.js";
import { UpstreamPolicy } from "../host-policy.js";
import { type MediaLink, platformOf } from "../platforms/index.js";
import { youtubeSettings } from "../platforms/youtube/settings.js";
import { isProxyFailure } from "../upstream/failures.js";
import { Refusal } from "./refusals.js";
import { pushback } from "./runtime.js";
import { sessionEgress } from "./turns.js";

export interface PoolRow {
  route: string;
  kind: string;
  state: string;
}

const TIMEOUT_MS = 15_000;

function stateOf(error: unknown): string {
  if (error instanceof Refusal) {
    if (error.scope === "lost") return error.lostAs === "challenged" ? "challenged" : "logged out";
    if (error.scope === "session") return "asked to slow down";
    return `refused (${error.detail})`;
  }
  if (isProxyFailure(error)) return "proxy failed";
  if (error instanceof MediaError) return `answered ${error.code}`;
  return error instanceof Error ? error.name : "failed";
}

async function probeEgress(link: MediaLink, egress: Egress): Promise<string> {
  const config = getConfig();
  const context = {
    config,
    policy: new UpstreamPolicy(config).scoped({ platform: link.platform, services: true }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    egress,
  };
  try {
    if (link.platform === "instagram") {
      // The anonymous web session (home page, then the ruling): what a logged-out lookup needs first.
      await webSession(config, "0", context);
      return "ready";
    }
    // Only YouTube has an address probe of its own (the bot check); other platforms say "-".
    if (link.platform !== "youtube") return "-";
    const { origin, clientVersions } = youtubeSettings.of(config);
    const [client] = clientSpecs(clientVersions);
    if (!client) return "-";
    const answer = await askPlayer(client, link.id, { ...context, origin });
    return playability(answer).kind === "bot_check" ? "refused (bot check)" : "ready";
  } catch (error) {
    return stateOf(error);
  }
}

export async function poolRows(link: MediaLink): Promise<PoolRow[]> {
  const config = getConfig();
  const { egresses, tokens } = pushback(config);
  const platform = platformOf(link);
  const sessions = pushback(config).sessions(platform);
  const rows: PoolRow[] = [];
  for (const egress of egresses.egresses) {
    rows.push({
      route: `egress ${egress.index}`,
      kind: egress.kind,
      state: await probeEgress(link, egress),
    });
  }
  if (platform.sessions?.(config)) {
    const probed: PoolRow[] = [];
    const tried = new Set<string>();
    for (let session = sessions.take(tried); session; session = sessions.take(tried)) {
      tried.add(session.key);
      let state = "ready";
      if (link.platform === "instagram" && link.type === "post") {
        const lookup = postLookup(link, {
          config,
          policy: new UpstreamPolicy(config).scoped({ platform: "instagram", services: true }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          session,
          egress: sessionEgress(config, session),
        });
        try {
          for (const method of SESSION_METHODS) await method.run(lookup);
        } catch (error) {
          state =
            error instanceof Refusal || isProxyFailure(error)
              ? stateOf(error)
              : `ready (${stateOf(error)})`;
        }
      }
      probed.push({ route: `session ${session.index}`, kind: link.platform, state });
    }
    // In pool order; sessions not asked (set aside or cooling) keep their state.
    for (const s of sessions.report()) {
      const route = `session ${s.index}`;
      const row = probed.find((r) => r.route === route);
      rows.push(row ?? { route, kind: link.platform, state: s.state.replace("_", " ") });
    }
  }
  if (link.platform === "youtube") {
    const state = !tokens
      ? "not configured"
      : (await tokens.ping(
            new UpstreamPolicy(config).scoped({ platform: "youtube", services: true }),
          ))
        ? "answers /ping"
        : "not answering";
    rows.push({ route: "po-token provider", kind: "youtube", state });
  }
  return rows;
}
