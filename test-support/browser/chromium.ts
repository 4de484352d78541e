import type { LaunchOptions } from "playwright-core";

/**
 * Debian's Chromium as the suite runs it: headless, kept off this machine's closed network,
 * and with the popup blocker on as in a visitor's browser (Playwright turns it off by
 * default), so a tab the app opens outside a click is refused here as it would be there.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
    ignoreDefaultArgs: ["--disable-popup-blocking"],
  };
}
