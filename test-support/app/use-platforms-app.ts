/**
 * One app for the browser journeys of many platforms: each platform declares its stand-in
 * with `standIn(start, env)`, and the app starts once, after every stand-in, with all their
 * settings, instead of one server (and one set of stand-ins) per platform file.
 * Why: docs/decisions/070-a-suite-that-fits.md
 */
import { afterAll, beforeAll } from "vitest";
import { lazy } from "../lazy.js";
import { type UsedApp, useApp } from "./use-app.js";

type Closable = object & { close?(): Promise<void> };

export interface PlatformsApp {
  /** The app (with the run's Chromium), started once every declared stand-in listens. */
  app: UsedApp;
  /**
   * A stand-in started before the app, whose `env` (its origins) the app is started with.
   * Declare it at the top level of a module the test file imports.
   */
  standIn<T extends Closable>(env: (standIn: T) => Env, start: () => Promise<T>): T;
}

type Env = Record<string, string>;

/** Every platform's extractor, and the loopback stand-ins it is pointed at, allowed. */
const BUILTIN: Env = {
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  // Each browser context is its own visitor (below): every platform's journeys together make
  // more lookups a minute than one visitor may.
  TRUST_PROXY: "loopback",
};

export function usePlatformsApp(env: Env = {}): PlatformsApp {
  const starts: (() => Promise<Env>)[] = [];
  const started: Closable[] = [];
  // Registered before the app's own hooks: after-hooks run in reverse order, so the
  // stand-ins close once the app has stopped.
  afterAll(async () => {
    await Promise.all(started.splice(0).map((standIn) => standIn.close?.()));
  });
  const app = useApp({
    browser: true,
    // Read in the app's beforeAll, when every module of the file has declared its stand-in.
    env: async () => {
      const settings = await Promise.all(starts.map((start) => start()));
      return Object.assign({ ...BUILTIN, ...env }, ...settings);
    },
  });
  // Every context the file opens speaks for its own visitor (X-Forwarded-For, believed from
  // loopback), as the visitors of the platforms it journeys through would be.
  let visitors = 0;
  beforeAll(() => {
    const browser = app.browser;
    const newContext = browser.newContext.bind(browser);
    browser.newContext = (options = {}) => {
      visitors++;
      const address = `198.51.${100 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
      const headers = { ...options.extraHTTPHeaders, "x-forwarded-for": address };
      return newContext({ ...options, extraHTTPHeaders: headers });
    };
  });
  return {
    app,
    standIn<T extends Closable>(settings: (standIn: T) => Env, start: () => Promise<T>): T {
      const value = lazy<T>("the stand-in", "standIn()");
      starts.push(async () => {
        const standIn = await start();
        started.push(standIn);
        value.set(standIn);
        return settings(standIn);
      });
      return value.proxy;
    },
  };
}
