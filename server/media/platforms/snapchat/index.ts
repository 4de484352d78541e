import { snapchatExtract } from "../../extractors/snapchat/index.js";
import { SNAPCHAT_ANSWERS } from "../../extractors/snapchat/page.js";
import { followShort } from "../../extractors/snapchat/short.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { readSnapchatLink, SNAPCHAT_LINK_HOSTS, type SnapchatLink } from "./links.js";
import { snapchatSettings } from "./settings.js";

/** Snapchat: Spotlight videos, public stories and their share links. Why: docs/decisions/056-snapchat-spotlight.md */
export const snapchat: Platform<SnapchatLink> = {
  name: "snapchat",
  linkHosts: SNAPCHAT_LINK_HOSTS,
  appSchemes: [],
  readLink: readSnapchatLink,
  // Its pages and share links, and its CDN (cf-st.sc-cdn.net, bolt-gcdn.sc-cdn.net).
  mediaDomains: ["snapchat.com", "sc-cdn.net"],
  origins(config) {
    const { webOrigin, shortOrigin } = snapchatSettings.of(config);
    return [webOrigin, shortOrigin];
  },
  mediaId(link) {
    if (link.type === "spotlight") return link.id;
    if (link.type === "story") return link.snap ?? link.user;
    return link.code;
  },
  names: siteNames("snapchat"),
  defaultKind: (link) => (link.type === "story" ? "story" : "reel"),
  extract: snapchatExtract,
  method: "page",
  answers: SNAPCHAT_ANSWERS,
  probe: (config) => probeLink(snapchatSettings.of(config).probeUrl, readSnapchatLink),
  indirect: {
    step: "snapchat.short_link",
    matches: (link) => link.type === "short",
    follow: followShort,
  },
};
