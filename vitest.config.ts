import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The longest test files first, so that no long file starts last and runs alone: without
 * timings from an earlier run (a clean clone, CI), Vitest orders files by size alone, which
 * started the landing pages' file (22 platforms in two languages, from a short table) and the
 * language sweeps near the end, as the run's tail. A file weighs the seconds it took in the
 * last measured run (tests/durations.json, written by scripts/test-durations.ts); a file not
 * there yet, its size with its local modules plus a server start's worth for each app it
 * starts, in the same seconds (scaled by the measured files). With timings of this checkout's
 * own earlier run it keeps Vitest's order (failed first, then longest).
 * Why: docs/decisions/070-a-suite-that-fits.md
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (sorted.some((spec) => this.ctx.cache.getFileTestResults(key(this.ctx.config.root, spec))))
      return sorted;
    const root = this.ctx.config.root;
    const weight = secondsOf(sorted.map((spec) => [key(root, spec), spec.moduleId]));
    return [...sorted].sort(
      (a, b) => (weight.get(key(root, b)) ?? 0) - (weight.get(key(root, a)) ?? 0),
    );
  }
}

/**
 * Each file's expected seconds: measured, or estimated from its size as the measured files of
 * its project weigh (a byte of a browser file is worth far more seconds than one of a unit file).
 */
function secondsOf(files: [key: string, path: string][]): Map<string, number> {
  const measured = readDurations();
  const sizes = new Map(files.map(([name, path]) => [name, sizeWithImports(path)]));
  const project = (name: string) => name.slice(0, name.indexOf(":"));
  // Seconds a byte weighs in each project: the median over its measured files.
  const rates = new Map<string, number[]>();
  for (const [name] of files) {
    const seconds = measured[name];
    if (seconds === undefined) continue;
    const list = rates.get(project(name)) ?? [];
    list.push(seconds / (sizes.get(name) || 1));
    rates.set(project(name), list);
  }
  const median = new Map(
    [...rates].map(([of, list]) => [of, list.sort((a, b) => a - b)[list.length >> 1] ?? 1]),
  );
  const rate = (name: string) => median.get(project(name)) ?? 1;
  return new Map(
    files.map(([name]) => [name, measured[name] ?? (sizes.get(name) ?? 0) * rate(name)]),
  );
}

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

function key(root: string, spec: TestSpecification): string {
  return `${spec.project.name}:${spec.moduleId.slice(root.length + 1)}`;
}

const DURATIONS = new URL("./tests/durations.json", import.meta.url).pathname;

/** What one server start weighs, in bytes of test code (about a large test file). */
const START_WEIGHT = 20_000;
/** The helpers that start an app or a server: `useApp`, `usePlatformsApp`, the language sweep... */
const STARTS = /\b(?:use\w*App|useLanguageSweep|startApp|npmStart)\(/g;

function sizeWithImports(file: string): number {
  const text = readFileSync(file, "utf8");
  const local = [...text.matchAll(/^import\s+(?:[^;]*?\sfrom\s+)?"(\.\/[^"]+)"/gm)].map((m) =>
    resolve(dirname(file), (m[1] ?? "").replace(/\.js$/, ".ts")),
  );
  const texts = [text, ...local.map((path) => readFileSync(path, { encoding: "utf8", flag: "r" }))];
  return texts.reduce(
    (weight, code) => weight + code.length + START_WEIGHT * (code.match(STARTS)?.length ?? 0),
    0,
  );
}

/**
 * Files that only read: link grammars, the platform client's parts, catalogs, the repository's
 * structure. No server state, settings, timers or environment of their own: they share their
 * worker's loaded modules instead of importing the registry afresh each (most of their time).
 * Why: docs/decisions/073-extractors-load-on-first-use.md
 */
const READ_ONLY = [
  "tests/media/platforms/*-links.test.ts",
  "tests/media/client/*.test.ts",
  "tests/media/links.test.ts",
  "tests/media/dash-manifest.test.ts",
  "tests/media/segments/playlists.test.ts",
  "tests/common/link-in-text.test.ts",
  "tests/common/platforms.test.ts",
  "tests/i18n/*.test.ts",
  "tests/structure/*.test.ts",
];

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
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...READ_ONLY],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-shared",
          include: READ_ONLY,
          environment: "node",
          isolate: false,
          testTimeout: 30_000,
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
          // A page's answer on a busy machine can take seconds: Vitest's 1 s default for
          // expect.poll failed journeys that were only slow.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
