import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { sourceFingerprint, writeStamp } from "./scripts/build-stamp.js";

// Taken when the build starts (this file is read first): a source edited while the build
// runs leaves the build stale rather than stamped as current.
const sourcesAtStart = sourceFingerprint(import.meta.dirname);

export default {
  ssr: true,
  // Tests and parallel work build into their own folder so two builds never share one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router 8's behaviour, adopted now so the build stops warning and the upgrade is a
  // version bump: typed request context, split client route exports, Vite's environment
  // API, raw requests to loaders, and trailing-slash-aware data URLs.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // The process entry (server.ts) compiled beside the bundle, so `npm run serve` and every
  // test's server start in plain Node instead of through a TypeScript loader.
  // Why: docs/decisions/035-how-the-suite-runs.md
  // Then the stamp `npm start` compares with the sources, so an unchanged checkout is not
  // built again. Why: docs/decisions/033-relay-speed-and-compiled-server.md
  async buildEnd({ reactRouterConfig }) {
    const { build } = await import("esbuild");
    await build({
      entryPoints: ["server.ts"],
      outfile: join(reactRouterConfig.buildDirectory, "server.js"),
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "warning",
    });
    writeStamp(reactRouterConfig.buildDirectory, sourcesAtStart);
  },
} satisfies Config;
