/**
 * Vitest globalSetup of the e2e project: one Chromium for the whole run, which every
 * browser file connects to (useBrowser / useApp({ browser: true })), instead of a launch
 * per file; and a clear error before any file runs when there is no build to start.
 * Why: docs/decisions/035-how-the-suite-runs.md
 */
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { assertBuilt } from "../app/start-app.js";
import { chromiumLaunchOptions } from "./chromium.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's Chromium listens for Playwright connections. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  const server = await chromium.launchServer(chromiumLaunchOptions());
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
