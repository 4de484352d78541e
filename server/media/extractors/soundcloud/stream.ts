import type { PlatformClient } from "../../client/index.js";
import type { MediaCandidate } from "../../lookup.js";
import { playlistCandidate } from "../../segments/candidate.js";

/**
 * A track SoundCloud streams only as HLS (AAC or Opus): its sound through the segment relay
 * (decision 072), asked for as sound whatever the screen: MP3 by default, the stream's own
 * codec beside it. Why: docs/decisions/077-soundcloud.md
 */
export function streamCandidate(
  client: PlatformClient,
  url: string,
  thumbnail: string | undefined,
): Promise<MediaCandidate> {
  return playlistCandidate(client, url, "audio", thumbnail ? { thumbnail } : {});
}
