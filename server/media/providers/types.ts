import type { Config } from "../../config.js";
import type { Kind, LookupContext, MediaCandidate } from "../lookup.js";
import type { MediaLink } from "../platforms/index.js";

/**
 * The provider axis: each member of MEDIA_PROVIDERS turns a link into candidates.
 * Why: docs/decisions/003-server-side-resolution.md
 */
export interface ResolveInput {
  link: MediaLink;
  kind: Kind;
}

export interface Provider {
  /** It can read this link (its platform is one it serves). */
  supports(link: MediaLink): boolean;
  /** Its settings are given (the doctor says "not configured" otherwise). */
  configured(config: Config): boolean;
  /** The operator's own endpoint of this provider, trusted by the upstream policy. */
  endpoint?(config: Config): string | undefined;
  resolve(input: ResolveInput, context: LookupContext): Promise<MediaCandidate[]>;
}
