import {
  type AnswerRules,
  type PlatformClient,
  type PlatformExtractor,
  progressiveCandidate,
  unreadable,
} from "../../client/index.js";
import { isRecord } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import type { DailymotionLink } from "../../platforms/dailymotion/links.js";
import { dailymotionSettings } from "../../platforms/dailymotion/settings.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import { playlistCandidate } from "../../segments/candidate.js";
import { graphqlMaster } from "./graphql.js";
import { readMetadata } from "./metadata.js";

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

/** The player's metadata: its progressive files, else its HLS master. */
async function fromMetadata(
  link: DailymotionLink,
  kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate> {
  const settings = dailymotionSettings.of(client.config);
  const url = new URL(`${settings.origin}/player/metadata/video/${encodeURIComponent(link.id)}`);
  url.searchParams.set("app", settings.playerApp);
  const metadata = await client.json(url, { headers: headersOf(settings, link) });
  const video = readMetadata(metadata);
  const progressive = progressiveCandidate(video.files, video.thumbnail);
  if (progressive) return progressive;
  if (!video.hls) throw unreadable("no stream in the metadata");
  return playlistCandidate(client, video.hls, kind, {
    ...(video.thumbnail ? { thumbnail: video.thumbnail } : {}),
    headers: streamHeaders(settings),
  });
}

/** GraphQL's HLS master (cobalt's way), when the metadata could not be read. */
async function fromGraphql(
  link: DailymotionLink,
  kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate> {
  const settings = dailymotionSettings.of(client.config);
  const master = await graphqlMaster(link, client);
  return playlistCandidate(client, master, kind, { headers: streamHeaders(settings) });
}

type Settings = ReturnType<typeof dailymotionSettings.of>;

function headersOf(settings: Settings, link: DailymotionLink): Record<string, string> {
  return {
    "user-agent": settings.userAgent,
    origin: settings.origin,
    referer: `${settings.origin}/video/${link.id}`,
  };
}

/** A browser's headers: the manifests refuse a bare client (yt-dlp #15526). */
function streamHeaders(settings: Settings): Record<string, string> {
  return {
    "user-agent": settings.userAgent,
    origin: settings.origin,
    referer: `${settings.origin}/`,
  };
}

const WAYS = [
  { name: "metadata", run: fromMetadata },
  { name: "graphql", run: fromGraphql },
] as const;

/** The doctor's steps: each way on its own. */
export function dailymotionSteps(link: DailymotionLink): DiagnosticStep[] {
  return WAYS.map((way) => ({
    name: `dailymotion.${way.name}`,
    run: async (client) => [await way.run(link, "reel", client)],
  }));
}

export const dailymotionExtractor: PlatformExtractor<DailymotionLink> = {
  /**
   * The built-in Dailymotion extractor: the player's metadata (yt-dlp's reading), its progressive
   * MP4s where it still has them, else its HLS master through the segment relay; GraphQL's master
   * (cobalt's) when the metadata cannot be read. Why: docs/decisions/080-dailymotion.md
   */
  extract: async (link, kind, client) => {
    const found = await client.methods(
      WAYS.map((way) => ({ name: way.name, run: () => way.run(link, kind, client) })),
    );
    return [found];
  },
  answers: DAILYMOTION_ANSWERS,
  diagnose: dailymotionSteps,
};
