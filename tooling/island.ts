import { dirname, relative, resolve } from "node:path";
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";

const ENTRY = "app/entry.island.tsx";
/** The screen's proof-of-work worker, and the module that starts it (docs/decisions/063-screen-proof-of-work.md). */
const WORKER_ENTRY = "app/lib/screen-proof.worker.ts";
const WORKER_STARTER = /[\\/]app[\\/]lib[\\/]screen-proof-worker\.ts$/;
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
      const target = ["chrome107", "edge107", "firefox104", "safari16"];
      // The worker first: the island names its file.
      const worker = await build({
        absWorkingDir: root,
        entryPoints: { "screen-proof": WORKER_ENTRY },
        outdir: clientAssets,
        entryNames: "[name]-[hash]",
        bundle: true,
        format: "esm",
        platform: "browser",
        target,
        minify: !process.env.ISLAND_DEV,
        legalComments: "none",
        plugins: [serverCodeStaysOut(root)],
        metafile: true,
        logLevel: "warning",
      });
      const [workerFile] = Object.entries(worker.metafile.outputs).find(
        ([, output]) => output.entryPoint === WORKER_ENTRY,
      ) ?? [undefined];
      if (!workerFile) throw new Error(`esbuild wrote no output for ${WORKER_ENTRY}`);
      const workerUrl = `/assets/${relative(clientAssets, resolve(root, workerFile)).split("\\").join("/")}`;
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
        target,
        minify: !process.env.ISLAND_DEV,
        jsx: "automatic",
        define: {
          "process.env.NODE_ENV": process.env.ISLAND_DEV ? '"development"' : '"production"',
        },
        legalComments: "none",
        plugins: [serverCodeStaysOut(root), workerNamed(workerUrl)],
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

/**
 * In the island, the module that starts the proof-of-work worker names the worker file built
 * beside it (esbuild leaves `new URL(..., import.meta.url)` as it is, which only Vite bundles).
 */
function workerNamed(url: string): EsbuildPlugin {
  return {
    name: "screen-proof-worker",
    setup(build) {
      build.onLoad({ filter: WORKER_STARTER }, () => ({
        contents: `export function startScreenProofWorker() { return new Worker(${JSON.stringify(url)}, { type: "module" }); }`,
        loader: "js",
      }));
    },
  };
}
