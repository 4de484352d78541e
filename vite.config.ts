import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig } from "vite";
import { islandBundle } from "./tooling/island";

/**
 * The build says only what is ours to act on. Two messages are not: zod's sources carry
 * comments about its own `@__PURE__` annotations that Rollup cannot place (it drops them, as
 * it says, with no effect on the bundle), and React Router announces Vite's environment API,
 * which react-router.config.ts turns on deliberately. Everything else is printed as before.
 * Why: docs/decisions/069-words-per-platform.md
 */
const logger = createLogger();
const info = logger.info.bind(logger);
logger.info = (message, options) => {
  if (message.includes("Using Vite Environment API (experimental)")) return;
  info(message, options);
};

export default defineConfig({
  customLogger: logger,
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        if (
          warning.code === "INVALID_ANNOTATION" &&
          /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? "")
        )
          return;
        warn(warning);
      },
    },
  },
  environments: {
    ssr: {
      build: {
        // The server bundle's entry is our Express app, so the app, the API and the
        // React Router build share one module graph (one config, one database pool).
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), islandBundle()],
  resolve: {
    // `~common` first: code both sides share (it imports neither app/ nor server/).
    alias: {
      "~common": new URL("./common", import.meta.url).pathname,
      "~": new URL("./app", import.meta.url).pathname,
    },
  },
});
