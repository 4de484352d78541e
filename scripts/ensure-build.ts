/**
 * `npm start`, first step: builds only when the build is missing or older than the sources,
 * so a restart of an unchanged checkout goes straight to serving. It exits before the server
 * starts: the production process runs the compiled build with plain `node`.
 * Why: docs/decisions/033-relay-speed-and-compiled-server.md
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { staleBecause } from "./build-stamp.js";

const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const reason = staleBecause(root, buildDir);
if (reason === undefined) {
  console.log(`The build in ${buildDir} is current: serving it.`);
} else {
  console.log(`Building, because ${reason}.`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(build.status ?? 1);
}
