import { instagramResolve } from "./instagram.js";
import type { Provider } from "./types.js";
import { youtubeResolve } from "./youtube.js";

/** The built-in extractors: Instagram (web and mobile endpoints) and YouTube. */
export const builtinProvider: Provider = {
  name: "builtin",
  supports: () => true,
  async resolve({ link, kind }, context) {
    if (link.platform === "instagram") return instagramResolve(link, kind, context);
    return youtubeResolve(link, kind, context);
  },
};
