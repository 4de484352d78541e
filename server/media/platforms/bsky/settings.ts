import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/**
 * Where Bluesky is asked: the public AppView for posts, the PLC directory for the server
 * (PDS) that keeps an author's video blobs. Why: docs/decisions/051-bsky.md
 */
const BSKY_DEFAULTS = {
  appViewOrigin: "https://public.api.bsky.app",
  plcOrigin: "https://plc.directory",
  /** A public post the probe of a wall reads: cobalt's first Bluesky test (a636575b). */
  probeUrl: "https://bsky.app/profile/did:plc:oisofpd7lj26yvgiivf3lxsi/post/3l3giwtwp222m",
} as const;

/** The BSKY_* variables, read and checked with the rest of the configuration. */
export const bskySettings = declareSettings(
  "bsky",
  {
    BSKY_APPVIEW_ORIGIN: variable(httpUrl, BSKY_DEFAULTS.appViewOrigin),
    BSKY_PLC_ORIGIN: variable(httpUrl, BSKY_DEFAULTS.plcOrigin),
    BSKY_PROBE_URL: variable(httpUrl, BSKY_DEFAULTS.probeUrl),
  },
  (env) => ({
    appViewOrigin: withoutTrailingSlash(env.BSKY_APPVIEW_ORIGIN),
    plcOrigin: withoutTrailingSlash(env.BSKY_PLC_ORIGIN),
    /** Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md */
    probeUrl: env.BSKY_PROBE_URL,
  }),
);

export type BskySettings = ReturnType<typeof bskySettings.of>;
