import { extractWithTurns } from "../client/run.js";
import { platformOf } from "../platforms/index.js";
import type { Provider } from "./types.js";

/**
 * Our own extractors (server/media/extractors/), one for every platform of the registry, each
 * run by the core through its platform's client (server/media/client/run.ts).
 * Why: docs/decisions/003-server-side-resolution.md, 059-platform-client.md
 */
export const builtinProvider: Provider = {
  supports: () => true,
  configured: () => true,
  resolve: ({ link, kind }, context) => extractWithTurns(platformOf(link), link, kind, context),
};
