import { availableParallelism } from "node:os";

/**
 * Caps on ffmpeg processes: MP3 encoders keep a core busy each; muxers only copy streams,
 * so more of them fit. A slot is taken synchronously, before the request awaits anything,
 * so parallel requests (even for one link) cannot all see a free slot and then all start
 * a process. Tests lower the caps. Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
export const ffmpegLimits = {
  encoders: Math.max(2, availableParallelism() * 2),
  muxers: Math.max(8, availableParallelism() * 8),
};

export type Pool = keyof typeof ffmpegLimits;

const taken: Record<Pool, number> = { encoders: 0, muxers: 0 };

/** Takes a slot of `pool`: its release (safe to call more than once), or null when full. */
export function tryAcquireSlot(pool: Pool): (() => void) | null {
  if (taken[pool] >= ffmpegLimits[pool]) return null;
  taken[pool]++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    taken[pool]--;
  };
}

/** Slots in use (health and tests). */
export function slotsInUse(pool: Pool): number {
  return taken[pool];
}
