import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** docs/decisions/README.md is the index: every record is listed there, and nothing else. */
const folder = resolve(import.meta.dirname, "../../docs/decisions");

describe("decision index", () => {
  const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
  const index = readFileSync(join(folder, "README.md"), "utf8");
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);

  it("lists every record", () => {
    expect(records.length).toBeGreaterThan(20);
    expect(records.filter((name) => !linked.includes(name))).toEqual([]);
  });

  it("links only records that exist", () => {
    expect(linked.filter((name) => !records.includes(name ?? ""))).toEqual([]);
  });
});
