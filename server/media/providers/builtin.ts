import { instagramResolve } from "../extractors/instagram/index.js";
import { youtubeResolve } from "../extractors/youtube/index.js";
import type { Provider } from "./types.js";

/**
 * Our own extractors (server/media/extractors/): Instagram (web and mobile endpoints) and
 * YouTube. Why: docs/decisions/003-server-side-resolution.md
 */
export const builtinProvider: Provider = {
  name: "builtin",
  supports: () => true,
  async resolve({ link, kind }, context) {
    if (link.platform === "instagram") return instagramResolve(link, kind, context);
    return youtubeResolve(link, kind, context);
  },
};
