import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Where test code lives (docs/decisions/035-how-the-suite-runs.md): helpers only in
 * test-support/, which tests/, e2e/ and bench/ import and which imports none of them; no
 * suite reaches into another; the product never imports test code; and only `use-*`
 * modules (and the globalSetup) touch Vitest, so a bench can import the rest.
 */
const root = resolve(import.meta.dirname, "../..");
const TEST_AREAS = ["tests", "e2e", "bench", "test-support"] as const;
const PRODUCT = ["app", "common", "server", "scripts"] as const;

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The module names a file imports: static, re-exported, side-effect and dynamic. */
function imports(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const found = text.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|(?:^|\n)\s*import\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g,
  );
  return [...found].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

/** Our own files a file imports, relative to the repository. */
function localImports(file: string): string[] {
  return imports(file)
    .filter((s) => s.startsWith("."))
    .map((s) => relative(root, resolve(root, dirname(file), s)));
}

const area = (path: string) => path.split("/")[0] ?? "";
const edges = [...TEST_AREAS, ...PRODUCT, "server.ts"].flatMap((dir) =>
  (dir.endsWith(".ts") ? [dir] : files(dir)).flatMap((from) =>
    localImports(from).map((to) => ({ from, to })),
  ),
);

describe("test layout", () => {
  it("reads real imports (the checks cannot pass by finding nothing)", () => {
    expect(edges.some((e) => area(e.from) === "e2e" && area(e.to) === "test-support")).toBe(true);
    expect(edges.some((e) => area(e.from) === "bench" && area(e.to) === "test-support")).toBe(true);
    expect(imports("test-support/app/use-app.ts")).toContain("vitest");
  });

  it("keeps the product unaware of tests", () => {
    const product = new Set<string>([...PRODUCT, "server.ts"]);
    const reach = edges.filter(
      (e) => product.has(area(e.from)) && (TEST_AREAS as readonly string[]).includes(area(e.to)),
    );
    expect(reach.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("lets no suite reach into another: shared helpers live in test-support/", () => {
    const suites = ["tests", "e2e", "bench"];
    const across = edges.filter(
      (e) =>
        (suites.includes(area(e.from)) || area(e.from) === "test-support") &&
        suites.includes(area(e.to)) &&
        area(e.to) !== area(e.from),
    );
    expect(across.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("touches Vitest only in use-* modules and the globalSetup, and benches never do", () => {
    const vitestUsers = [...files("test-support"), ...files("bench")].filter((file) =>
      imports(file).some((s) => s === "vitest" || s.startsWith("vitest/")),
    );
    const allowed = (file: string) =>
      file.startsWith("test-support/") &&
      (/\/use-[\w-]+\.ts$/.test(file) || file.endsWith("/global-setup.ts"));
    expect(vitestUsers.filter((file) => !allowed(file))).toEqual([]);
    const benchUsesHooks = edges.filter(
      (e) => area(e.from) === "bench" && /\/use-[\w-]+\.ts$/.test(e.to.replace(/\.js$/, ".ts")),
    );
    expect(benchUsesHooks.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });
});
