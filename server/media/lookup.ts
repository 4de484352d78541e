import type { MediaQuality, ResolveKind } from "../../common/media-api.js";
import type { Config } from "../config.js";
import type { PolicyCheck } from "./upstream/policy-check.js";

/**
 * What one lookup is made of, shared by the extractors, the providers and the platforms
 * without any of them importing another: the kind asked for, the candidates found, and what
 * a lookup carries along. Why: docs/decisions/026-platform-folders.md
 */

/** What the downloader screen asks for; decides naming and audio extraction. */
export const KINDS = ["reel", "story", "post", "audio"] as const satisfies readonly ResolveKind[];
export type Kind = ResolveKind;

/** One file an extractor or provider found, before it is turned into tunnel URLs. */
export interface MediaCandidate {
  type: "video" | "photo" | "audio";
  url: string;
  /** Headers the upstream needs (for example a cobalt tunnel's own). */
  headers?: Record<string, string>;
  thumbnail?: string;
  width?: number;
  height?: number;
  /** File extension when the URL does not tell (without the dot). */
  ext?: string;
  /** True when the file is already MP3 audio (cobalt converts for us). */
  mp3?: boolean;
  /** Every quality on offer (YouTube); `url` is then the default quality's first source. */
  qualities?: CandidateQuality[];
  /**
   * The egress that got these URLs: downloads leave through it. `bound`: the URLs work only
   * from that egress's address (YouTube's `ip=`), so no other address may fetch them.
   * Why: docs/decisions/028-egress-pool.md, 036-one-state-across-processes.md
   */
  egress?: { index: number; id: string; bound?: true };
  /**
   * The provider whose answer named these URLs: its own endpoint is the only configured service
   * their downloads may reach. Why: docs/decisions/040-trust-by-provider.md
   */
  provider?: string;
}

/**
 * One quality of a video or of its sound: one stream relayed or converted, or a video-only
 * and an audio-only stream muxed into one file. Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
export interface CandidateQuality
  extends Pick<MediaQuality, "label" | "height" | "fps" | "codec" | "approxBytes" | "default"> {
  /** Extension of the file the visitor gets. */
  ext: MediaQuality["container"];
  /** The first source: the video, or the only stream. */
  url: string;
  /** The second source (audio), muxed with the first. */
  audioUrl?: string;
  /** none: relayed as is; mp3: sound encoded to MP3; mux: streams copied into `ext`. */
  processing: "none" | "mp3" | "mux";
  /**
   * The quality is a stream of segments, read by our server and remuxed as it is sent: `url` is
   * then its media playlist (HLS; `audioUrl` the audio rendition's) or the manifest (DASH, with
   * the representations' ids). Made by server/media/segments/candidate.ts.
   * Why: docs/decisions/072-segmented-streams.md
   */
  segmented?: Segmented;
}

/** Which segmented stream a quality is, as its ticket carries it. */
export interface Segmented {
  format: "hls" | "dash";
  /** DASH: the video (or only) representation's id. */
  video?: string;
  /** DASH: the audio representation's id. */
  audio?: string;
  /** The stream's bits per second (video and audio), for an estimate of the file's size. */
  bitsPerSecond?: number;
}

/** Each provider gets this long before the chain moves on (tests shorten it). */
export const resolveLimits = { providerTimeoutMs: 25_000 };

/** What every request of one lookup goes out with. */
export interface LookupContext {
  config: Config;
  policy: PolicyCheck;
  signal: AbortSignal;
  /** Told every upstream status an extractor saw (the doctor's "http" column). */
  onStatus?: (status: number) => void;
}
