import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** The LOOM_* variables. Why: docs/decisions/057-loom.md */
export const loomSettings = declareSettings(
  "loom",
  {
    LOOM_ORIGIN: variable(httpUrl, "https://www.loom.com"),
    LOOM_CLIENT_VERSION: variable(
      z.string().regex(/^[0-9a-z]{4,40}$/, "must be the web app's version (hex)"),
      "be851af",
    ),
    LOOM_USER_AGENT: variable(z.string().min(1), BROWSER),
    // A public video the probe of a wall reads: yt-dlp's first LoomIE test (81ecd58b).
    LOOM_PROBE_URL: variable(
      httpUrl,
      "https://www.loom.com/share/43d05f362f734614a2e81b4694a3a523",
    ),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.LOOM_ORIGIN),
    clientVersion: env.LOOM_CLIENT_VERSION,
    userAgent: env.LOOM_USER_AGENT,
    /** Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md */
    probeUrl: env.LOOM_PROBE_URL,
  }),
);
