/**
 * The media engine's front door: what code outside server/media (the HTTP routes, the doctor,
 * tests of the whole) uses instead of reaching inside. Inside, extractors and providers
 * share only the neutral ./lookup.ts and the platform registry, never each other.
 * Why: docs/decisions/026-platform-folders.md
 */
export { type PoolRow, poolRows } from "./client/pools.js";
export { clientFor, stepClient } from "./client/run.js";
export { FALLBACK_CODES, MediaError } from "./errors.js";
export { UpstreamPolicy, upstreamPolicy } from "./host-policy.js";
export type { LinkOptions } from "./items.js";
export { parseLink } from "./links.js";
export type {
  CandidateQuality,
  Kind,
  LookupContext,
  MediaCandidate,
} from "./lookup.js";
export { KINDS } from "./lookup.js";
export { lookupLimit } from "./lookup-limit.js";
export {
  lookupKey,
  type MediaLink,
  PLATFORMS,
  platformOf,
  platformReadingHost,
} from "./platforms/index.js";
export type { DiagnosticStep, Platform } from "./platforms/platform.js";
export { OWN_PROVIDER, PROVIDERS, providerChain } from "./providers/index.js";
export type { Provider } from "./providers/types.js";
export { resolveLimits, resolveMedia } from "./resolve.js";
export { closeAgents } from "./upstream/agents.js";
export { type TransportFailure, transportOf } from "./upstream/failures.js";
export type { PolicyCheck } from "./upstream/policy-check.js";
