import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** The NEWGROUNDS_* variables. Why: docs/decisions/078-newgrounds.md */
export const newgroundsSettings = declareSettings(
  "newgrounds",
  {
    NEWGROUNDS_ORIGIN: variable(httpUrl, "https://www.newgrounds.com"),
    NEWGROUNDS_USER_AGENT: variable(z.string().min(1), BROWSER),
    /** A public movie the probe of a wall reads (cobalt's test movie). */
    NEWGROUNDS_PROBE_URL: variable(httpUrl, "https://www.newgrounds.com/portal/view/938050"),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.NEWGROUNDS_ORIGIN),
    userAgent: env.NEWGROUNDS_USER_AGENT,
    /** Why: docs/decisions/059-platform-client.md */
    probeUrl: env.NEWGROUNDS_PROBE_URL,
  }),
);
