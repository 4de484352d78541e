import { afterAll, beforeAll } from "vitest";
import type { Running } from "../stand-ins/http-server.js";
import { startMediaApp } from "./media-app.js";

/**
 * Starts our media app (with the settings `env()` gives once the suite's stand-in services
 * listen) before the enclosing describe block's tests, and stops it after them.
 */
export function useMediaApp(
  env: () => Record<string, string>,
  options: { healthz?: boolean } = {},
): { readonly origin: string } {
  let running: Running | undefined;
  beforeAll(async () => {
    running = await startMediaApp(env(), options);
  });
  afterAll(() => running?.close());
  return {
    get origin() {
      if (!running) throw new Error("the media app is not running yet");
      return running.origin;
    },
  };
}
