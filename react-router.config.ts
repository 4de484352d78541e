import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Tests and parallel work build into their own folder so two builds never share one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
