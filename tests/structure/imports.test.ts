import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PLATFORMS } from "../../server/media/platforms/index.js";

/**
 * The layout's import rules (docs/decisions/017-code-layout.md, 032-toolkit-and-root.md):
 * server/ never imports app/, common/ imports neither, no import cycle exists among app/,
 * common/ and server/ nor among the rooms of server/, the HTTP toolkit imports no domain,
 * migrations import only server/db, and no source file is over 400 lines.
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

/**
 * The room of a server file: its top folder under server/ (`server/blog`), or the top file
 * itself (`server/config.ts`). Undefined outside server/.
 */
function roomOf(path: string): string | undefined {
  const [top, next, ...rest] = path.split("/");
  if (top !== "server" || !next) return undefined;
  return rest.length > 0 ? `server/${next}` : path;
}

/** The graph of rooms of server/: an arrow where a file of one imports a file of another. */
function roomGraph(edges: { from: string; to: string }[]): Map<string, string[]> {
  const rooms = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const a = roomOf(from);
    const b = roomOf(to);
    if (!a || !b || a === b) continue;
    if (!rooms.has(a)) rooms.set(a, new Set());
    rooms.get(a)?.add(b);
  }
  return new Map([...rooms].map(([room, targets]) => [room, [...targets].sort()]));
}

/** The domains, and the composition root that assembles them. */
const DOMAINS_AND_ROOT = ["server/accounts", "server/blog", "server/media", "server/http"];
const MAX_LINES = 400;
/** Source outside app/, common/ and server/ that the line limit covers too (tests do not count). */
const MORE_SOURCE = ["scripts", "bench"];

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

  it("has no cycle among the rooms of server/ (each top folder and each top file)", () => {
    const rooms = roomGraph(edges);
    expect(rooms.get("server/http")).toContain("server/web");
    expect(rooms.get("server/blog")).toContain("server/db");
    expect(cycles(rooms).map((c) => c.join(" -> "))).toEqual([]);
  });

  it("keeps the HTTP toolkit (server/web) free of every domain and of the root", () => {
    const fromToolkit = edges.filter((e) => roomOf(e.from) === "server/web");
    expect(fromToolkit.length).toBeGreaterThan(0);
    expect(
      fromToolkit
        .filter((e) => DOMAINS_AND_ROOT.includes(roomOf(e.to) ?? ""))
        .map((e) => `${e.from} -> ${e.to}`),
    ).toEqual([]);
  });

  it("lets migrations import only server/db (a migration is frozen, docs/decisions/032)", () => {
    const fromMigrations = edges.filter((e) => e.from.startsWith("server/db/migrations/"));
    expect(fromMigrations.length).toBeGreaterThan(0);
    expect(
      fromMigrations
        .filter((e) => !e.to.startsWith("server/db/"))
        .map((e) => `${e.from} -> ${e.to}`),
    ).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const files = [
      ...graph.keys(),
      ...MORE_SOURCE.flatMap((dir) => sourceFiles(join(root, dir)).map((f) => relative(root, f))),
      ...readdirSync(root).filter((name) => SOURCE.test(name)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: readFileSync(join(root, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES + 1)
      .map(({ file, lines }) => `${file}: ${lines - 1} lines`);
    expect(long).toEqual([]);
  });

  it("reads a room as a top folder or a top file of server/", () => {
    expect(roomOf("server/media/tunnel/zip.ts")).toBe("server/media");
    expect(roomOf("server/config.ts")).toBe("server/config.ts");
    expect(roomOf("common/site.ts")).toBeUndefined();
    const knot = roomGraph([
      { from: "server/a/x.ts", to: "server/b.ts" },
      { from: "server/b.ts", to: "server/a/y.ts" },
      { from: "server/a/x.ts", to: "server/a/y.ts" },
    ]);
    expect(cycles(knot)).toEqual([["server/a", "server/b.ts", "server/a"]]);
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
 * code outside server/media imports its index, or the web module the composition root mounts.
 */
describe("the media front door", () => {
  // The front door, and the module the composition root (server/http) assembles.
  const ENTRIES = ["server/media/index.ts", "server/media/module.ts"];
  const outside = [...importGraph(["server", "scripts"])].flatMap(([from, targets]) =>
    from.startsWith("server/media/")
      ? []
      : targets.filter((to) => to.startsWith("server/media/")).map((to) => ({ from, to })),
  );

  it("is what code outside server/media imports", () => {
    expect(outside.some((e) => e.from === "scripts/doctor-run.ts")).toBe(true);
    expect(outside.some((e) => e.from === "server/http/app.ts")).toBe(true);
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
