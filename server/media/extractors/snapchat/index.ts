import type { Extractor, PlatformExtractor } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { SnapchatLink, SnapchatShortLink } from "../../platforms/snapchat/links.js";
import { SNAPCHAT_ANSWERS, spotlightPage } from "./page.js";
import { followShort } from "./short.js";
import { storyPage } from "./story.js";

/**
 * The built-in Snapchat extractor: a Spotlight's page, or a profile's page for its story (share
 * links are followed by the core first). A Spotlight is one video for every screen (the audio
 * screen converts it).
 * Why: docs/decisions/056-snapchat-spotlight.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
 */
export const snapchatExtract: Extractor<SnapchatLink> = async (link, _kind, client) => {
  if (link.type === "story") return storyPage(link, client);
  if (link.type === "spotlight") return [await spotlightPage(link, client)];
  throw new MediaError("unsupported_link");
};

export const snapchatExtractor: PlatformExtractor<SnapchatLink, SnapchatShortLink> = {
  extract: snapchatExtract,
  method: "page",
  answers: SNAPCHAT_ANSWERS,
  indirect: { type: "short", step: "snapchat.short_link", follow: followShort },
};
