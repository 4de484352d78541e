import type { Config } from "@react-router/dev/config";

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
} satisfies Config;
