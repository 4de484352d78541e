import { type PlatformClient, unreadable } from "../../client/index.js";
import type { MediaCandidate } from "../../lookup.js";

/**
 * A track SoundCloud streams only as HLS (AAC or Opus): its sound through the segment relay.
 * Why: docs/decisions/077-soundcloud.md
 */
export function streamCandidate(
  _client: PlatformClient,
  _url: string,
  _thumbnail: string | undefined,
): Promise<MediaCandidate> {
  // Until the segment relay lands (branch segments), such a track cannot be given.
  return Promise.reject(unreadable("HLS only"));
}
