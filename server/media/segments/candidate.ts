import { lookupFailure, type PlatformClient } from "../client/client.js";
import { ladderLabel, ladderStep, withDefault } from "../client/ladder.js";
import { fullestFirst, videoCodec } from "../dash-manifest.js";
import { MediaError } from "../errors.js";
import type { CandidateQuality, Kind, MediaCandidate } from "../lookup.js";
import { type DashRepresentation, dashPieces, isDash, readDash } from "./dash.js";
import { type HlsMaster, type HlsVariant, isHls, readMaster, readMedia } from "./hls.js";
import { checkPieces, SEGMENT_LIMITS } from "./pieces.js";

/** What an extractor may know of a stream beside its playlist's URL. */
export interface PlaylistHints {
  /** Headers the platform's servers want with every request of the stream (a Referer). */
  headers?: Record<string, string>;
  /** The video's picture (a URL on the platform's hosts), relayed as the item's thumbnail. */
  thumbnail?: string;
  /** The video's size, for a media playlist (no master) that does not say it. */
  width?: number;
  height?: number;
  /** The ceiling of the default quality by the short side (1080). */
  maxStep?: number;
}

/**
 * The one item of a video (or of its sound) that a platform streams only as a playlist of
 * segments: an HLS master or media playlist, or a DASH manifest with `SegmentTemplate`,
 * `SegmentList` or single-file representations. The playlist is read now through `client` (the
 * platform's host policy at every hop, the lookup's address, its deadline); each quality is a
 * ticket the tunnel relays by fetching the segments one by one through the same policy and
 * remuxing them with ffmpeg through its pipes, into MP4 (video, with the separate audio
 * rendition muxed in) or MP3/M4A (`kind` "audio"). Qualities are named by the short side
 * (`ladder.ts`), the default the best H.264 up to 1080p.
 *
 * Throws MediaError: `unsupported_link` with `drm_protected` for an encrypted stream other than
 * clear-key AES-128 (which is decrypted), `live_stream` for a playlist that has not ended,
 * `not_found`/`no_media` for one without a playable stream, and whatever the client's table of
 * answers makes of a refused request. Usable by any extractor:
 *
 *     return [await playlistCandidate(client, hlsUrl, kind, { thumbnail })];
 *
 * Why: docs/decisions/072-segmented-streams.md
 */
export async function playlistCandidate(
  client: PlatformClient,
  url: string,
  kind: Kind,
  hints: PlaylistHints = {},
): Promise<MediaCandidate> {
  const ask = {
    ...(hints.headers ? { headers: hints.headers } : {}),
    maxBytes: SEGMENT_LIMITS.maxPlaylistBytes,
  };
  const answer = await client.get(url, ask);
  const headers = { ...hints.headers };
  // What the platform set while the playlist was read (a CDN's signed cookies) goes with the
  // segments; a signed-in session's own cookie never leaves the lookup.
  const cookie = client.jar.header(answer.url);
  if (cookie) headers.cookie = cookie;
  const base: Omit<MediaCandidate, "type" | "url" | "qualities"> = {
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(hints.thumbnail ? { thumbnail: hints.thumbnail } : {}),
  };
  const audio = kind === "audio";
  let qualities: CandidateQuality[];
  if (isHls(answer.text)) {
    const master = readMaster(answer.text, answer.url.href);
    if (!master) {
      // A media playlist: one quality, checked (DRM, live) and timed now.
      const media = readMedia(answer.text, answer.url.href);
      checked(() => checkPieces([media], client.policy));
      const variant: HlsVariant = {
        url: answer.url.href,
        bandwidth: 0,
        audioOnly: audio,
        ...(hints.width ? { width: hints.width } : {}),
        ...(hints.height ? { height: hints.height } : {}),
      };
      qualities = audio
        ? audioQualities(variant.url, "hls", undefined, media.seconds, 0)
        : hlsVideoQualities([variant], media.seconds, hints.maxStep);
    } else {
      const seconds = await checkDefault(client, master, audio, ask);
      qualities = audio
        ? hlsAudioQualities(master, seconds)
        : hlsVideoQualities(
            master.variants.filter((v) => !v.audioOnly),
            seconds,
            hints.maxStep,
          );
    }
  } else if (isDash(answer.text)) {
    const manifest = readDash(answer.text, answer.url.href);
    qualities = audio
      ? dashAudioQualities(answer.url.href, manifest.audios, manifest.seconds)
      : dashVideoQualities(
          answer.url.href,
          manifest.videos,
          manifest.audios,
          manifest.seconds,
          hints.maxStep,
        );
    // The default's segments are worked out now: a manifest we cannot follow, or one naming
    // hosts the policy refuses, fails the lookup rather than the download.
    const chosen = qualities.find((q) => q.default)?.segmented;
    const ids = [chosen?.video, chosen?.audio].filter((id): id is string => Boolean(id));
    const streams = ids.map((id) => dashPieces(answer.text, answer.url.href, id));
    checked(() => checkPieces(streams, client.policy));
  } else {
    throw new MediaError("upstream_failed", "cannot_prepare");
  }
  if (qualities.length === 0) throw new MediaError("not_found", audio ? "no_sound" : "no_media");
  const chosen = qualities.find((q) => q.default) ?? (qualities[0] as CandidateQuality);
  const { width, height } = hints;
  return {
    type: audio ? "audio" : "video",
    url: chosen.url,
    ...base,
    ...(!audio && width && height ? { width, height } : {}),
    qualities,
  };
}

/**
 * The master's default variant (and its sound) read now: an encrypted or live stream is refused
 * at the lookup, not once the visitor downloads; its length sizes every quality.
 */
async function checkDefault(
  client: PlatformClient,
  master: HlsMaster,
  audio: boolean,
  ask: { headers?: Record<string, string>; maxBytes: number },
): Promise<number> {
  const video = master.variants.filter((v) => !v.audioOnly);
  const chosen = hlsVideoQualities(video, 0).find((q) => q.default);
  const picks = audio
    ? [master.audios[0]?.url ?? master.variants[0]?.url]
    : chosen
      ? [chosen.url, chosen.audioUrl]
      : [master.variants[0]?.url];
  const urls = picks.filter((u): u is string => Boolean(u));
  if (urls.length === 0) throw new MediaError("not_found", audio ? "no_sound" : "no_media");
  const lists = await Promise.all(
    urls.map(async (url) => {
      const answer = await client.get(url, ask);
      return readMedia(answer.text, answer.url.href);
    }),
  );
  checked(() => checkPieces(lists, client.policy));
  return Math.max(...lists.map((list) => list.seconds));
}

/** A segment the policy refuses fails the lookup as any refused request does (not the client's). */
function checked(check: () => void): void {
  try {
    check();
  } catch (error) {
    throw lookupFailure(error);
  }
}

function approx(bitsPerSecond: number, seconds: number): { approxBytes?: number } {
  return bitsPerSecond > 0 && seconds > 0
    ? { approxBytes: Math.round((bitsPerSecond * seconds) / 8) }
    : {};
}

/** One quality per label and codec, the fullest first; the default by the ladder's rule. */
function hlsVideoQualities(
  variants: HlsVariant[],
  seconds: number,
  maxStep?: number,
): CandidateQuality[] {
  const sorted = [...variants].sort(fullestFirst);
  const seen = new Set<string>();
  const out: CandidateQuality[] = [];
  for (const variant of sorted) {
    // A playlist that names no codec is H.264, as every HLS player takes it.
    const codec = videoCodec(variant.codecs ?? "avc1");
    if (!codec) continue;
    const step = ladderStep(variant.width, variant.height);
    const label =
      ladderLabel(variant.width, variant.height, variant.fps) ??
      (variant.bandwidth > 0 ? `${Math.round(variant.bandwidth / 1000)}k` : "Original");
    if (seen.has(`${label}/${codec}`)) continue;
    seen.add(`${label}/${codec}`);
    out.push({
      label,
      codec,
      ext: "mp4",
      url: variant.url,
      ...(variant.audioUrl ? { audioUrl: variant.audioUrl } : {}),
      processing: "mux",
      ...(step > 0 ? { height: step } : {}),
      ...(variant.fps ? { fps: variant.fps } : {}),
      ...approx(variant.bandwidth, seconds),
      segmented: {
        format: "hls",
        ...(variant.bandwidth > 0 ? { bitsPerSecond: variant.bandwidth } : {}),
      },
    });
  }
  return withDefault(out, maxStep ? { max: maxStep } : {});
}

/**
 * The sound of an HLS stream: its best audio rendition, else its best audio-only variant, else
 * the smallest video variant (its sound is the same, with the fewest bytes to read past).
 */
function hlsAudioQualities(master: HlsMaster, seconds: number): CandidateQuality[] {
  const rendition = [...master.audios].sort((a, b) => (b.bandwidth ?? 0) - (a.bandwidth ?? 0))[0];
  if (rendition) return audioQualities(rendition.url, "hls", rendition.codecs, seconds, 0);
  const audioOnly = master.variants
    .filter((v) => v.audioOnly)
    .sort((a, b) => b.bandwidth - a.bandwidth)[0];
  const source = audioOnly ?? [...master.variants].sort((a, b) => a.bandwidth - b.bandwidth)[0];
  if (!source) return [];
  return audioQualities(
    source.url,
    "hls",
    source.audioCodecs,
    seconds,
    audioOnly ? source.bandwidth : 0,
  );
}

/** MP3 (the default, as every sound is offered) and the sound as it is, in M4A or Opus. */
function audioQualities(
  url: string,
  format: "hls" | "dash",
  codecs: string | undefined,
  seconds: number,
  bitsPerSecond: number,
  representation?: string,
): CandidateQuality[] {
  const segmented = {
    format,
    ...(representation ? { video: representation } : {}),
    ...(bitsPerSecond > 0 ? { bitsPerSecond } : {}),
  };
  const out: CandidateQuality[] = [
    { label: "MP3", codec: "mp3", ext: "mp3", url, processing: "mp3", default: true, segmented },
  ];
  const codec = (codecs ?? "mp4a").toLowerCase();
  if (codec.startsWith("mp4a")) {
    out.push({
      label: "M4A",
      codec: "aac",
      ext: "m4a",
      url,
      processing: "mux",
      ...approx(bitsPerSecond, seconds),
      segmented,
    });
  } else if (codec.startsWith("opus")) {
    out.push({
      label: "Opus",
      codec: "opus",
      ext: "opus",
      url,
      processing: "mux",
      ...approx(bitsPerSecond, seconds),
      segmented,
    });
  }
  return out;
}

/** Each video representation muxed with the fullest AAC sound, one per label and codec. */
/** The sound a DASH video is muxed with: the widest AAC, else the widest of any codec. */
function bestSound(audios: DashRepresentation[]): DashRepresentation | undefined {
  const widest = (list: DashRepresentation[]) =>
    [...list].sort((a, b) => b.bandwidth - a.bandwidth)[0];
  return widest(audios.filter((a) => a.codecs.toLowerCase().startsWith("mp4a"))) ?? widest(audios);
}

function dashVideoQualities(
  manifestUrl: string,
  videos: DashRepresentation[],
  audios: DashRepresentation[],
  seconds: number,
  maxStep?: number,
): CandidateQuality[] {
  const sound = bestSound(audios);
  const sorted = [...videos].sort(fullestFirst);
  const seen = new Set<string>();
  const out: CandidateQuality[] = [];
  for (const video of sorted) {
    const codec = videoCodec(video.codecs || "avc1");
    if (!codec) continue;
    const label = ladderLabel(video.width, video.height, video.fps);
    if (!label || seen.has(`${label}/${codec}`)) continue;
    seen.add(`${label}/${codec}`);
    const step = ladderStep(video.width, video.height);
    const bits = video.bandwidth + (sound?.bandwidth ?? 0);
    out.push({
      label,
      codec,
      ext: "mp4",
      url: manifestUrl,
      processing: "mux",
      ...(step > 0 ? { height: step } : {}),
      ...(video.fps ? { fps: video.fps } : {}),
      ...approx(bits, seconds),
      segmented: {
        format: "dash",
        video: video.id,
        ...(sound ? { audio: sound.id } : {}),
        ...(bits > 0 ? { bitsPerSecond: bits } : {}),
      },
    });
  }
  return withDefault(out, maxStep ? { max: maxStep } : {});
}

function dashAudioQualities(
  manifestUrl: string,
  audios: DashRepresentation[],
  seconds: number,
): CandidateQuality[] {
  const best = bestSound(audios);
  if (!best) return [];
  return audioQualities(manifestUrl, "dash", best.codecs, seconds, best.bandwidth, best.id);
}
