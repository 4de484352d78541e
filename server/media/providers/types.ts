import type { MediaQuality } from "../../../common/media-api.js";
import type { Config } from "../../config.js";
import type { Kind, MediaLink } from "../links.js";
import type { UpstreamPolicy } from "../upstream/host-policy.js";

/**
 * The provider axis: each member of MEDIA_PROVIDERS turns a link into candidates.
 * Why: docs/decisions/003-server-side-resolution.md
 */

/** One file a provider found, before it is turned into tunnel URLs. */
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
}

export interface ProviderContext {
  config: Config;
  policy: UpstreamPolicy;
  signal: AbortSignal;
}

export interface ResolveInput {
  link: MediaLink;
  kind: Kind;
}

export interface Provider {
  name: string;
  supports(link: MediaLink): boolean;
  resolve(input: ResolveInput, context: ProviderContext): Promise<MediaCandidate[]>;
}
