/**
 * When the production build is current: the build writes a fingerprint of everything it is
 * made from into `$BUILD_DIR/build-stamp.json`, and `npm start` builds again only when the
 * build is missing or the fingerprint of the sources differs.
 * Why: docs/decisions/033-relay-speed-and-compiled-server.md
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const STAMP_FILE = "build-stamp.json";

/** What the build reads: the app, the server, shared code, static files, build tooling (the island bundle), and the configs. */
export const BUILD_INPUTS = {
  folders: ["app", "common", "server", "public", "tooling"],
  files: [
    "server.ts",
    "package.json",
    "package-lock.json",
    "react-router.config.ts",
    "vite.config.ts",
    "tsconfig.json",
    "scripts/build-stamp.ts",
  ],
};

/** The files a build reads, relative to `root`, sorted (a missing input is simply absent). */
export function buildInputs(root: string, inputs = BUILD_INPUTS): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.isFile() ? [relative(root, path).split(sep).join("/")] : [];
    });
  return [
    ...inputs.folders.filter((f) => existsSync(join(root, f))).flatMap((f) => walk(join(root, f))),
    ...inputs.files.filter((f) => existsSync(join(root, f))),
  ].sort();
}

/**
 * A hash of every input's path and content: a file added, removed, renamed or edited changes
 * it; touching a file or checking the same commit out again does not (content, not mtimes).
 */
export function sourceFingerprint(root: string, inputs = BUILD_INPUTS): string {
  const hash = createHash("sha256");
  for (const file of buildInputs(root, inputs)) {
    const content = readFileSync(join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest("hex");
}

export interface BuildStamp {
  fingerprint: string;
  builtAt: string;
}

export function writeStamp(buildDir: string, fingerprint: string): void {
  const stamp: BuildStamp = { fingerprint, builtAt: new Date().toISOString() };
  writeFileSync(join(buildDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}

function readStamp(buildDir: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(join(buildDir, STAMP_FILE), "utf8")) as BuildStamp;
    return typeof stamp.fingerprint === "string" ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** The files `npm run serve` runs: the process entry and the server bundle. */
const BUILD_OUTPUTS = ["server.js", "server/index.js"];

/** Why the build in `buildDir` must be made again, or undefined when it is current. */
export function staleBecause(
  root: string,
  buildDir: string,
  inputs = BUILD_INPUTS,
): string | undefined {
  const missing = BUILD_OUTPUTS.find((file) => !existsSync(join(buildDir, file)));
  if (missing) return `there is no build (${missing} is missing)`;
  const stamp = readStamp(buildDir);
  if (!stamp) return `the build has no ${STAMP_FILE}`;
  if (stamp.fingerprint !== sourceFingerprint(root, inputs)) {
    return "the sources changed since the last build";
  }
  return undefined;
}
