import { platformOf } from "../platforms/index.js";
import type { Provider } from "./types.js";

/**
 * Our own extractors (server/media/extractors/), one for every platform of the registry.
 * Why: docs/decisions/003-server-side-resolution.md
 */
export const builtinProvider: Provider = {
  supports: () => true,
  configured: () => true,
  resolve: ({ link, kind }, context) => platformOf(link).extract(link, kind, context),
};
