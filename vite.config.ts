import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandBundle } from "./tooling/island";

export default defineConfig({
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
