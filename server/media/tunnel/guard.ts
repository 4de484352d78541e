/**
 * Deadlines of every tunnel transfer: an overall one, and a minimum rate over a sliding
 * window after a grace period, so an upstream sending a byte every few seconds (which the
 * idle timeout never sees) cannot hold a connection and an encoder for ever. Tests
 * shorten them. Why: docs/decisions/008-upstream-guard-and-timeouts.md
 */
export const tunnelLimits = {
  /** ffmpeg must produce its first byte within this. */
  firstOutputMs: 20_000,
  overallMs: 3 * 60 * 60_000,
  minBytesPerSecond: 16 * 1024,
  rateWindowMs: 30_000,
  graceMs: 30_000,
};

export type Stop = "deadline" | "too_slow";

/**
 * Watches one transfer: call `count(n)` as bytes move; `onStop` fires once when the
 * overall deadline passes or the rate over the last window falls below the minimum.
 * `done()` ends the watch.
 */
export function watchTransfer(onStop: (why: Stop) => void): {
  count(bytes: number): void;
  done(): void;
} {
  const limits = { ...tunnelLimits };
  const started = Date.now();
  let windowStart = started;
  let windowBytes = 0;
  let stopped = false;
  const stop = (why: Stop) => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    onStop(why);
  };
  // Often enough for either limit: a tick as long as the overall deadline could miss it by
  // a whole tick (a timer fires a millisecond early by the clock it is compared with).
  const tick = Math.max(
    20,
    Math.min(1000, Math.floor(limits.rateWindowMs / 4), Math.floor(limits.overallMs / 4)),
  );
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - started >= limits.overallMs) return stop("deadline");
    if (now - started < limits.graceMs) return;
    if (now - windowStart >= limits.rateWindowMs) {
      const seconds = (now - windowStart) / 1000;
      if (windowBytes / seconds < limits.minBytesPerSecond) return stop("too_slow");
      windowStart = now;
      windowBytes = 0;
    }
  }, tick);
  timer.unref();
  return {
    count(bytes) {
      windowBytes += bytes;
    },
    done() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
