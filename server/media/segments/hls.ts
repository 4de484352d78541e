import { parse, setOptions, type types } from "hls-parser";
import { MediaError } from "../errors.js";
import { type Piece, SEGMENT_LIMITS, type SegmentList } from "./pieces.js";

/**
 * HLS playlists read with hls-parser: a master playlist's variants and audio renditions, and a
 * media playlist's segments (with their byte ranges, initialisation sections and AES-128 keys).
 * Encrypted streams other than clear-key AES-128 (SAMPLE-AES, FairPlay, PlayReady, Widevine)
 * are DRM and refused, as yt-dlp's HLS downloader refuses them.
 * Why: docs/decisions/072-segmented-streams.md
 */

// Lenient (a platform's playlist with an odd tag still plays) and quiet (no console output).
setOptions({ strictMode: false, silent: true });

export interface HlsVariant {
  url: string;
  bandwidth: number;
  width?: number;
  height?: number;
  fps?: number;
  codecs?: string;
  /** The audio rendition's media playlist, when sound comes apart from the video. */
  audioUrl?: string;
  /** The audio rendition's codec, when the variant's CODECS names it. */
  audioCodecs?: string;
  /** No video in it: an audio-only variant. */
  audioOnly: boolean;
}

export interface HlsMaster {
  variants: HlsVariant[];
  /** Audio renditions with their own playlist, best first. */
  audios: { url: string; codecs?: string; bandwidth?: number }[];
}

/**
 * Key formats and methods that are DRM (a licence server holds the key): FairPlay, PlayReady,
 * Widevine, Adobe Access, and sample encryption, whose key is never a plain URL either.
 */
const DRM_LINES = [
  /#EXT-X-(?:SESSION-)?KEY:.*?URI="skd:\/\//,
  /#EXT-X-(?:SESSION-)?KEY:.*?KEYFORMAT="com\.apple\.streamingkeydelivery"/,
  /#EXT-X-(?:SESSION-)?KEY:.*?KEYFORMAT="com\.microsoft\.playready"/,
  /#EXT-X-(?:SESSION-)?KEY:.*?KEYFORMAT="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"/i,
  /#EXT-X-(?:SESSION-)?KEY:.*?METHOD=(?!NONE\b|AES-128\b)/,
  /#EXT-X-FAXS-CM:/,
];

/** Throws `drm_protected` when the playlist names a DRM key. */
export function refuseDrm(text: string): void {
  if (DRM_LINES.some((line) => line.test(text))) {
    throw new MediaError("unsupported_link", "drm_protected");
  }
}

export function isHls(text: string): boolean {
  return text.trimStart().startsWith("#EXTM3U");
}

function absolute(uri: string, base: string): string {
  const url = new URL(uri, base);
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new MediaError("upstream_failed");
  return url.href;
}

function read(text: string): types.MasterPlaylist | types.MediaPlaylist {
  if (!isHls(text)) throw new MediaError("upstream_failed", "cannot_prepare");
  refuseDrm(text);
  try {
    return parse(text);
  } catch {
    throw new MediaError("upstream_failed", "cannot_prepare");
  }
}

const AUDIO_CODEC = /^(mp4a|opus|ac-3|ec-3|mp3|flac|vorbis)/i;
const VIDEO_CODEC = /^(avc|hvc|hev|vp0?9|av01|dvh)/i;

/** A master playlist's variants and renditions (an I-frame-only variant is no video). */
export function readMaster(text: string, baseUrl: string): HlsMaster | undefined {
  const playlist = read(text);
  if (!playlist.isMasterPlaylist) return undefined;
  const audios = new Map<string, { url: string; codecs?: string; bandwidth?: number }>();
  const variants: HlsVariant[] = [];
  for (const variant of playlist.variants) {
    if (variant.isIFrameOnly || !variant.uri) continue;
    const codecs = (variant.codecs ?? "").split(",").map((c) => c.trim());
    const videoCodecs = codecs.find((c) => VIDEO_CODEC.test(c));
    const audioCodecs = codecs.find((c) => AUDIO_CODEC.test(c));
    const audioOnly =
      !variant.resolution && !videoCodecs && codecs.some((c) => AUDIO_CODEC.test(c));
    // The group's default rendition with its own playlist, else its first one that has one.
    const renditions = variant.audio.filter((r) => r.uri);
    const rendition = renditions.find((r) => r.isDefault) ?? renditions[0];
    const out: HlsVariant = {
      url: absolute(variant.uri, baseUrl),
      bandwidth: variant.averageBandwidth ?? variant.bandwidth ?? 0,
      audioOnly,
    };
    if (variant.resolution) {
      out.width = variant.resolution.width;
      out.height = variant.resolution.height;
    }
    if (variant.frameRate) out.fps = Math.round(variant.frameRate);
    if (videoCodecs) out.codecs = videoCodecs;
    if (audioCodecs) out.audioCodecs = audioCodecs;
    if (rendition?.uri) {
      out.audioUrl = absolute(rendition.uri, baseUrl);
      const known = audios.get(out.audioUrl);
      if (!known || (known.bandwidth ?? 0) < out.bandwidth) {
        audios.set(out.audioUrl, {
          url: out.audioUrl,
          ...(audioCodecs ? { codecs: audioCodecs } : {}),
          bandwidth: out.bandwidth,
        });
      }
    }
    variants.push(out);
  }
  return { variants, audios: [...audios.values()] };
}

/** 16 bytes of an IV written as hex (`0x…`), or undefined. */
function ivOf(key: types.Key): Buffer | undefined {
  return key.iv ? Buffer.from(new Uint8Array(key.iv)) : undefined;
}

/** The media sequence number as AES-128's default IV (RFC 8216, 5.2): big-endian in 16 bytes. */
function sequenceIv(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
}

/**
 * A media playlist's segments in order, absolute, with their ranges, initialisation sections
 * and clear-key AES-128 keys. A live playlist (no end) is refused: it has no whole file yet.
 */
export function readMedia(text: string, baseUrl: string): SegmentList {
  const playlist = read(text);
  if (playlist.isMasterPlaylist) throw new MediaError("upstream_failed", "cannot_prepare");
  if (!playlist.endlist && playlist.playlistType !== "VOD") throw new MediaError("live_stream");
  if (playlist.segments.length > SEGMENT_LIMITS.maxSegments)
    throw new MediaError("upstream_failed", "cannot_prepare");
  const pieces: Piece[] = [];
  let seconds = 0;
  let lastMap: string | undefined;
  // A range without an offset continues where the previous range of the same file ended.
  const nextOffset = new Map<string, number>();
  const rangeOf = (url: string, byterange: types.Byterange | undefined) => {
    if (!byterange) return undefined;
    const start = byterange.offset ?? nextOffset.get(url) ?? 0;
    nextOffset.set(url, start + byterange.length);
    return { start, end: start + byterange.length - 1 };
  };
  for (const segment of playlist.segments) {
    if (segment.gap) continue;
    if (segment.map) {
      const mapUrl = absolute(segment.map.uri, baseUrl);
      const range = rangeOf(mapUrl, segment.map.byterange);
      const id = `${mapUrl}#${range?.start ?? ""}`;
      // A discontinuity with another initialisation section is a new stream: not one file.
      if (lastMap !== undefined && lastMap !== id)
        throw new MediaError("upstream_failed", "cannot_prepare");
      if (lastMap === undefined) pieces.push({ url: mapUrl, ...(range ? { range } : {}) });
      lastMap = id;
    }
    const url = absolute(segment.uri, baseUrl);
    const range = rangeOf(url, segment.byterange);
    const piece: Piece = { url, ...(range ? { range } : {}) };
    const key = segment.key;
    if (key && key.method === "AES-128") {
      if (!key.uri) throw new MediaError("unsupported_link", "drm_protected");
      piece.key = {
        url: absolute(key.uri, baseUrl),
        iv: ivOf(key) ?? sequenceIv(segment.mediaSequenceNumber),
      };
    }
    seconds += segment.duration;
    pieces.push(piece);
  }
  if (seconds <= 0 && pieces.length < 2) throw new MediaError("not_found", "no_media");
  return { pieces, seconds };
}
