import { snapchatExtract } from "../../extractors/snapchat/index.js";
import { SNAPCHAT_ANSWERS } from "../../extractors/snapchat/page.js";
import { followShort } from "../../extractors/snapchat/short.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { readSnapchatLink, SNAPCHAT_LINK_HOSTS, type SnapchatLink } from "./links.js";
import { snapchatSettings } from "./settings.js";

/** Snapchat: Spotlight videos, public stories and their share links. Why: docs/decisions/056-snapchat-spotlight.md */
export const snapchat: Platform<SnapchatLink> = describePlatform({
  name: "snapchat",
  linkHosts: SNAPCHAT_LINK_HOSTS,
  readLink: readSnapchatLink,
  // Its pages and share links, and its CDN (cf-st.sc-cdn.net, bolt-gcdn.sc-cdn.net).
  mediaDomains: ["snapchat.com", "sc-cdn.net"],
  settings: snapchatSettings,
  mediaId(link) {
    if (link.type === "spotlight") return link.id;
    if (link.type === "story") return link.snap ?? link.user;
    return link.code;
  },
  defaultKind: (link) => (link.type === "story" ? "story" : "reel"),
  extract: snapchatExtract,
  method: "page",
  answers: SNAPCHAT_ANSWERS,
  indirect: { type: "short", step: "snapchat.short_link", follow: followShort },
});
