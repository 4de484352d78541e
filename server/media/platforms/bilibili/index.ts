import { bilibiliExtractor } from "../../extractors/bilibili/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type BilibiliLink, bilibiliLinks } from "./links.js";
import { BILIBILI_STREAM_HEADERS, bilibiliSettings } from "./settings.js";

/**
 * bilibili: videos and their parts, up to 1080p logged out, the DASH video and sound muxed;
 * `b23.tv` short links. Why: docs/decisions/083-bilibili.md
 */
export const bilibili: Platform<BilibiliLink> = describePlatform("bilibili", {
  links: bilibiliLinks,
  // The site and its API, short links, the video CDN (upos-*.bilivideo.com, *.bilivideo.cn)
  // and thumbnails (i0.hdslb.com).
  mediaDomains: ["bilibili.com", "b23.tv", "bilivideo.com", "bilivideo.cn", "hdslb.com"],
  settings: bilibiliSettings,
  streamHeaders: BILIBILI_STREAM_HEADERS,
  extractor: bilibiliExtractor,
});
