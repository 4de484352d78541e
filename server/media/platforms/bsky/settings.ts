import { platformSettings, setting } from "../platform-settings.js";

/**
 * The BSKY_* variables: where Bluesky is asked, the public AppView for posts and the PLC
 * directory for the server (PDS) that keeps an author's video blobs; the probe post is cobalt's
 * first Bluesky test (a636575b). Why: docs/decisions/051-bsky.md
 */
export const bskySettings = platformSettings("bsky", {
  appViewOrigin: setting.origin("BSKY_APPVIEW_ORIGIN", "https://public.api.bsky.app"),
  plcOrigin: setting.origin("BSKY_PLC_ORIGIN", "https://plc.directory"),
  probeUrl: setting.probe(
    "BSKY_PROBE_URL",
    "https://bsky.app/profile/did:plc:oisofpd7lj26yvgiivf3lxsi/post/3l3giwtwp222m",
  ),
});

export type BskySettings = ReturnType<typeof bskySettings.of>;
