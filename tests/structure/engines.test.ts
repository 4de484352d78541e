import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * A fresh clone's `npm install` prints no EBADENGINE warning: every package the lock file
 * installs here accepts the Node we run and the oldest Node our own `engines` allows (issue
 * 29: @lingui/* 6.11 declared Node >= 22.19 while we said >= 20.19).
 */
const root = resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(resolve(root, "package-lock.json"), "utf8")) as {
  packages: Record<
    string,
    { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }
  >;
};

/** Whether npm installs this entry on this machine (platform-specific builds are skipped). */
function installedHere(entry: { os?: string[]; cpu?: string[] }): boolean {
  const fits = (list: string[] | undefined, value: string) =>
    !list || list.some((item) => (item.startsWith("!") ? item.slice(1) !== value : item === value));
  return fits(entry.os, process.platform) && fits(entry.cpu, process.arch);
}

describe("engines", () => {
  const oldest = semver.minVersion(pkg.engines.node)?.version ?? "";
  const ranges = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== "" && installedHere(entry))
    .flatMap(([path, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return node
        ? [{ name: `${path.replace(/^.*node_modules\//, "")}@${entry.version}`, node }]
        : [];
    });

  it("runs on a Node our own engines range allows", () => {
    expect(oldest).toMatch(/^20\./);
    expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
  });

  it("installs only packages whose engines accept this Node and our oldest one", () => {
    expect(ranges.length).toBeGreaterThan(100);
    const refusing = ranges
      .filter(
        ({ node }) => !semver.satisfies(process.version, node) || !semver.satisfies(oldest, node),
      )
      .map(({ name, node }) => `${name} wants node ${node}`);
    expect(refusing).toEqual([]);
  });
});
