import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/**
 * Where Bluesky is asked: the public AppView for posts, the PLC directory for the server
 * (PDS) that keeps an author's video blobs. Why: docs/decisions/051-bsky.md
 */
const BSKY_DEFAULTS = {
  appViewOrigin: "https://public.api.bsky.app",
  plcOrigin: "https://plc.directory",
} as const;

/** The BSKY_* variables, read and checked with the rest of the configuration. */
export const bskySettings = declareSettings(
  "bsky",
  {
    BSKY_APPVIEW_ORIGIN: variable(httpUrl, BSKY_DEFAULTS.appViewOrigin),
    BSKY_PLC_ORIGIN: variable(httpUrl, BSKY_DEFAULTS.plcOrigin),
  },
  (env) => ({
    appViewOrigin: withoutTrailingSlash(env.BSKY_APPVIEW_ORIGIN),
    plcOrigin: withoutTrailingSlash(env.BSKY_PLC_ORIGIN),
  }),
);

export type BskySettings = ReturnType<typeof bskySettings.of>;
