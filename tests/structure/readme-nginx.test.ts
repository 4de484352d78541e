import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../test-support/app/nginx.js";

/** The nginx configuration of docs/several-instances.md is the one the cluster test runs (e2e/cluster.test.ts). */
describe("the documented nginx configuration", () => {
  it("is the cluster test's, for two instances on 3001 and 3002", () => {
    const readme = readFileSync(
      join(import.meta.dirname, "../../docs/several-instances.md"),
      "utf8",
    );
    const block = /## Running several instances[\s\S]*?```nginx\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(block).toBe(siteConfig(["127.0.0.1:3001", "127.0.0.1:3002"], "80"));
  });
});
