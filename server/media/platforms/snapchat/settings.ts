import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/** A desktop browser, as cobalt presents itself everywhere. */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** The SNAPCHAT_* variables. Why: docs/decisions/056-snapchat-spotlight.md */
export const snapchatSettings = declareSettings(
  "snapchat",
  {
    SNAPCHAT_WEB_ORIGIN: variable(httpUrl, "https://www.snapchat.com"),
    SNAPCHAT_SHORT_ORIGIN: variable(httpUrl, "https://t.snapchat.com"),
    SNAPCHAT_USER_AGENT: variable(z.string().min(1), BROWSER),
  },
  (env) => ({
    webOrigin: withoutTrailingSlash(env.SNAPCHAT_WEB_ORIGIN),
    shortOrigin: withoutTrailingSlash(env.SNAPCHAT_SHORT_ORIGIN),
    userAgent: env.SNAPCHAT_USER_AGENT,
  }),
);
