import { afterAll, beforeAll } from "vitest";
import { lazy } from "./lazy.js";

/**
 * Starts a stand-in (a fake service, a CDN, media made on the spot...) before the enclosing
 * file's or block's tests and closes it after them, in the reverse order of start. Hooks run
 * in the order they are registered, so a stand-in declared before `useApp` is up when the
 * app's `env()` reads its origin.
 */
export function useStandIn<T extends object & { close?(): Promise<void> }>(
  start: () => Promise<T>,
): T {
  const value = lazy<T>("the stand-in", "useStandIn()");
  beforeAll(async () => {
    value.set(await start());
  });
  afterAll(async () => {
    await value.current()?.close?.();
  });
  return value.proxy;
}
