/**
 * One quality ladder for every platform: a video's quality is named by its short side, snapped
 * to the usual steps, so a vertical 720x1280 video is `720p` and a square 1080x1080 one `1080p`
 * (as YouTube and cobalt name them), and the default is the best H.264 quality up to 1080p by
 * that measure. Why: docs/decisions/059-platform-client.md
 */
import type { CandidateQuality, Kind, MediaCandidate } from "../lookup.js";

export const LADDER = [144, 240, 360, 480, 720, 1080, 1440, 2160, 4320] as const;

/** The default quality's ceiling, by the short side. */
export const DEFAULT_MAX_STEP = 1080;

/**
 * The ladder step of a video of `width` x `height` (either may be unknown): the short side
 * rounded up to the step that holds it (a 333-pixel side is 360p), a side up to 8 pixels over a
 * step counting as that step (an 1088-pixel encode is 1080p), the side itself past 4320; 0 when
 * neither side is known.
 */
export function ladderStep(width: number | undefined, height: number | undefined): number {
  const sides = [width, height].filter((n): n is number => typeof n === "number" && n > 0);
  if (sides.length === 0) return 0;
  const side = Math.min(...sides);
  return LADDER.find((step) => step >= side - 8) ?? side;
}

/** `720p`, `1080p60` (a frame rate above 30 is named), or undefined when the size is unknown. */
export function ladderLabel(
  width: number | undefined,
  height: number | undefined,
  fps?: number,
): string | undefined {
  const step = ladderStep(width, height);
  if (step === 0) return undefined;
  return `${step}p${fps && fps > 30 ? Math.round(fps) : ""}`;
}

/** What the default pick reads of a quality: its step (the `height` qualities carry) and codec. */
interface Rung {
  height?: number;
  codec?: string;
  processing?: string;
}

export interface DefaultRule {
  /** The ceiling, by the short side (1080). */
  max?: number;
  /**
   * A file relayed as it is (no ffmpeg) beats a taller one that must be muxed, within the
   * ceiling: a platform whose player itself plays the progressive file (Facebook).
   */
  preferRelayed?: boolean;
}

/**
 * The default among `qualities` (each `height` a ladder step): the best H.264 up to 1080p, else
 * the best of any codec up to it, else the smallest there is (with `preferRelayed`, the best
 * file needing no ffmpeg up to 1080p first).
 */
export function defaultRung<Q extends Rung>(
  qualities: readonly Q[],
  { max = DEFAULT_MAX_STEP, preferRelayed = false }: DefaultRule = {},
): Q | undefined {
  const byStep = [...qualities].sort((a, b) => (b.height ?? 0) - (a.height ?? 0));
  const fitting = byStep.filter((q) => (q.height ?? 0) <= max);
  const relayed = preferRelayed ? fitting.find((q) => q.processing === "none") : undefined;
  return relayed ?? fitting.find((q) => q.codec === "h264") ?? fitting[0] ?? byStep.at(-1);
}

/** `qualities` with exactly one `default: true`: the one `defaultRung` picks (or the first). */
export function withDefault<Q extends Rung & { default?: boolean }>(
  qualities: readonly Q[],
  rule: DefaultRule = {},
): Q[] {
  const chosen = defaultRung(qualities, rule) ?? qualities[0];
  return qualities.map((q) => {
    // Copied whole when there is no `default` to leave out (as every ladder builds them): V8
    // copies an object less one key by a slow path, on every quality of every answer.
    if (!Object.hasOwn(q, "default")) return q === chosen ? { ...q, default: true } : { ...q };
    const { default: _ignored, ...rest } = q;
    return (q === chosen ? { ...rest, default: true } : rest) as Q;
  });
}

/** A progressive H.264 MP4 of a video, by what its size says (either side may be unknown). */
export interface ProgressiveFile {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  fps?: number | undefined;
}

/**
 * Progressive MP4 files as qualities relayed as they are: one per ladder step (the first file
 * of a step is kept, so list the best first), named by the ladder, one of them the default.
 */
export function progressiveQualities(files: readonly ProgressiveFile[]): CandidateQuality[] {
  const seen = new Set<number>();
  const qualities = files.flatMap((file, i): CandidateQuality[] => {
    const step = ladderStep(file.width, file.height);
    if (seen.has(step)) return [];
    seen.add(step);
    return [
      {
        label: ladderLabel(file.width, file.height, file.fps) ?? `file${i + 1}`,
        codec: "h264",
        ext: "mp4",
        url: file.url,
        processing: "none",
        ...(step ? { height: step } : {}),
        ...(file.fps ? { fps: file.fps } : {}),
      },
    ];
  });
  return withDefault(qualities);
}

/**
 * MP4 files the platform names by their height (Newgrounds' sources, TikTok's gears, 540p
 * among them), tallest first, as qualities relayed as they are: named by that height rather
 * than the ladder, one of them the default.
 */
export function heightQualities(
  files: readonly { url: string; height: number; bytes?: number | undefined }[],
): CandidateQuality[] {
  return withDefault(
    files.map(
      (file): CandidateQuality => ({
        label: `${file.height}p`,
        height: file.height,
        codec: "h264",
        ext: "mp4",
        url: file.url,
        processing: "none",
        ...(file.bytes ? { approxBytes: file.bytes } : {}),
      }),
    ),
  );
}

/**
 * Progressive MP4 files (best first) as one video candidate: the default quality's file, with
 * the others as its qualities when there are several; undefined when there are none.
 */
export function progressiveCandidate(
  files: readonly ProgressiveFile[],
  thumbnail: string | undefined,
): MediaCandidate | undefined {
  const listed = progressiveQualities(files);
  const chosen = listed.find((q) => q.default);
  if (!chosen) return undefined;
  const file = files.find((f) => f.url === chosen.url);
  return {
    type: "video",
    url: chosen.url,
    ext: "mp4",
    ...(file?.width && file.height ? { width: file.width, height: file.height } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    ...(listed.length > 1 ? { qualities: listed } : {}),
  };
}

/**
 * The candidate of progressive MP4 `qualities` (tallest first, one the default) for `kind`: for
 * the sound, the smallest file at 360p or more, as the sound is the same in every file; else the
 * default file with every quality, and the video's `size`. Undefined when there is no file.
 */
export function mp4Candidate(
  qualities: CandidateQuality[],
  kind: Kind,
  { thumbnail, size }: { thumbnail?: string | undefined; size?: { width: number; height: number } },
): MediaCandidate | undefined {
  const chosen = qualities.find((q) => q.default);
  if (!chosen) return undefined;
  const pictured = thumbnail ? { thumbnail } : {};
  if (kind === "audio") {
    const small =
      [...qualities].reverse().find((q) => (q.height ?? 0) >= 360) ?? qualities.at(-1) ?? chosen;
    return { type: "video", url: small.url, ext: "mp4", ...pictured };
  }
  return { type: "video", url: chosen.url, ext: "mp4", qualities, ...pictured, ...size };
}
