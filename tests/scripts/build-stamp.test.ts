import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BUILD_INPUTS,
  buildInputs,
  STAMP_FILE,
  sourceFingerprint,
  staleBecause,
  writeStamp,
} from "../../scripts/build-stamp.js";

/** A checkout in miniature: a few inputs, a non-input, and a build folder. */
let root: string;
let build: string;

function write(path: string, text: string): void {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
}

function buildIt(): void {
  write("build/server.js", "// entry");
  write("build/server/index.js", "// bundle");
  writeStamp(build, sourceFingerprint(root));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "rd-stamp-"));
  build = join(root, "build");
  write("app/root.tsx", "export default 1;");
  write("server/app.ts", "export const a = 1;");
  write("public/favicon.svg", "<svg/>");
  write("package-lock.json", "{}");
  write("docs/notes.md", "not an input");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the build's staleness rule", () => {
  it("reads every input folder and config, and nothing else", () => {
    expect(buildInputs(root)).toEqual([
      "app/root.tsx",
      "package-lock.json",
      "public/favicon.svg",
      "server/app.ts",
    ]);
    expect(BUILD_INPUTS.files).toContain("package-lock.json");
    expect(BUILD_INPUTS.folders).toEqual(expect.arrayContaining(["app", "server", "common"]));
  });

  it("calls a missing build stale, and one without a stamp", () => {
    expect(staleBecause(root, build)).toBe("there is no build (server.js is missing)");
    write("build/server.js", "// entry");
    expect(staleBecause(root, build)).toBe("there is no build (server/index.js is missing)");
    write("build/server/index.js", "// bundle");
    expect(staleBecause(root, build)).toBe(`the build has no ${STAMP_FILE}`);
    write(`build/${STAMP_FILE}`, "not json");
    expect(staleBecause(root, build)).toBe(`the build has no ${STAMP_FILE}`);
  });

  it("calls a build of the same sources current, however their files were touched", () => {
    buildIt();
    expect(staleBecause(root, build)).toBeUndefined();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "server/app.ts"), later, later);
    expect(staleBecause(root, build)).toBeUndefined();
    write("docs/notes.md", "edited, but not read by the build");
    expect(staleBecause(root, build)).toBeUndefined();
  });

  it.each([
    ["an edited source", () => write("server/app.ts", "export const a = 2;")],
    ["a new source", () => write("common/shared.ts", "export {};")],
    ["a removed source", () => rmSync(join(root, "public/favicon.svg"))],
    [
      "a renamed source",
      () => {
        rmSync(join(root, "server/app.ts"));
        write("server/app2.ts", "export const a = 1;");
      },
    ],
    ["a new lock file", () => write("package-lock.json", '{"lockfileVersion":3}')],
    ["a changed config", () => write("vite.config.ts", "export default {};")],
  ])("calls the build stale after %s", (_what, change) => {
    buildIt();
    change();
    expect(staleBecause(root, build)).toBe("the sources changed since the last build");
  });
});
