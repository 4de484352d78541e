import type { PlatformClient } from "../client/index.js";
import { SourceFailed } from "../tunnel/ranged.js";
import type { Ticket } from "../tunnel/token.js";
import { readText } from "../upstream/body.js";
import { upstreamRequest } from "../upstream/client.js";
import type { PolicyCheck } from "../upstream/policy-check.js";
import { dashPieces } from "./dash.js";
import { readMedia } from "./hls.js";
import { checkPieces, SEGMENT_LIMITS, type SegmentList } from "./pieces.js";

/** The streams one segmented ticket names: the video (or only) one first, then its sound. */
export interface Plan {
  streams: SegmentList[];
  /** Seconds the file plays. */
  seconds: number;
}

interface PlanOptions {
  headers: Record<string, string>;
  policy: PolicyCheck;
  signal: AbortSignal;
  /** The address the lookup asked through, as its client holds it. */
  egress?: PlatformClient["egress"];
}

/** A playlist or manifest, read through the policy-checked client. */
async function playlist(url: string, options: PlanOptions): Promise<{ text: string; url: string }> {
  const response = await upstreamRequest(url, {
    headers: options.headers,
    signal: options.signal,
    policy: options.policy,
    ...(options.egress ? { egress: options.egress } : {}),
  });
  if (response.statusCode !== 200) {
    response.body.on("error", () => undefined);
    response.body.destroy();
    throw new SourceFailed(response.statusCode);
  }
  return {
    text: await readText(response.body, SEGMENT_LIMITS.maxPlaylistBytes),
    url: response.url.href,
  };
}

/**
 * What the tunnel will fetch for a segmented ticket, read again now (a playlist's segment URLs
 * may be signed for a while only): HLS media playlists, or the DASH manifest's representations.
 * Throws a MediaError (DRM, live, unreadable) or SourceFailed (the playlist's status).
 * Why: docs/decisions/072-segmented-streams.md
 */
export async function loadPlan(ticket: Ticket, options: PlanOptions): Promise<Plan> {
  const segmented = ticket.g;
  if (!segmented) throw new SourceFailed(0);
  if (segmented.k === "hls") {
    const urls = ticket.a ? [ticket.u, ticket.a] : [ticket.u];
    const streams = await Promise.all(
      urls.map(async (url) => {
        const { text, url: at } = await playlist(url, options);
        return readMedia(text, at);
      }),
    );
    checkPieces(streams, options.policy);
    return { streams, seconds: Math.max(...streams.map((s) => s.seconds)) };
  }
  const { text, url } = await playlist(ticket.u, options);
  const ids = [segmented.v, segmented.a].filter((id): id is string => Boolean(id));
  if (ids.length === 0) throw new SourceFailed(0);
  const streams = ids.map((id) => dashPieces(text, url, id));
  checkPieces(streams, options.policy);
  return { streams, seconds: streams[0]?.seconds ?? 0 };
}
