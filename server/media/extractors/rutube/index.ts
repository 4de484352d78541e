import type { AnswerRules, PlatformExtractor } from "../../client/index.js";
import { isRecord } from "../../json-fields.js";
import type { RutubeLink } from "../../platforms/rutube/links.js";
import { rutubeSettings } from "../../platforms/rutube/settings.js";
import { playlistCandidate } from "../../segments/candidate.js";
import { readOptions } from "./options.js";

/**
 * Rutube's own reading: an answer of any status whose JSON carries `detail` says why the video
 * is not played (the extractor reads it), never who asked. Why: docs/decisions/082-rutube.md
 */
export const RUTUBE_ANSWERS: AnswerRules = {
  read: (answer) => {
    if (answer.status === 200 || answer.status === 429 || answer.status >= 500) return undefined;
    const json = answer.json();
    return isRecord(json) && isRecord(json.detail) ? { is: "ok" } : undefined;
  },
};

export const rutubeExtractor: PlatformExtractor<RutubeLink> = {
  /**
   * The built-in Rutube extractor: the player's options (with a private video's key), then its
   * HLS master through the segment relay. Why: docs/decisions/082-rutube.md
   */
  extract: async (link, kind, client) => {
    const settings = rutubeSettings.of(client.config);
    const url = new URL(`${settings.origin}/api/play/options/${link.id}/`);
    url.searchParams.set("no_404", "true");
    url.searchParams.set("referer", "");
    url.searchParams.set("pver", "v2");
    if (link.key) url.searchParams.set("p", link.key);
    const headers = { "user-agent": settings.userAgent, referer: `${settings.origin}/` };
    const video = readOptions(await client.json(url, { headers }));
    return [
      await playlistCandidate(client, video.hls, kind, {
        ...(video.thumbnail ? { thumbnail: video.thumbnail } : {}),
        headers,
      }),
    ];
  },
  method: "play_options",
  answers: RUTUBE_ANSWERS,
};
