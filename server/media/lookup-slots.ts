import { declareSettings, getConfig, variable, wholeNumber } from "../config.js";
import { serverBusy } from "./errors.js";

/**
 * How many lookups one process asks the platforms at once. Each holds what it read (up to
 * 8 MB, 24 MB of a Facebook page, and the parse of it); twenty at once held 1 to 2 GB. Past
 * the bound a lookup is answered `rate_limited` with Retry-After at once, before it asks
 * anything. Only what goes upstream takes a slot: an answer from the lookup cache, and a
 * lookup that waits for the same link's answer another is fetching, take none.
 * Why: docs/decisions/064-bounded-work-and-closed-doors.md
 */
export const lookupSlotSettings = declareSettings(
  "lookups in flight",
  {
    LOOKUPS_IN_FLIGHT: variable(wholeNumber("lookups", 0), "8"),
  },
  (env) => ({ perProcess: env.LOOKUPS_IN_FLIGHT }),
);

/** What a refused lookup is told to wait: lookups against the platforms take a second or two. */
export const BUSY_RETRY_SECONDS = 2;

let inFlight = 0;

/** `work` in one of this process's slots, or a `rate_limited` MediaError when none is free. */
export async function inLookupSlot<T>(work: () => Promise<T>): Promise<T> {
  const { perProcess } = lookupSlotSettings.of(getConfig());
  if (perProcess > 0 && inFlight >= perProcess) throw serverBusy(BUSY_RETRY_SECONDS);
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
  }
}

/** Lookups this process has in flight (for /metrics). */
export function lookupsInFlight(): number {
  return inFlight;
}
