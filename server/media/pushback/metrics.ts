import { getConfig } from "../../config.js";
import type { MetricsSource } from "../../web/metrics.js";
import { type LookupCacheOutcome, lookupOutcomeCounts } from "../outcomes.js";
import { PLATFORMS } from "../platforms/index.js";
import { poTokens } from "../platforms/youtube/po-token.js";
import { pushback } from "./runtime.js";

const LOOKUP_OUTCOMES: readonly LookupCacheOutcome[] = ["hit", "shared", "miss"];

/**
 * The pools on /metrics, by index only: per egress and platform, per platform's session,
 * per method that stepped aside, the lookup cache and the PO tokens. Never an address, a
 * cookie, a proxy URL or a token. Counters are each process's own (the cluster primary adds
 * them up); states are shared by every process (036), so their gauges take the largest
 * worker's value, not the sum. Why: docs/decisions/028-egress-pool.md
 */
const egresses = () =>
  pushback(getConfig()).egresses.report(PLATFORMS.map((platform) => platform.name));

/** Every session of every platform that has a pool, by platform and position. */
const sessions = () => {
  const config = getConfig();
  return PLATFORMS.filter((platform) => platform.sessions?.(config)).flatMap((platform) =>
    pushback(config)
      .sessions(platform)
      .report()
      .map((s) => ({ ...s, platform: platform.name })),
  );
};

type Count = "answers" | "refusals" | "cooldowns";
type Row = ReturnType<typeof egresses>[number];

const egressLabels = (e: Row) => ({ egress: String(e.index), kind: e.kind, platform: e.scope });

/** A counter of each row's `field`: one source for egresses, one for sessions. */
function counters<R extends Record<Count, number>>(
  labelNames: readonly string[],
  rows: () => R[],
  labels: (row: R) => Record<string, string>,
) {
  return (name: string, help: string, field: Count): MetricsSource => ({
    name,
    help,
    type: "counter",
    labelNames,
    collect: () => rows().map((row) => ({ labels: labels(row), value: row[field] })),
  });
}

const egressCounter = counters(["egress", "kind", "platform"], egresses, egressLabels);
const sessionCounter = counters(["platform", "session"], sessions, (s) => ({
  platform: s.platform,
  session: String(s.index),
}));

export const pushbackMetrics: MetricsSource[] = [
  egressCounter(
    "media_egress_answers_total",
    "Lookups a platform answered through each egress (0 is the server's own route when MEDIA_DIRECT is on).",
    "answers",
  ),
  egressCounter(
    "media_egress_refusals_total",
    "Refusals (429, login wall, bot check, a dead proxy) per egress and platform.",
    "refusals",
  ),
  egressCounter(
    "media_egress_cooldowns_total",
    "Cool-downs started per egress and platform.",
    "cooldowns",
  ),
  {
    name: "media_egress_cooling",
    help: "1 while the platform has benched the egress, else 0.",
    type: "gauge",
    aggregate: "max",
    labelNames: ["egress", "kind", "platform"],
    collect: () =>
      egresses().map((e) => ({ labels: egressLabels(e), value: e.coolingUntil > 0 ? 1 : 0 })),
  },
  sessionCounter(
    "media_session_answers_total",
    "Lookups each signed-in session answered, per platform (by position in its pool).",
    "answers",
  ),
  sessionCounter(
    "media_session_refusals_total",
    "Refusals per signed-in session and platform (asked to slow down, logged out, challenged).",
    "refusals",
  ),
  sessionCounter(
    "media_session_cooldowns_total",
    "Cool-downs started per signed-in session and platform.",
    "cooldowns",
  ),
  {
    name: "media_session_state",
    help: "1 for each signed-in session's current state per platform: ready, cooling, logged_out or challenged.",
    type: "gauge",
    aggregate: "max",
    labelNames: ["platform", "session", "state"],
    collect: () =>
      sessions().map((s) => ({
        labels: { platform: s.platform, session: String(s.index), state: s.state },
        value: 1,
      })),
  },
  {
    name: "media_method_stepped_aside",
    help: "1 while a lookup method is skipped after failing repeatedly (probed when its cool-down ends).",
    type: "gauge",
    aggregate: "max",
    labelNames: ["method"],
    collect: () =>
      pushback(getConfig())
        .methods.report()
        .map((m) => ({ labels: { method: m.key }, value: m.state === "closed" ? 0 : 1 })),
  },
  {
    name: "media_lookup_cache_total",
    help: "Lookups per platform answered from the lookup cache (hit), by waiting on the same lookup (shared), or by asking (miss).",
    type: "counter",
    labelNames: ["platform", "outcome"],
    // Every platform of the registry, at 0 until its first lookup: a dashboard lists them all.
    collect: () => {
      const counts = lookupOutcomeCounts();
      return PLATFORMS.flatMap(({ name }) =>
        LOOKUP_OUTCOMES.map((outcome) => ({
          labels: { platform: name, outcome },
          value: counts.get(name)?.[outcome] ?? 0,
        })),
      );
    },
  },
  {
    name: "media_po_tokens_total",
    help: "Proof-of-origin tokens minted by the provider, reused from the cache, and failed requests.",
    type: "counter",
    labelNames: ["outcome"],
    collect: () => {
      const tokens = poTokens(getConfig());
      if (!tokens) return [];
      const { minted, reused, failures } = tokens.counts;
      return [
        { labels: { outcome: "minted" }, value: minted },
        { labels: { outcome: "reused" }, value: reused },
        { labels: { outcome: "failed" }, value: failures },
      ];
    },
  },
];
