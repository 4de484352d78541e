import { Log, type Player } from "youtubei.js";
import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { CandidateQuality, Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import type { YoutubeLink } from "../../platforms/youtube/links.js";
import { youtubeSettings } from "../../platforms/youtube/settings.js";
import { pushback } from "../../pushback/runtime.js";
import { spentUntil } from "../../pushback/turns.js";
import { isProxyFailure, toMediaError } from "../../upstream/failures.js";
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
import { askPlayer, visitorData } from "./innertube.js";
import { playability } from "./playability.js";
import { currentPlayer, playerCache } from "./player.js";
import type { PoTokenClient } from "./po-token.js";
import { policyFetch } from "./transport.js";

// The library's own warnings may quote answers about a visitor's video: keep them out of logs.
Log.setLevel(Log.Level.NONE);

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

interface Attempt extends LookupContext {
  egress: Egress;
  /** Proof-of-origin tokens for WEB, when a provider is configured. */
  tokens?: PoTokenClient;
}

/** The egress is flagged ("Sign in to confirm you're not a bot"): another egress, or tokens. */
class BotCheck extends Error {
  constructor() {
    super("bot check");
    this.name = "BotCheck";
  }
}

/** What one client offers, or why it cannot help (a MediaError; final ones stop the chain). */
async function askClient(
  client: ClientSpec,
  link: YoutubeLink,
  kind: Kind,
  { config, policy, signal, egress, tokens }: Attempt,
): Promise<MediaCandidate> {
  const origin = youtubeSettings.of(config).origin;
  // The player load is shared by every lookup waiting for it: one visitor's deadline must
  // not end it for the others.
  const load = () =>
    currentPlayer(policyFetch(origin, policy, AbortSignal.timeout(playerCache.loadMs), egress));
  const player = client.needsPlayer ? await load() : undefined;
  // WEB with a provider: a player token bound to the video, a stream token bound to the
  // visitor data it announces. Why: docs/decisions/030-youtube-po-tokens.md
  const proven = client.name === "WEB" && tokens !== undefined;
  const visitor = proven ? tokens.visitorFor(egress, visitorData) : undefined;
  const [poToken, pot] = proven
    ? await Promise.all([
        tokens.token(link.id, egress, policy),
        tokens.token(visitor ?? "", egress, policy),
      ])
    : [undefined, undefined];
  const answer = await askPlayer(client, link.id, {
    origin,
    policy,
    signal,
    egress,
    signatureTimestamp: player?.signature_timestamp,
    ...(visitor ? { visitorData: visitor } : {}),
    ...(poToken ? { poToken } : {}),
  });
  const state = playability(answer);
  if (state.kind === "bot_check") throw new BotCheck();
  if (state.kind === "final") {
    const said = state.code === "private" ? "video_private" : undefined;
    throw new FinalAnswer(new MediaError(state.code, said));
  }
  if (state.kind === "client") throw new MediaError("not_found", "video_unavailable");
  // An answer about another video is YouTube's stub for a blocked client (NewPipe checks it too).
  const answered = answer.videoDetails?.videoId;
  if (answered !== undefined && answered !== link.id) throw new MediaError("upstream_failed");
  let streams = streamsOf([
    ...(answer.streamingData?.formats ?? []),
    ...(answer.streamingData?.adaptiveFormats ?? []),
  ]);
  if (!client.adaptive) streams = streams.filter((s) => s.video && s.audio);
  const version = String(client.context.clientVersion);
  const qualities = qualitiesOf(kind, await plainUrls(streams, player, version, pot));
  if (qualities.length === 0) throw new MediaError("upstream_failed");
  return {
    ...candidateFrom(answer, kind, qualities),
    // googlevideo binds every stream URL to the address that asked (`ip=`).
    egress: { index: egress.index, id: egress.id, bound: true },
  };
}

/** A reason every client would give alike: the chain stops with it. */
class FinalAnswer extends Error {
  constructor(readonly reason: MediaError) {
    super(reason.message);
    this.name = "FinalAnswer";
  }
}

/** The clients in order through one egress; a bot check ends the round for this egress. */
async function clientsThrough(
  clients: ClientSpec[],
  link: YoutubeLink,
  kind: Kind,
  attempt: Attempt,
): Promise<MediaCandidate> {
  let last = new MediaError("upstream_failed");
  for (const client of clients) {
    try {
      return await askClient(client, link, kind, attempt);
    } catch (error) {
      if (error instanceof FinalAnswer || error instanceof BotCheck) throw error;
      if (attempt.signal.aborted) throw new MediaError("timeout");
      if (isProxyFailure(error)) throw error;
      const failure = toMediaError(error);
      // A 429 is about the address, like the bot check.
      if (failure.code === "rate_limited") throw new BotCheck();
      // A generic refusal is more telling than a later client's transport failure.
      if (last.code === "upstream_failed" || failure.code !== "upstream_failed") last = failure;
    }
  }
  throw last;
}

/**
 * The built-in YouTube extractor: asks the clients in order until one offers formats, and
 * lists every quality (muxed on download when video and audio come apart). Lookups take
 * turns over the egress pool; an egress YouTube flags with the bot check sits out for the
 * tokenless clients, and with a PO-token provider it still answers through WEB with tokens.
 * Why: docs/decisions/019-youtube-clients-and-muxing.md, 028-egress-pool.md, 030-youtube-po-tokens.md
 */
export async function youtubeResolve(
  link: YoutubeLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const { egresses: pool, tokens } = pushback(context.config);
  const clients = clientSpecs(youtubeSettings.of(context.config).clientVersions);
  const web = clients.filter((c) => c.name === "WEB");
  const tried = new Set<number>();
  let last: MediaError | undefined;
  for (;;) {
    if (context.signal.aborted) throw new MediaError("timeout");
    const free = pool.pick("youtube", tried);
    const egress = free ?? (tokens ? pool.pickAny(tried) : undefined);
    if (!egress) throw last ?? spentUntil(pool.retryAt("youtube"));
    tried.add(egress.index);
    // When the requests left: refusals of requests sent before a rest began are one strike.
    const sent = Date.now();
    const attempt: Attempt = { ...context, egress, ...(tokens ? { tokens } : {}) };
    try {
      if (free) {
        try {
          const found = await clientsThrough(clients, link, kind, attempt);
          pool.answered(egress, "youtube", sent);
          return [found];
        } catch (error) {
          if (!(error instanceof BotCheck)) throw error;
          pool.refused(egress, "youtube", 0, sent);
          if (!tokens) continue;
        }
      }
      // Flagged, but a token proves the origin: WEB with tokens through the same egress.
      return [await clientsThrough(web, link, kind, attempt)];
    } catch (error) {
      if (error instanceof FinalAnswer) throw error.reason;
      if (error instanceof BotCheck) {
        last = spentUntil(pool.retryAt("youtube"));
        continue;
      }
      if (isProxyFailure(error) && !context.signal.aborted) {
        pool.refused(egress, "youtube", 0, sent);
        continue;
      }
      throw error;
    }
  }
}
