import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PLATFORMS } from "../../server/media/platforms/index.js";

/**
 * The layout's import rules (docs/decisions/017-code-layout.md): server/ never imports app/,
 * common/ imports neither, and no import cycle exists among app/, common/ and server/.
 * Type-only imports count too: a cycle of types is still a knot for the reader.
 */
const root = resolve(import.meta.dirname, "../..");
const AREAS = ["app", "common", "server"] as const;
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const options: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ES2022,
  baseUrl: root,
  paths: { "~/*": ["./app/*"], "~common/*": ["./common/*"] },
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const host = ts.createCompilerHost(options);

/** Every module specifier a file names: static imports, re-exports and dynamic import(). */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Our own files each file imports, as paths relative to the repository. */
function importGraph(areas: readonly string[] = AREAS): Map<string, string[]> {
  const files = areas.flatMap((area) => sourceFiles(join(root, area)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiers(file)
      .map((s) => ts.resolveModuleName(s, file, options, host).resolvedModule?.resolvedFileName)
      .filter((t): t is string => !!t && !t.includes("node_modules") && !t.endsWith(".d.ts"))
      .map((t) => relative(root, t));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const walk = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) walk(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) walk(node);
  return found;
}

const area = (path: string) => path.split("/")[0];

describe("import rules", () => {
  const graph = importGraph();
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

  it("reads a real graph (the check cannot pass by finding nothing)", () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(edges.some((e) => e.from === "server/blog/pages.ts")).toBe(true);
    expect(edges.some((e) => area(e.from) === "app" && area(e.to) === "common")).toBe(true);
  });

  it("server/ imports nothing from app/", () => {
    expect(edges.filter((e) => area(e.from) === "server" && area(e.to) === "app")).toEqual([]);
  });

  it("common/ imports neither app/ nor server/", () => {
    expect(
      edges.filter(
        (e) => area(e.from) === "common" && (area(e.to) === "app" || area(e.to) === "server"),
      ),
    ).toEqual([]);
  });

  it("has no import cycle among app/, common/ and server/", () => {
    expect(cycles(graph).map((c) => c.join(" -> "))).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const knot = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
    ]);
    expect(cycles(knot)).toEqual([["a", "b", "c", "a"]]);
  });
});

/**
 * The media engine is used through its front door (docs/decisions/026-platform-folders.md):
 * code outside server/media imports its index, or the routes the composition root mounts.
 */
describe("the media front door", () => {
  const ENTRIES = [
    "server/media/index.ts",
    "server/media/http.ts",
    // The resolve-outcome metrics source, wired by the composition root.
    "server/media/outcomes.ts",
  ];
  const outside = [...importGraph(["server", "scripts"])].flatMap(([from, targets]) =>
    from.startsWith("server/media/")
      ? []
      : targets.filter((to) => to.startsWith("server/media/")).map((to) => ({ from, to })),
  );

  it("is what code outside server/media imports", () => {
    expect(outside.some((e) => e.from === "scripts/doctor.ts")).toBe(true);
    expect(outside.filter((e) => !ENTRIES.includes(e.to))).toEqual([]);
  });
});

/**
 * Platform knowledge lives in the platform's folder (docs/decisions/026-platform-folders.md):
 * outside server/media/platforms/ and server/media/extractors/, no server file names a host of
 * a platform (its link hosts, sites or CDNs), not even in a comment or a default.
 */
describe("platform hosts", () => {
  const HOME = ["server/media/platforms/", "server/media/extractors/"];
  const hosts = [...new Set(PLATFORMS.flatMap((p) => [...p.linkHosts, ...p.mediaDomains]))];
  // A dot may be written escaped, as in a regular expression.
  const spelling = (host: string) =>
    new RegExp(`(?<![a-z0-9-])${host.replace(/[.]/g, "\\\\?\\.")}(?![a-z0-9-])`, "i");
  const named = (text: string) => hosts.filter((host) => spelling(host).test(text));

  it("knows every platform's hosts from the registry", () => {
    for (const host of [
      "instagram.com",
      "cdninstagram.com",
      "fbcdn.net",
      "youtube.com",
      "youtu.be",
      "googlevideo.com",
      "ytimg.com",
    ]) {
      expect(hosts).toContain(host);
    }
    expect(named("fetch('https://scontent.cdninstagram.com/x')")).toContain("cdninstagram.com");
    expect(named("/(^|\\.)googlevideo\\.com$/")).toEqual(["googlevideo.com"]);
    expect(named("see docs/instagram_com and notyoutube.community")).toEqual([]);
  });

  it("are named only in server/media/platforms/ and server/media/extractors/", () => {
    const files = sourceFiles(join(root, "server")).map((f) => relative(root, f));
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((file) => !HOME.some((home) => file.startsWith(home)))
      .flatMap((file) => named(readFileSync(join(root, file), "utf8")).map((h) => `${file}: ${h}`));
    expect(found).toEqual([]);
  });
});
