import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself (`genericUserAgent`). */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** A header value: one line of printable text. */
const headerValue = z
  .string()
  .max(512, "must be at most 512 characters")
  .regex(/^[\x20-\x7e]+$/, "must be one line of printable ASCII");

/** The OK_* variables. Why: docs/decisions/084-ok.md */
export const okSettings = declareSettings(
  "ok",
  {
    OK_ORIGIN: variable(httpUrl, "https://ok.ru"),
    OK_USER_AGENT: variable(headerValue, BROWSER),
    /** cobalt's test video. */
    OK_PROBE_URL: variable(httpUrl, "https://ok.ru/video/7204071410346"),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.OK_ORIGIN),
    userAgent: env.OK_USER_AGENT,
    /** Why: docs/decisions/059-platform-client.md */
    probeUrl: env.OK_PROBE_URL,
  }),
);

export type OkSettings = ReturnType<typeof okSettings.of>;
