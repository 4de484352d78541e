/**
 * What a platform's client remembers per address or session for a while (a web session's
 * tokens, a guest token, a solved challenge's cookies): built once however many lookups ask
 * together, under its own deadline (one visitor's lookup ending must not fail the others
 * waiting on it), kept until it expires or is dropped, forgotten when the build fails.
 * Why: docs/decisions/059-platform-client.md
 */
interface Slot {
  pending: Promise<unknown>;
  /** Set once built, so a drop names exactly this value. */
  value?: unknown;
  expires: number;
}

/** Entries at most: platforms times names times egresses and sessions, far above a real pool. */
const MAX_SLOTS = 10_000;
const slots = new Map<string, Slot>();

/** How long a build may take, whoever waits on it. */
export const BUILD_TIMEOUT_MS = 15_000;

export async function remembered<T>(
  key: string,
  ttlMs: number,
  build: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  now: () => number = Date.now,
): Promise<T> {
  const slot = slots.get(key);
  if (slot && (slot.value === undefined || slot.expires > now())) {
    try {
      return (await untilAborted(slot.pending, signal)) as T;
    } catch (error) {
      if (signal.aborted) throw error;
      // that build failed: this lookup builds anew below
    }
  }
  const fresh: Slot = { pending: build(AbortSignal.timeout(BUILD_TIMEOUT_MS)), expires: 0 };
  slots.set(key, fresh);
  if (slots.size > MAX_SLOTS) slots.delete(slots.keys().next().value as string);
  fresh.pending.then(
    (value) => {
      fresh.value = value;
      fresh.expires = now() + ttlMs;
    },
    () => {
      if (slots.get(key) === fresh) slots.delete(key);
    },
  );
  return (await untilAborted(fresh.pending, signal)) as T;
}

/** What is remembered under `key`, built and alive, without building it; else undefined. */
export function recalled<T>(key: string, now: () => number = Date.now): T | undefined {
  const slot = slots.get(key);
  return slot && slot.value !== undefined && slot.expires > now() ? (slot.value as T) : undefined;
}

/** Drops what is remembered under `key` (only `value` when given: a newer one stays). */
export function forget(key: string, value?: unknown): void {
  const slot = slots.get(key);
  if (slot && (value === undefined || slot.value === value)) slots.delete(key);
}

/** Waits for a shared build, but no longer than this lookup may. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
