/**
 * `npm start` as a user runs it, into a build folder of its own: the first start (no build:
 * it builds, then serves) against a second start of the same checkout (the build is current:
 * it serves at once). Time to the first answer from /healthz. Target: the second start
 * answers within 15 s. Run with `npm run bench start`.
 * Why: docs/decisions/033-relay-speed-and-compiled-server.md
 */
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { npmStart } from "../test-support/app/npm-start.js";
import { ROOT } from "../test-support/app/start-app.js";

// Inside the checkout (build-*/ is ignored): the build finds its packages in node_modules.
const buildDir = mkdtempSync(join(ROOT, "build-bench-start-"));
const dataDir = mkdtempSync(join(ROOT, "build-bench-start-data-"));

async function main(): Promise<void> {
  // Workers as npm start would have them on this machine (WEB_CONCURRENCY unset).
  const env = { BUILD_DIR: buildDir, DATA_DIR: dataDir };
  const seconds: number[] = [];
  for (const label of ["first start (builds)", "second start (build current)"]) {
    const app = await npmStart(env);
    await app.stop();
    const built = app.output().includes("Building, because");
    seconds.push(app.answeredMs / 1000);
    console.log(
      `npm start, ${label}: answered after ${(app.answeredMs / 1000).toFixed(1)} s${built ? " (built)" : " (no build)"}`,
    );
  }
  const second = seconds[1] ?? Number.POSITIVE_INFINITY;
  console.log(
    `restart of an unchanged checkout: ${second.toFixed(1)} s (target < 15 s) ${second < 15 ? "OK" : "MISSED"}`,
  );
  process.exitCode = second < 15 ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });
