import { existsSync } from "node:fs";
import type { LaunchOptions } from "playwright-core";

/** Debian's full browser: what a visitor runs, with its popup blocker. */
const FULL = "/usr/bin/chromium";
/**
 * Debian's headless shell (package `chromium-headless-shell`): the same Blink and V8 build
 * without the desktop browser around them, about a quarter less of the browser suite's time on
 * two cores. It has no popup blocker, so the one test about the blocker asks for the full one.
 * Why: docs/decisions/070-a-suite-that-fits.md
 */
const SHELL = "/usr/bin/chromium-headless-shell";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The browser the suite drives: `CHROMIUM_PATH` when set, else the headless shell when it is
 * installed, else the full browser. Kept off this machine's closed network, and with the popup
 * blocker on as in a visitor's browser (Playwright turns it off by default).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const path = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : FULL);
  return launchOptions(path);
}

/**
 * The full browser, for what only it does as a visitor's would (the popup blocker refusing a
 * tab opened outside a click): `CHROMIUM_PATH` when set, else Debian's `chromium`.
 */
export function fullChromiumLaunchOptions(): LaunchOptions {
  return launchOptions(process.env.CHROMIUM_PATH ?? FULL);
}

function launchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    headless: true,
    args: ARGS,
    ignoreDefaultArgs: ["--disable-popup-blocking"],
  };
}
