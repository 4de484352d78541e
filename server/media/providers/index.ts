import type { Config, MediaProviderName } from "../../config.js";
import { builtinProvider } from "./builtin.js";
import { cobaltProvider } from "./cobalt.js";
import { rapidapiProvider } from "./rapidapi.js";
import type { Provider } from "./types.js";

/**
 * Every provider MEDIA_PROVIDERS may list, by the name it is listed under (server/config.ts
 * holds the list of names; this table must cover it exactly).
 * Why: docs/decisions/026-platform-folders.md
 */
export const PROVIDERS = {
  builtin: builtinProvider,
  rapidapi: rapidapiProvider,
  cobalt: cobaltProvider,
} as const satisfies Record<MediaProviderName, Provider>;

/** The provider that asks the platforms itself, through our extractors. */
export const OWN_PROVIDER: MediaProviderName = "builtin";

/** The operator's chain, in order, with each provider's name. */
export function providerChain(
  config: Pick<Config, "mediaProviders">,
): { name: MediaProviderName; provider: Provider }[] {
  return config.mediaProviders.map((name) => ({ name, provider: PROVIDERS[name] }));
}
