import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: {
    // `~common` first: code both sides share (it imports neither app/ nor server/).
    alias: {
      "~common": new URL("./common", import.meta.url).pathname,
      "~": new URL("./app", import.meta.url).pathname,
    },
  },
  test: {
    // Vitest's default is one worker less than the cores: one file at a time on 2 cores. Our
    // files wait on servers, Chromium, SMTP and timers far more than they compute, and each
    // runs in its own process with its own app, data folder and database schema.
    // Why: docs/decisions/035-how-the-suite-runs.md
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.{ts,tsx}"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          // One Chromium for the run, and a clear error when there is no build.
          globalSetup: ["test-support/browser/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
