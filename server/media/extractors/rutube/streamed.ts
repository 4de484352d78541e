import { type PlatformClient, unreadable } from "../../client/index.js";
import type { Kind, MediaCandidate } from "../../lookup.js";

/** What the segment relay is told besides the playlist. */
export interface StreamHints {
  thumbnail?: string;
  headers?: Record<string, string>;
}

/**
 * A video only streamed as a playlist: the segment relay's candidate (decision 082). Until the
 * relay lands this is the method's failure, so other providers are asked.
 */
export async function streamedCandidate(
  _client: PlatformClient,
  _playlist: string,
  _kind: Kind,
  _hints: StreamHints = {},
): Promise<MediaCandidate> {
  throw unreadable("streamed only");
}
