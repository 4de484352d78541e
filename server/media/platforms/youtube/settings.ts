import { z } from "zod";
import { commaList, httpUrl, withoutTrailingSlash } from "../../../config.js";
import { platformSettings, setting } from "../platform-settings.js";

/**
 * The InnerTube client versions the YouTube extractor announces, as `NAME=version` pairs
 * (VISIONOS, ANDROID, WEB); a name left out keeps its default. YouTube retires old
 * versions, so following it is a setting, not a release.
 * Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
const CLIENT_DEFAULTS = { VISIONOS: "1.02", ANDROID: "21.03.36", WEB: "2.20260708.00.00" };
const clientVersions = commaList(
  z.array(
    z
      .string()
      .regex(
        /^(VISIONOS|ANDROID|WEB)=\d+(\.\d+){1,3}$/,
        "must be NAME=version pairs for VISIONOS, ANDROID or WEB",
      ),
  ),
).transform((pairs) => {
  const versions = { ...CLIENT_DEFAULTS };
  for (const pair of pairs) {
    const [name, version] = pair.split("=") as [keyof typeof versions, string];
    versions[name] = version;
  }
  return versions;
});

/** The YOUTUBE_* variables, read and checked with the rest of the configuration. */
export const youtubeSettings = platformSettings("youtube", {
  origin: setting.origin("YOUTUBE_ORIGIN", "https://www.youtube.com"),
  clientVersions: setting("YOUTUBE_CLIENT_VERSIONS", clientVersions, ""),
  /**
   * A PO-token provider with the bgutil HTTP interface, or null.
   * Why: docs/decisions/030-youtube-po-tokens.md
   */
  potProviderUrl: setting(
    "YOUTUBE_POT_PROVIDER_URL",
    httpUrl.optional().transform((url) => (url ? withoutTrailingSlash(url) : null)),
  ),
  /**
   * Blender's "Big Buck Bunny", the first of yt-dlp's YoutubeIE tests (yt-dlp 81ecd58b): the
   * doctor asks it through every address.
   */
  probeUrl: setting.probe("YOUTUBE_PROBE_URL", "https://www.youtube.com/watch?v=YE7VzlLtp-4"),
});
