import { Log, type Player } from "youtubei.js";
import { MediaError } from "../../errors.js";
import type { CandidateQuality, Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import type { YoutubeLink } from "../../platforms/youtube/links.js";
import { youtubeSettings } from "../../platforms/youtube/settings.js";
import { toMediaError } from "../../upstream/failures.js";
import type { PlayerAnswer } from "./answer.js";
import { type ClientSpec, clientSpecs } from "./clients.js";
import {
  bestAudio,
  defaultChoice,
  type Stream,
  streamsOf,
  type VideoChoice,
  videoChoices,
} from "./formats.js";
import { askPlayer } from "./innertube.js";
import { playability } from "./playability.js";
import { currentPlayer, playerCache } from "./player.js";
import { policyFetch } from "./transport.js";

// The library's own warnings may quote answers about a visitor's video: keep them out of logs.
Log.setLevel(Log.Level.NONE);

/** Gives every stream a plain URL: as it came, or deciphered with the player (WEB). */
async function plainUrls(
  streams: Stream[],
  player: Player | undefined,
  version: string,
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
  if (!chosen) throw new MediaError("upstream_failed");
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

/** What one client offers, or why it cannot help (a MediaError; final ones stop the chain). */
async function askClient(
  client: ClientSpec,
  link: YoutubeLink,
  kind: Kind,
  { config, policy, signal }: LookupContext,
): Promise<MediaCandidate> {
  const origin = youtubeSettings.of(config).origin;
  // The player load is shared by every lookup waiting for it: one visitor's deadline must
  // not end it for the others.
  const load = () =>
    currentPlayer(policyFetch(origin, policy, AbortSignal.timeout(playerCache.loadMs)));
  const player = client.needsPlayer ? await load() : undefined;
  const answer = await askPlayer(client, link.id, {
    origin,
    policy,
    signal,
    signatureTimestamp: player?.signature_timestamp,
  });
  const state = playability(answer);
  if (state.kind === "final") {
    const said = state.code === "private" ? "This video is private." : undefined;
    throw new FinalAnswer(new MediaError(state.code, said));
  }
  if (state.kind === "client") throw new MediaError("not_found", "This video is not available.");
  // An answer about another video is YouTube's stub for a blocked client (NewPipe checks it too).
  const answered = answer.videoDetails?.videoId;
  if (answered !== undefined && answered !== link.id) throw new MediaError("upstream_failed");
  let streams = streamsOf([
    ...(answer.streamingData?.formats ?? []),
    ...(answer.streamingData?.adaptiveFormats ?? []),
  ]);
  if (!client.adaptive) streams = streams.filter((s) => s.video && s.audio);
  const version = String(client.context.clientVersion);
  const qualities = qualitiesOf(kind, await plainUrls(streams, player, version));
  if (qualities.length === 0) throw new MediaError("upstream_failed");
  return candidateFrom(answer, kind, qualities);
}

/** A reason every client would give alike: the chain stops with it. */
class FinalAnswer extends Error {
  constructor(readonly reason: MediaError) {
    super(reason.message);
    this.name = "FinalAnswer";
  }
}

/**
 * The built-in YouTube extractor: asks the clients in order until one offers formats, and
 * lists every quality (muxed on download when video and audio come apart).
 * Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
export async function youtubeResolve(
  link: YoutubeLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  let last = new MediaError("upstream_failed");
  for (const client of clientSpecs(youtubeSettings.of(context.config).clientVersions)) {
    try {
      return [await askClient(client, link, kind, context)];
    } catch (error) {
      if (error instanceof FinalAnswer) throw error.reason;
      if (context.signal.aborted) throw new MediaError("timeout");
      const failure = toMediaError(error);
      // A generic refusal is more telling than a later client's transport failure.
      if (last.code === "upstream_failed" || failure.code !== "upstream_failed") last = failure;
    }
  }
  throw last;
}
