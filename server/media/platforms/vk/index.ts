import { vkExtractor } from "../../extractors/vk/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type VkLink, vkLinks } from "./links.js";
import { VK_STREAM_HEADERS, vkSettings } from "./settings.js";

/** VK and VK Video: videos and clips, in every MP4 quality. Why: docs/decisions/085-vk.md */
export const vk: Platform<VkLink> = describePlatform("vk", {
  links: vkLinks,
  // The API (api.vk.ru, api.vkvideo.ru), and the video CDNs: vkvd*.okcdn.ru, *.vkuser.net,
  // *.userapi.com (posters), *.mycdn.me.
  mediaDomains: [
    "vk.com",
    "vk.ru",
    "vkvideo.ru",
    "okcdn.ru",
    "vkuser.net",
    "userapi.com",
    "mycdn.me",
  ],
  settings: vkSettings,
  streamHeaders: VK_STREAM_HEADERS,
  extractor: vkExtractor,
});
