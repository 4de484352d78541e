import type { Extractor } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { SnapchatLink } from "../../platforms/snapchat/links.js";
import { spotlightPage } from "./page.js";
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
