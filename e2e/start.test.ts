/**
 * `npm start` builds once, then serves the compiled build with plain Node: a second start
 * of an unchanged checkout does not build, and no process of the running tree is a
 * TypeScript loader. Why: docs/decisions/033-relay-speed-and-compiled-server.md
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type NpmStart, npmStart } from "../test-support/app/npm-start.js";
import { ROOT } from "../test-support/app/start-app.js";

// Inside the checkout (build-*/ is ignored): the build finds its packages in node_modules.
const buildDir = mkdtempSync(join(ROOT, "build-start-"));
const dataDir = mkdtempSync(join(tmpdir(), "rd-start-data-"));
const env = { BUILD_DIR: buildDir, DATA_DIR: dataDir, WEB_CONCURRENCY: "1" };
const running: NpmStart[] = [];

afterAll(async () => {
  for (const app of running) await app.stop();
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const LOADER = /\btsx\b|--(?:import|require|loader|experimental-loader)\b/;

describe("npm start", () => {
  let firstBuild = { stamp: 0, bundle: 0 };

  it("builds when there is no build, and runs it without a TypeScript loader", async () => {
    const app = await npmStart(env);
    running.push(app);
    expect(app.output()).toContain("Building, because there is no build");
    const served = await fetch(`${app.url}/`);
    expect(served.status).toBe(200);
    await served.text();

    const tree = app.processes();
    // The shell and cross-env that npm puts before it are in the tree too.
    const server = tree.find((p) => /^\S*node scripts\/serve\.js$/.test(p.cmdline));
    expect(server, tree.map((p) => p.cmdline).join("\n")).toBeDefined();
    // The server is `node scripts/serve.js` with no Node options: nothing it could load a
    // TypeScript loader through (its arguments, NODE_OPTIONS), and no tsx process beside it.
    expect(server?.cmdline).toBe("node scripts/serve.js");
    const options = server?.environ.find((v) => v.startsWith("NODE_OPTIONS=")) ?? "";
    expect(options).not.toMatch(LOADER);
    // (npm's `sh -c "tsx scripts/ensure-build.ts && npm run serve"` stays as the parent; the
    // check it ran has ended.)
    const loaders = tree.filter((p) => !p.cmdline.startsWith("sh -c") && /tsx/.test(p.cmdline));
    expect(loaders.map((p) => p.cmdline)).toEqual([]);
    // ...and nothing the build made imports it.
    for (const file of ["server.js", "server/index.js"]) {
      expect(readFileSync(join(buildDir, file), "utf8")).not.toMatch(/["']tsx(?:\/[\w/.-]*)?["']/);
    }

    firstBuild = {
      stamp: statSync(join(buildDir, "build-stamp.json")).mtimeMs,
      bundle: statSync(join(buildDir, "server/index.js")).mtimeMs,
    };
    await app.stop();
  }, 300_000);

  it("does not build again on an unchanged checkout", async () => {
    const app = await npmStart(env);
    running.push(app);
    expect(app.output()).toContain("is current: serving it");
    expect(app.output()).not.toContain("Building");
    expect(statSync(join(buildDir, "build-stamp.json")).mtimeMs).toBe(firstBuild.stamp);
    expect(statSync(join(buildDir, "server/index.js")).mtimeMs).toBe(firstBuild.bundle);
    const served = await fetch(`${app.url}/`);
    expect(served.status).toBe(200);
    await served.text();
    await app.stop();
  }, 120_000);
});
