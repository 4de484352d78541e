import { defaultRung, ladderLabel, ladderStep } from "../../client/index.js";
import type { RawFormat } from "./answer.js";

export type VideoCodec = "h264" | "vp9" | "av1";
export type AudioCodec = "aac" | "opus";

/** One stream of an answer, normalised. `url` may still need deciphering (`cipher`). */
export interface Stream {
  itag: number;
  url?: string;
  cipher?: string;
  container: "mp4" | "webm";
  video?: VideoCodec;
  audio?: AudioCodec;
  width?: number;
  height?: number;
  fps?: number;
  bytes?: number;
  bitrate: number;
  original: boolean;
}

/** A video quality on offer: one muxed stream, or a video-only stream and its audio. */
export interface VideoChoice {
  label: string;
  height: number;
  fps?: number;
  codec: VideoCodec;
  container: "mp4" | "webm";
  video: Stream;
  audio?: Stream;
  approxBytes?: number;
}

function codecs(mimeType: string): { container?: "mp4" | "webm"; list: string[] } {
  const [type = "", params = ""] = mimeType.split(";");
  const sub = type.trim().split("/")[1];
  const container = sub === "mp4" ? "mp4" : sub === "webm" ? "webm" : undefined;
  const list = (/codecs="([^"]*)"/.exec(params)?.[1] ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase());
  return { container, list };
}

function videoCodec(list: string[]): VideoCodec | undefined {
  if (list.some((c) => c.startsWith("avc1"))) return "h264";
  if (list.some((c) => c.startsWith("vp9") || c.startsWith("vp09"))) return "vp9";
  if (list.some((c) => c.startsWith("av01"))) return "av1";
  return undefined;
}

function audioCodec(list: string[]): AudioCodec | undefined {
  if (list.some((c) => c.startsWith("mp4a"))) return "aac";
  if (list.some((c) => c === "opus")) return "opus";
  return undefined;
}

/**
 * Whether an audio track is the original one. Multi-language videos carry dubbed tracks;
 * `audioIsDefault` marks the original, and the `xtags` protobuf says `acont=original`.
 */
function isOriginal(raw: RawFormat): boolean {
  if (!raw.audioTrack && !raw.xtags) return true;
  if (raw.audioTrack?.audioIsDefault) return true;
  if (!raw.xtags) return false;
  const tags = Buffer.from(raw.xtags, "base64url").toString("latin1");
  return tags.includes("acont") && tags.includes("original");
}

function count(value: string | number | undefined): number | undefined {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Normalises the formats we can use; DRM-protected and unknown codecs are left out. */
export function streamsOf(raws: RawFormat[]): Stream[] {
  const out: Stream[] = [];
  for (const raw of raws) {
    if (raw.drmFamilies && raw.drmFamilies.length > 0) continue;
    const { container, list } = codecs(raw.mimeType);
    if (!container) continue;
    const video = videoCodec(list);
    const audio = audioCodec(list);
    if (!video && !audio) continue;
    const cipher = raw.signatureCipher ?? raw.cipher;
    if (!raw.url && !cipher) continue;
    const duration = count(raw.approxDurationMs);
    const bitrate = raw.averageBitrate ?? raw.bitrate ?? 0;
    out.push({
      itag: raw.itag,
      url: raw.url,
      cipher: raw.url ? undefined : cipher,
      container,
      video,
      audio,
      width: raw.width,
      height: raw.height,
      fps: raw.fps,
      bytes:
        count(raw.contentLength) ??
        (duration && bitrate ? Math.round((bitrate / 8) * (duration / 1000)) : undefined),
      bitrate,
      original: audio ? isOriginal(raw) : true,
    });
  }
  return out;
}

const AUDIO_FIRST: Record<AudioCodec, number> = { aac: 140, opus: 251 };

/** The best original audio of a codec: the usual itag (140 AAC, 251 Opus) first, then bitrate. */
export function bestAudio(streams: Stream[], codec: AudioCodec): Stream | undefined {
  const candidates = streams.filter((s) => s.audio === codec && !s.video);
  const originals = candidates.filter((s) => s.original);
  const pool = originals.length > 0 ? originals : candidates;
  return [...pool].sort(
    (a, b) =>
      Number(b.itag === AUDIO_FIRST[codec]) - Number(a.itag === AUDIO_FIRST[codec]) ||
      b.bitrate - a.bitrate,
  )[0];
}

/**
 * Every video quality on offer, best first: for each height, frame rate and codec the best
 * stream, video-only ones paired with the matching audio (AAC for MP4, Opus for WebM).
 */
export function videoChoices(streams: Stream[]): VideoChoice[] {
  const byKey = new Map<string, VideoChoice>();
  const aac = bestAudio(streams, "aac");
  const opus = bestAudio(streams, "opus");
  for (const stream of streams) {
    if (!stream.video) continue;
    // Named by the short side, on the one ladder (a vertical 1080x1920 short is 1080p).
    const height = ladderStep(stream.width, stream.height);
    if (height === 0) continue;
    const fps = stream.fps && stream.fps > 30 ? stream.fps : undefined;
    const muxed = !!stream.audio;
    const audio = muxed
      ? undefined
      : stream.container === "mp4" && stream.video === "h264"
        ? aac
        : opus;
    if (!muxed && !audio) continue;
    // H.264 goes with AAC in MP4; VP9 and AV1 with Opus in WebM (cobalt's pairs).
    const container = muxed ? stream.container : stream.video === "h264" ? "mp4" : "webm";
    const label = ladderLabel(stream.width, stream.height, fps) ?? `${height}p`;
    const key = `${label}-${stream.video}`;
    const choice: VideoChoice = {
      label,
      height,
      codec: stream.video,
      container,
      video: stream,
      ...(audio ? { audio } : {}),
      ...(fps ? { fps } : {}),
    };
    const bytes = (stream.bytes ?? 0) + (audio?.bytes ?? 0);
    if (stream.bytes && (!audio || audio.bytes)) choice.approxBytes = bytes;
    const held = byKey.get(key);
    // An adaptive pair beats a muxed stream of the same quality; otherwise the higher bitrate.
    const heldMuxed = held?.audio === undefined;
    const better =
      !held ||
      (heldMuxed && !muxed) ||
      (heldMuxed === muxed && stream.bitrate > held.video.bitrate);
    if (better) byKey.set(key, choice);
  }
  const rank: Record<VideoCodec, number> = { h264: 0, vp9: 1, av1: 2 };
  return [...byKey.values()].sort(
    (a, b) => b.height - a.height || (b.fps ?? 30) - (a.fps ?? 30) || rank[a.codec] - rank[b.codec],
  );
}

/** The ladder's default: best H.264 up to 1080p, else the best of any codec up to it, else the smallest. */
export function defaultChoice(choices: VideoChoice[]): VideoChoice | undefined {
  return defaultRung(choices);
}
