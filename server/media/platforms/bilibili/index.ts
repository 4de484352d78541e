import {
  BILIBILI_ANSWERS,
  bilibiliExtract,
  bilibiliSteps,
  followBilibiliShort,
} from "../../extractors/bilibili/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { BILIBILI_LINK_HOSTS, type BilibiliLink, readBilibiliLink } from "./links.js";
import { BILIBILI_STREAM_HEADERS, bilibiliSettings } from "./settings.js";

/**
 * bilibili: videos and their parts, up to 1080p logged out, the DASH video and sound muxed;
 * `b23.tv` short links. Why: docs/decisions/083-bilibili.md
 */
export const bilibili: Platform<BilibiliLink> = {
  name: "bilibili",
  linkHosts: BILIBILI_LINK_HOSTS,
  appSchemes: [],
  readLink: readBilibiliLink,
  // The site and its API, short links, the video CDN (upos-*.bilivideo.com, *.bilivideo.cn)
  // and thumbnails (i0.hdslb.com).
  mediaDomains: ["bilibili.com", "b23.tv", "bilivideo.com", "bilivideo.cn", "hdslb.com"],
  origins(config) {
    const { origin, apiOrigin, shortOrigin } = bilibiliSettings.of(config);
    return [origin, apiOrigin, shortOrigin];
  },
  mediaId: (link) =>
    link.type === "video" ? `${link.id}${link.part ? `_p${link.part}` : ""}` : link.code,
  names: siteNames("bilibili"),
  streamHeaders: BILIBILI_STREAM_HEADERS,
  defaultKind: () => "reel",
  extract: bilibiliExtract,
  method: "page",
  answers: BILIBILI_ANSWERS,
  probe: (config) => probeLink(bilibiliSettings.of(config).probeUrl, readBilibiliLink),
  indirect: {
    step: "bilibili.short",
    matches: (link) => link.type === "short",
    follow: followBilibiliShort,
  },
  diagnose: (link) => bilibiliSteps(link),
};
