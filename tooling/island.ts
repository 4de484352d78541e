import { dirname, relative, resolve } from "node:path";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";

const ENTRY = "app/entry.island.tsx";
const VIRTUAL = "virtual:island-assets";
const RESOLVED = `\0${VIRTUAL}`;

/**
 * The downloader island (app/entry.island.tsx) as its own bundle in the client's assets, and
 * its URL for the server as `virtual:island-assets` (`null` under `vite dev`, where pages
 * keep the framework client). Its own module graph, apart from React Router's client build:
 * there, React Router's runtime is one shared chunk the island would have to load whole.
 * Why: docs/decisions/027-fast-public-pages.md
 */
export function islandBundle(): Plugin {
  let command: "build" | "serve" = "serve";
  let root = process.cwd();
  return {
    name: "island-bundle",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === "serve") return "export default null;";
      // Only the server build imports the module; the client assets sit beside its folder.
      const clientAssets = resolve(dirname(this.environment.config.build.outDir), "client/assets");
      const result = await build({
        absWorkingDir: root,
        entryPoints: { island: ENTRY },
        outdir: clientAssets,
        entryNames: "[name]-[hash]",
        chunkNames: "island-[name]-[hash]",
        bundle: true,
        splitting: true,
        format: "esm",
        platform: "browser",
        // Vite's default browser baseline.
        target: ["chrome107", "edge107", "firefox104", "safari16"],
        minify: !process.env.ISLAND_DEV,
        jsx: "automatic",
        define: {
          "process.env.NODE_ENV": process.env.ISLAND_DEV ? '"development"' : '"production"',
        },
        legalComments: "none",
        plugins: [serverCodeStaysOut(root)],
        metafile: true,
        logLevel: "warning",
      });
      const [file] = Object.entries(result.metafile.outputs).find(
        ([, output]) => output.entryPoint === ENTRY,
      ) ?? [undefined];
      if (!file) throw new Error(`esbuild wrote no output for ${ENTRY}`);
      const url = `/assets/${relative(clientAssets, resolve(root, file)).split("\\").join("/")}`;
      return `export default ${JSON.stringify(url)};`;
    },
  };
}

/**
 * The island is built from app/ modules outside React Router's build, which is what strips
 * loaders (and the server-only modules they import) from client bundles. So the island must be
 * given screen components, not route modules; a server-only module that slips in anyway fails
 * the build instead of shipping server code (and every language's catalog) to the browser.
 */
function serverCodeStaysOut(root: string): EsbuildPlugin {
  return {
    name: "server-code-stays-out",
    setup(build) {
      build.onLoad({ filter: /\.server\.[cm]?[jt]sx?$|[\\/]server[\\/]/ }, (args) => {
        const path = relative(root, args.path);
        if (path.startsWith("node_modules") || path.startsWith("..")) return undefined;
        return { errors: [{ text: `${path} is server-only code; the island must not import it` }] };
      });
    },
  };
}
