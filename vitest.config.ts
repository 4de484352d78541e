import { readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Larger test files first, counting the modules of the suite's own folder a file imports
 * (e2e/platforms.test.ts is a list of imports): without timings from an earlier run (a clean
 * clone has none), Vitest orders by file size alone, and a long file started last is the tail.
 */
class SizeWithImportsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (sorted.some((spec) => this.ctx.cache.getFileTestResults(key(this.ctx.config.root, spec))))
      return sorted;
    const weight = new Map(sorted.map((spec) => [spec, sizeWithImports(spec.moduleId)]));
    return [...sorted].sort((a, b) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0));
  }
}

function key(root: string, spec: TestSpecification): string {
  return `${spec.project.name}:${spec.moduleId.slice(root.length + 1)}`;
}

function sizeWithImports(file: string): number {
  const text = readFileSync(file, "utf8");
  const local = [...text.matchAll(/^import\s+(?:[^;]*?\sfrom\s+)?"(\.\/[^"]+)"/gm)].map((m) =>
    resolve(dirname(file), (m[1] ?? "").replace(/\.js$/, ".ts")),
  );
  return local.reduce(
    (size, path) => size + (statSync(path, { throwIfNoEntry: false })?.size ?? 0),
    text.length,
  );
}

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
    // runs with its own app, data folder and database schema.
    // Why: docs/decisions/035-how-the-suite-runs.md, docs/decisions/070-a-suite-that-fits.md
    maxWorkers: 3,
    sequence: { sequencer: SizeWithImportsSequencer },
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
