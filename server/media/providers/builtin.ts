import { extractWithTurns, type RunnablePlatform } from "../client/run.js";
import { MediaError } from "../errors.js";
import { type MediaLink, platformOf } from "../platforms/index.js";
import type { Platform } from "../platforms/platform.js";
import type { Provider } from "./types.js";

/**
 * Our own extractors (server/media/extractors/), one for every platform of the registry, each
 * run by the core through its platform's client (server/media/client/run.ts).
 * Why: docs/decisions/003-server-side-resolution.md, 059-platform-client.md
 */
export const builtinProvider: Provider = {
  supports: () => true,
  configured: () => true,
  resolve: ({ link, kind }, context) => {
    const platform = platformOf(link);
    if (platform.legacyExtract) return platform.legacyExtract(link, kind, context);
    return extractWithTurns(runnable(platform), link, kind, context);
  },
};

/**
 * A platform as the core runs it: one whose extractor stands on its client (an extractor of old
 * only has its share links followed this way).
 */
export function runnable(platform: Platform<MediaLink>): RunnablePlatform<MediaLink> {
  const extract = platform.extract ?? (() => Promise.reject(new MediaError("unsupported_link")));
  return { ...platform, extract };
}
