import type { Player } from "youtubei.js";
import {
  type FetchFunction,
  fetchFunction,
  isProxyFailure,
  type PlatformClient,
  type PlatformExtractor,
  unreadable,
} from "../../client/index.js";
import { MediaError, type MediaErrorCode } from "../../errors.js";
import type { CandidateQuality, Kind, MediaCandidate } from "../../lookup.js";
import type { YoutubeLink } from "../../platforms/youtube/links.js";
import { type PoTokenClient, poTokens } from "../../platforms/youtube/po-token.js";
import { youtubeSettings } from "../../platforms/youtube/settings.js";
import type { PlayerAnswer } from "./answer.js";
import { YOUTUBE_ANSWERS } from "./answers.js";
import { type ClientSpec, clientSpecs } from "./clients.js";
import {
  bestAudio,
  defaultChoice,
  type Stream,
  streamsOf,
  type VideoChoice,
  videoChoices,
} from "./formats.js";
import { askPlayer, visitorData } from "./innertube.js";
import { youtubei } from "./library.js";
import { playability } from "./playability.js";
import { currentPlayer, playerCache } from "./player.js";

/** youtubei.js asks www.youtube.com for the player; YOUTUBE_ORIGIN (a stand-in) answers instead. */
const LIBRARY_ORIGIN = "https://www.youtube.com";

/**
 * The player script's transport: youtubei.js's fetch, carried by the platform's client (its
 * host policy, the attempt's address) under a deadline of its own: the load is shared by every
 * lookup waiting for it, so one visitor's deadline must not end it for the others.
 */
function playerFetch(client: PlatformClient, origin: string): FetchFunction {
  const own = client.with({
    context: {
      config: client.config,
      policy: client.policy,
      signal: AbortSignal.timeout(playerCache.loadMs),
    },
  });
  const fetch = fetchFunction(own, { cookies: false });
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${LIBRARY_ORIGIN}/`)) return fetch(input, init);
    const local = `${origin}${url.slice(LIBRARY_ORIGIN.length)}`;
    return fetch(input instanceof Request ? new Request(local, input) : local, init);
  };
}

/** Gives every stream a plain URL: as it came, or deciphered with the player (WEB). */
async function plainUrls(
  streams: Stream[],
  player: Player | undefined,
  version: string,
  pot: string | undefined,
): Promise<Stream[]> {
  if (!player) return streams.filter((s) => s.url !== undefined);
  // One answer's streams share their `n`; youtubei.js evaluates it once with this cache.
  const nCache = new Map<string, string>();
  const out: Stream[] = [];
  for (const stream of streams) {
    try {
      const url = new URL(await player.decipher(stream.url, stream.cipher, undefined, nCache));
      // youtubei.js stamps its own WEB version on the URL; say the one we asked with.
      if (url.searchParams.has("cver")) url.searchParams.set("cver", version);
      // WEB's streams need the token bound to the visitor data it announced (yt-dlp, youtubei.js).
      if (pot) url.searchParams.set("pot", pot);
      out.push({ ...stream, url: url.href, cipher: undefined });
    } catch {
      // A stream the player cannot decipher is left out; the others may do.
    }
  }
  return out;
}

function videoQuality(choice: VideoChoice, isDefault: boolean): CandidateQuality {
  const quality: CandidateQuality = {
    label: choice.label,
    height: choice.height,
    codec: choice.codec,
    ext: choice.container,
    url: choice.video.url ?? "",
    processing: choice.audio ? "mux" : "none",
  };
  if (choice.audio?.url) quality.audioUrl = choice.audio.url;
  if (choice.fps) quality.fps = choice.fps;
  if (choice.approxBytes) quality.approxBytes = choice.approxBytes;
  if (isDefault) quality.default = true;
  return quality;
}

/** MP3 from the best sound first (the default), then the original streams copied as they are. */
function audioQualities(streams: Stream[]): CandidateQuality[] {
  const aac = bestAudio(streams, "aac");
  const opus = bestAudio(streams, "opus");
  const muxed = streams.find((s) => s.video && s.audio);
  const source = aac ?? opus ?? muxed;
  if (!source?.url) return [];
  const out: CandidateQuality[] = [
    { label: "MP3", codec: "mp3", ext: "mp3", url: source.url, processing: "mp3", default: true },
  ];
  for (const [stream, codec, ext, label] of [
    [aac, "aac", "m4a", "M4A"],
    [opus, "opus", "opus", "Opus"],
  ] as const) {
    if (!stream?.url) continue;
    const quality: CandidateQuality = { label, codec, ext, url: stream.url, processing: "mux" };
    if (stream.bytes) quality.approxBytes = stream.bytes;
    out.push(quality);
  }
  return out;
}

function qualitiesOf(kind: Kind, streams: Stream[]): CandidateQuality[] {
  if (kind === "audio") return audioQualities(streams);
  const choices = videoChoices(streams);
  const chosen = defaultChoice(choices);
  return choices.map((choice) => videoQuality(choice, choice === chosen));
}

function candidateFrom(
  answer: PlayerAnswer,
  kind: Kind,
  qualities: CandidateQuality[],
): MediaCandidate {
  const chosen = qualities.find((q) => q.default) ?? qualities[0];
  if (!chosen) throw unreadable("no formats");
  const thumbs = answer.videoDetails?.thumbnail?.thumbnails ?? [];
  const thumbnail = [...thumbs].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0]?.url;
  const candidate: MediaCandidate = {
    type: kind === "audio" ? "audio" : "video",
    url: chosen.url,
    ext: chosen.ext,
    qualities,
  };
  if (thumbnail) candidate.thumbnail = thumbnail;
  return candidate;
}

/** The server's own route, as the PO-token client names an address. */
const DIRECT = { id: "direct" };

/** What one InnerTube client offers, or why it cannot help. */
async function askClient(
  spec: ClientSpec,
  link: YoutubeLink,
  kind: Kind,
  client: PlatformClient,
  tokens: PoTokenClient | undefined,
): Promise<MediaCandidate> {
  await youtubei();
  const origin = youtubeSettings.of(client.config).origin;
  const player = spec.needsPlayer ? await currentPlayer(playerFetch(client, origin)) : undefined;
  // WEB with a provider: a player token bound to the video, a stream token bound to the
  // visitor data it announces. Why: docs/decisions/030-youtube-po-tokens.md
  const proven = spec.name === "WEB" && tokens !== undefined;
  const route = client.egress ?? DIRECT;
  const visitor = proven ? tokens.visitorFor(route, visitorData) : undefined;
  const [poToken, pot] = proven
    ? await Promise.all([
        tokens.token(link.id, route, client.policy),
        tokens.token(visitor ?? "", route, client.policy),
      ])
    : [undefined, undefined];
  const answer = await askPlayer(client, spec, link.id, {
    origin,
    signatureTimestamp: player?.signature_timestamp,
    ...(visitor ? { visitorData: visitor } : {}),
    ...(poToken ? { poToken } : {}),
  });
  // Refused by this client only (VISIONOS refuses videos made for kids): another may play it.
  if (playability(answer).kind === "client") {
    throw new MediaError("not_found", "video_unavailable");
  }
  // An answer about another video is YouTube's stub for a blocked client (NewPipe checks it too).
  const answered = answer.videoDetails?.videoId;
  if (answered !== undefined && answered !== link.id) throw unreadable("another video's answer");
  let streams = streamsOf([
    ...(answer.streamingData?.formats ?? []),
    ...(answer.streamingData?.adaptiveFormats ?? []),
  ]);
  if (!spec.adaptive) streams = streams.filter((s) => s.video && s.audio);
  const version = String(spec.context.clientVersion);
  const qualities = qualitiesOf(kind, await plainUrls(streams, player, version, pot));
  if (qualities.length === 0) throw unreadable("no formats");
  return candidateFrom(answer, kind, qualities);
}

/** Reasons every client would give alike (YouTube's table reads them): the ladder stops. */
const THE_VIDEOS: ReadonlySet<MediaErrorCode> = new Set([
  "private",
  "members_only",
  "age_restricted",
  "geo_blocked",
  "live_stream",
  "upcoming",
  "removed",
]);

export const youtubeExtractor: PlatformExtractor<YoutubeLink> = {
  /**
   * The built-in YouTube extractor: one attempt through the client the core built. Asks the
   * InnerTube clients in order until one offers formats, and lists every quality (muxed on
   * download when video and audio come apart); a reason every client would give stops at the
   * first, the bot check (or a 429) is the address's refusal. Through an address that rests for
   * YouTube (`client.resting`: the core asks so only with a PO-token provider), only WEB with
   * tokens asks: a token proves the origin the bot check doubts. Stream URLs work only from the
   * address that asked (`client.bound`).
   * Why: docs/decisions/019-youtube-clients-and-muxing.md, 030-youtube-po-tokens.md,
   * 060-instagram-and-youtube-on-the-client.md
   */
  extract: async (link, kind, client) => {
    const tokens = poTokens(client.config);
    const all = clientSpecs(youtubeSettings.of(client.config).clientVersions);
    const specs = client.resting ? all.filter((spec) => spec.name === "WEB") : all;
    // Made only when every client failed: an error captures its stack, a cost on every lookup.
    let last: MediaError | undefined;
    for (const spec of specs) {
      try {
        return client.bound([await askClient(spec, link, kind, client, tokens)]);
      } catch (error) {
        if (client.signal.aborted) throw new MediaError("timeout");
        if (!(error instanceof MediaError)) throw error;
        // The address refused (every client would meet the same), or the video's own answer.
        if (error.code === "rate_limited" || THE_VIDEOS.has(error.code)) throw error;
        // The attempt's proxy failed: every client would go the same dead way.
        if (isProxyFailure(error)) throw error;
        // A generic refusal is more telling than a later client's transport failure.
        if (!last || last.code === "upstream_failed" || error.code !== "upstream_failed") {
          last = error;
        }
      }
    }
    throw last ?? new MediaError("upstream_failed");
  },
  method: "player",
  answers: YOUTUBE_ANSWERS,
};
