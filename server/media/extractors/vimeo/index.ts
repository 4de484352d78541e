import { type AnswerRules, type PlatformExtractor, unreadable } from "../../client/index.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { VimeoLink } from "../../platforms/vimeo/links.js";
import { vimeoSettings } from "../../platforms/vimeo/settings.js";
import { playlistCandidate } from "../../segments/candidate.js";
import { progressiveVideo, readConfig } from "./config.js";

/** The player's refusal of a video whose owner keeps it to chosen sites (yt-dlp's hint). */
const EMBED_ONLY = /privacy settings|cannot be played here/i;

/**
 * Vimeo's own reading of the player's answers: a refusal in JSON is about the video (its
 * password form, its privacy), never about who asked; an HTML 403 or a 429 is Vimeo's block of
 * an address (yt-dlp: TLS fingerprint or data-centre address), read by the shared table.
 * Why: docs/decisions/081-vimeo.md
 */
export const VIMEO_ANSWERS: AnswerRules = {
  read: (answer) => {
    if (answer.status !== 401 && answer.status !== 403) return undefined;
    const json = answer.json();
    if (!isRecord(json)) return undefined;
    if (num(json.view) === 4) return { is: "post", code: "private", reason: "password_protected" };
    const said = [str(json.message), str(json.title)].filter(Boolean).join(" ");
    if (EMBED_ONLY.test(said)) return { is: "post", code: "private", reason: "embed_only" };
    return { is: "post", code: "private", reason: "video_private" };
  },
};

export const vimeoExtractor: PlatformExtractor<VimeoLink> = {
  /**
   * The built-in Vimeo extractor: the player's config, as an embed asks for it (with an unlisted
   * video's hash); its progressive MP4s where it still has them at the video's own quality, else
   * its HLS master (or DASH) through the segment relay. Why: docs/decisions/081-vimeo.md
   */
  extract: async (link, kind, client) => {
    const settings = vimeoSettings.of(client.config);
    const url = new URL(`${settings.playerOrigin}/video/${link.id}/config`);
    if (link.hash) url.searchParams.set("h", link.hash);
    const headers = {
      "user-agent": settings.userAgent,
      referer: `${settings.playerOrigin}/video/${link.id}`,
    };
    const video = readConfig(await client.json(url, { headers }));
    const progressive = progressiveVideo(video);
    if (progressive) return [progressive];
    const master = video.hls ?? video.dash;
    if (!master) throw unreadable("no stream in the config");
    return [
      await playlistCandidate(client, master, kind, {
        ...(video.thumbnail ? { thumbnail: video.thumbnail } : {}),
        ...(video.width && video.height ? { width: video.width, height: video.height } : {}),
        headers,
      }),
    ];
  },
  method: "player_config",
  answers: VIMEO_ANSWERS,
};
