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
