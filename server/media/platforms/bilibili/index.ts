import {
  BILIBILI_ANSWERS,
  bilibiliExtract,
  bilibiliSteps,
  followBilibiliShort,
} from "../../extractors/bilibili/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { BILIBILI_LINK_HOSTS, type BilibiliLink, readBilibiliLink } from "./links.js";
import { BILIBILI_STREAM_HEADERS, bilibiliSettings } from "./settings.js";

/**
 * bilibili: videos and their parts, up to 1080p logged out, the DASH video and sound muxed;
 * `b23.tv` short links. Why: docs/decisions/083-bilibili.md
 */
export const bilibili: Platform<BilibiliLink> = describePlatform({
  name: "bilibili",
  linkHosts: BILIBILI_LINK_HOSTS,
  readLink: readBilibiliLink,
  // The site and its API, short links, the video CDN (upos-*.bilivideo.com, *.bilivideo.cn)
  // and thumbnails (i0.hdslb.com).
  mediaDomains: ["bilibili.com", "b23.tv", "bilivideo.com", "bilivideo.cn", "hdslb.com"],
  settings: bilibiliSettings,
  mediaId: (link) =>
    link.type === "video" ? `${link.id}${link.part ? `_p${link.part}` : ""}` : link.code,
  streamHeaders: BILIBILI_STREAM_HEADERS,
  defaultKind: "reel",
  extract: bilibiliExtract,
  method: "page",
  answers: BILIBILI_ANSWERS,
  indirect: { type: "short", step: "bilibili.short", follow: followBilibiliShort },
  diagnose: bilibiliSteps,
});
