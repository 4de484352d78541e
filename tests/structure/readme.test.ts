import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as admin } from "../../app/routes/admin.js";
import routes from "../../app/routes.js";
import { announceAddress } from "../../server/announce.js";
import { type RunningServer, startHttpApp } from "../../test-support/in-process/http-app.js";

/**
 * README is a newcomer's first five minutes (docs/decisions/069-words-per-platform.md): every
 * command it names is a script, every path it names is a page or an endpoint that answers,
 * every file and docs/ page it links exists.
 */
const root = resolve(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: object }).scripts,
);

/** Every page path of the route table (`:slug` and `*` stay as they are). */
function pagePaths(entries: readonly RouteConfigEntry[], base = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? base : entry.path ? `${base}/${entry.path}` : base;
    return [path || "/", ...pagePaths(entry.children ?? [], path)];
  });
}

/** The paths README names: in backticks, and in links to the local site. */
const named = [
  ...[...readme.matchAll(/`(\/[a-z0-9/._-]*)`/g)].map((m) => m[1] ?? ""),
  ...[...readme.matchAll(/\(http:\/\/localhost:3000(\/[^)]*)?\)/g)].map((m) => m[1] || "/"),
];

describe("README", () => {
  it("is short: a newcomer reads it in five minutes", () => {
    expect(readme.split(/\s+/).length).toBeLessThan(1100);
  });

  it("names only npm scripts that exist", () => {
    const run = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
    expect(run.length).toBeGreaterThan(5);
    expect(run.filter((name) => !scripts.includes(name ?? ""))).toEqual([]);
    for (const name of ["start", "test"]) {
      expect(readme).toContain(`npm ${name}`);
      expect(scripts).toContain(name);
    }
  });

  it("links only files that exist, docs/ pages included", () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1] ?? "")
      .filter((target) => !/^https?:/.test(target));
    expect(links.filter((target) => target.startsWith("docs/")).length).toBeGreaterThan(5);
    expect(links.filter((target) => !existsSync(join(root, target)))).toEqual([]);
    // Files named in passing (`.ci/run`): the data folder is made at the first start.
    const files = [...readme.matchAll(/`(\.?[\w-]+\/[\w./-]*)`/g)]
      .map((m) => m[1] ?? "")
      .filter((path) => !/^\.?\/?data\b/.test(path));
    expect(files.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  describe("names only pages and endpoints that answer", () => {
    let app: RunningServer;
    beforeAll(async () => {
      app = await startHttpApp({ METRICS_TOKEN: "readme-metrics-token-0123456789" });
    });
    afterAll(() => app?.close());

    it("each a page of the route table or an endpoint of the server", async () => {
      const pages = new Set(pagePaths(routes));
      expect(named).toContain("/admin");
      expect(named).toContain("/api/docs");
      const missing: string[] = [];
      for (const path of new Set(named)) {
        if (pages.has(path)) continue;
        const res = await fetch(`${app.url}${path}`);
        await res.arrayBuffer();
        // A page path outside the route table reaches the (absent) page build here: 5xx.
        if (res.status === 404 || res.status >= 500) missing.push(`${path} ${res.status}`);
      }
      expect(missing).toEqual([]);
    });
  });

  it("sends /admin to the admin area", () => {
    const answer = admin() as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin-dashboard");
  });

  it("is what the first start says in a terminal: one line with the address, and none in a log", () => {
    const said: string[] = [];
    const write = (text: string) => said.push(text) > 0;
    announceAddress("http://localhost:3000", { isTTY: true, write });
    announceAddress("http://localhost:3000", { isTTY: false, write });
    expect(said).toEqual(["Serving on http://localhost:3000\n"]);
    expect(readme).toContain("`Serving on http://localhost:3000`");
  });
});
