import { getConfig } from "../../config.js";
import type { MetricsSource } from "../../web/metrics.js";
import { type Release, slotPool } from "../../web/shared-slots.js";
import { ffmpegSettings } from "./settings.js";

/**
 * The machine's ffmpeg budget: MP3 encoders keep a core busy each; muxers only copy
 * streams, so more of them fit. Counted across every worker of `npm start` (the cluster
 * primary holds the slots), so WEB_CONCURRENCY does not multiply it; set by FFMPEG_SLOTS
 * and FFMPEG_MUX_SLOTS. Tests override the budgets here.
 * Why: docs/decisions/019-youtube-clients-and-muxing.md, 025-request-hardening.md
 */
export const ffmpegLimits: { encoders?: number; muxers?: number } = {};

const pools = {
  encoders: slotPool(
    "ffmpeg-encoders",
    () => ffmpegLimits.encoders ?? ffmpegSettings.of(getConfig()).encoders,
  ),
  muxers: slotPool(
    "ffmpeg-muxers",
    () => ffmpegLimits.muxers ?? ffmpegSettings.of(getConfig()).muxers,
  ),
};

export type Pool = keyof typeof pools;

/** A slot of `pool`: its release (safe to call more than once), or null when all are taken. */
export function acquireSlot(pool: Pool): Promise<Release | null> {
  return pools[pool].acquire();
}

/** Slots this process holds (health and tests). */
export function slotsInUse(pool: Pool): number {
  return pools[pool].held();
}

/** The budget on /metrics: slots taken (added up over the workers) and the machine's budget. */
export const slotMetrics: MetricsSource[] = [
  {
    name: "ffmpeg_slots_in_use",
    help: "ffmpeg slots taken right now, by pool (encoders: MP3; muxers: YouTube, HLS and DASH).",
    labelNames: ["pool"],
    type: "gauge",
    collect: () =>
      (Object.keys(pools) as Pool[]).map((pool) => ({
        labels: { pool },
        value: pools[pool].held(),
      })),
  },
  {
    name: "ffmpeg_slots",
    help: "The machine's ffmpeg budget, by pool (FFMPEG_SLOTS, FFMPEG_MUX_SLOTS).",
    labelNames: ["pool"],
    type: "gauge",
    aggregate: "max",
    collect: () =>
      (Object.keys(pools) as Pool[]).map((pool) => ({
        labels: { pool },
        value: pools[pool].capacity(),
      })),
  },
];
