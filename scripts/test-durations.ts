/**
 * Writes tests/durations.json from the last Vitest run on this machine (Vitest keeps each
 * file's duration in node_modules/.vite/vitest/<hash>/results.json): seconds a file, by project
 * and path. vitest.config.ts orders a run that has no timings of its own (a clean clone, CI) by
 * these, longest first. Vitest keeps results of every file a project ever ran, so start from
 * none: `rm -rf node_modules/.vite/vitest && npm test && npx tsx scripts/test-durations.ts`,
 * on a quiet machine. Why: docs/decisions/070-a-suite-that-fits.md
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const CACHE = join(ROOT, "node_modules/.vite/vitest");
const OUT = join(ROOT, "tests/durations.json");

type Results = { results: [string, { duration?: number }][] };

const found: Record<string, number> = {};
for (const folder of existsSync(CACHE) ? readdirSync(CACHE) : []) {
  const file = join(CACHE, folder, "results.json");
  if (!existsSync(file)) continue;
  const { results } = JSON.parse(readFileSync(file, "utf8")) as Results;
  for (const [key, { duration }] of results) {
    if (duration && existsSync(join(ROOT, key.slice(key.indexOf(":") + 1)))) {
      found[key] = Math.max(1, Math.round(duration / 1000));
    }
  }
}
if (Object.keys(found).length === 0) {
  console.error(`No Vitest timings under ${CACHE}: run npm test first.`);
  process.exit(1);
}
const sorted = Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' seconds written to ${OUT}`);
