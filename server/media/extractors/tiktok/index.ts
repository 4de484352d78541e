import type { PlatformExtractor } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { TiktokLink, TiktokShortLink } from "../../platforms/tiktok/links.js";
import { readPost, TIKTOK_ANSWERS } from "./page.js";
import { followShort } from "./short.js";

export const tiktokExtractor: PlatformExtractor<TiktokLink, TiktokShortLink> = {
  /**
   * The built-in TikTok extractor: the post page read through the attempt's client (short links
   * are followed by the core first). Why: docs/decisions/043-tiktok.md,
   * 062-tiktok-bluesky-and-the-rest-on-the-client.md
   */
  extract: (link, kind, client) => {
    if (link.type !== "post") throw new MediaError("unsupported_link");
    return readPost(link, kind, client);
  },
  answers: TIKTOK_ANSWERS,
  indirect: { type: "short", step: "tiktok.short", follow: followShort },
};
