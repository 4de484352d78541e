/**
 * The platforms' names where a language writes them as the brands do (every catalog in the
 * Latin script): one list, spread into each. Arabic and Hindi write their own.
 * Why: docs/decisions/069-words-per-platform.md
 */
export const BRAND_NAMES = {
  "common.platform.instagram": "Instagram",
  "common.platform.youtube": "YouTube",
  "common.platform.tiktok": "TikTok",
  "common.platform.twitter": "X (Twitter)",
  "common.platform.facebook": "Facebook",
  "common.platform.threads": "Threads",
  "common.platform.reddit": "Reddit",
  "common.platform.pinterest": "Pinterest",
  "common.platform.bsky": "Bluesky",
  "common.platform.streamable": "Streamable",
  "common.platform.twitch": "Twitch",
  "common.platform.snapchat": "Snapchat",
  "common.platform.loom": "Loom",
  "common.platform.newgrounds": "Newgrounds",
  "common.platform.tumblr": "Tumblr",
  "common.platform.soundcloud": "SoundCloud",
  // plat-2 (decisions 080-082)
  "common.platform.dailymotion": "Dailymotion",
  "common.platform.vimeo": "Vimeo",
  "common.platform.rutube": "Rutube",
  "common.platform.bilibili": "bilibili",
  "common.platform.ok": "OK.ru",
  "common.platform.vk": "VK",
} as const;
