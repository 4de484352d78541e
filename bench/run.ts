/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command
 * line) against a production build (made first when missing or stale). Each prints its own rows; ratios are measured within
 * one run because these machines are shared and noisy.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { staleBecause } from "../scripts/build-stamp.js";

const root = resolve(import.meta.dirname, "..");
const wanted = process.argv.slice(2);
const files = readdirSync(join(root, "bench"))
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

// The same rule as `npm start`: build when the build is missing or its sources changed.
const stale = staleBecause(root, resolve(root, process.env.BUILD_DIR ?? "build"));
if (stale) {
  console.log(`Building, because ${stale}.`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ["--import", "tsx", join("bench", file)], {
    cwd: root,
    stdio: "inherit",
  });
  if (run.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
