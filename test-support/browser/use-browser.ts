import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { lazy } from "../lazy.js";

/** Connects to the run's Chromium (launched once by the e2e project's globalSetup). */
export async function connectBrowser(): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  if (!endpoint) {
    throw new Error(
      "No shared Chromium: browser tests run in the e2e project (`npx vitest run --project e2e ...`), whose globalSetup launches it.",
    );
  }
  return chromium.connect(endpoint);
}

/**
 * The run's Chromium for the enclosing file or describe block: connected before its tests,
 * disconnected after them, which also closes every context the block opened.
 */
export function useBrowser(): Browser {
  const browser = lazy<Browser>("the browser", "useBrowser()");
  beforeAll(async () => {
    browser.set(await connectBrowser());
  });
  afterAll(async () => {
    await browser.current()?.close();
  });
  return browser.proxy;
}
