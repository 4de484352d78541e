import type { PlatformExtractor } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { SnapchatLink, SnapchatShortLink } from "../../platforms/snapchat/links.js";
import { SNAPCHAT_ANSWERS, spotlightPage } from "./page.js";
import { followShort } from "./short.js";
import { storyPage } from "./story.js";

export const snapchatExtractor: PlatformExtractor<SnapchatLink, SnapchatShortLink> = {
  /**
   * The built-in Snapchat extractor: a Spotlight's page, or a profile's page for its story (share
   * links are followed by the core first). A Spotlight is one video for every screen (the audio
   * screen converts it).
   * Why: docs/decisions/056-snapchat-spotlight.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
   */
  extract: async (link, _kind, client) => {
    if (link.type === "story") return storyPage(link, client);
    if (link.type === "spotlight") return [await spotlightPage(link, client)];
    throw new MediaError("unsupported_link");
  },
  method: "page",
  answers: SNAPCHAT_ANSWERS,
  indirect: { type: "short", step: "snapchat.short_link", follow: followShort },
};
