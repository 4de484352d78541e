import type { AnswerRules, PlatformClient } from "../../client/index.js";
import { unreadable } from "../../client/index.js";
import { isRecord } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import type { DailymotionLink } from "../../platforms/dailymotion/links.js";
import { dailymotionSettings } from "../../platforms/dailymotion/settings.js";
import { playlistCandidate } from "../../segments/candidate.js";
import { progressiveCandidate, readMetadata } from "./metadata.js";

/**
 * Dailymotion's own reading of its answers: the metadata endpoint says what it will not play
 * in its JSON (`error.code`), whatever the status, so such an answer is the video's and is read
 * by the extractor, never probed as a wall. Why: docs/decisions/080-dailymotion.md
 */
export const DAILYMOTION_ANSWERS: AnswerRules = {
  read: (answer) => {
    if (answer.status === 200) return undefined;
    const json = answer.json();
    return isRecord(json) && isRecord(json.error) ? { is: "ok" } : undefined;
  },
};

/**
 * The built-in Dailymotion extractor: the player's metadata (yt-dlp's reading), its progressive
 * MP4s where it still has them, else its HLS master through the segment relay.
 * Why: docs/decisions/080-dailymotion.md
 */
export async function dailymotionExtract(
  link: DailymotionLink,
  kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  const settings = dailymotionSettings.of(client.config);
  const url = new URL(`${settings.origin}/player/metadata/video/${encodeURIComponent(link.id)}`);
  url.searchParams.set("app", settings.playerApp);
  const metadata = await client.json(url, {
    headers: {
      "user-agent": settings.userAgent,
      origin: settings.origin,
      referer: `${settings.origin}/video/${link.id}`,
    },
  });
  const video = readMetadata(metadata);
  const progressive = progressiveCandidate(video);
  if (progressive) return [progressive];
  if (!video.hls) throw unreadable("no stream in the metadata");
  return [
    await playlistCandidate(client, video.hls, kind, {
      ...(video.thumbnail ? { thumbnail: video.thumbnail } : {}),
      headers: {
        "user-agent": settings.userAgent,
        origin: settings.origin,
        referer: `${settings.origin}/`,
      },
    }),
  ];
}
