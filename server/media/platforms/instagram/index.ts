import { instagramSteps } from "../../extractors/instagram/diagnostics.js";
import { instagramResolve } from "../../extractors/instagram/index.js";
import { followShare } from "../../extractors/instagram/share.js";
import { type Platform, siteNames } from "../platform.js";
import {
  INSTAGRAM_APP_SCHEMES,
  INSTAGRAM_LINK_HOSTS,
  type InstagramLink,
  readInstagramLink,
} from "./links.js";
import { instagramSessions, instagramSettings } from "./settings.js";

const site = siteNames("instagram");

/** Instagram: reels, posts and carousels, stories and highlights, share links. */
export const instagram: Platform<InstagramLink> = {
  name: "instagram",
  linkHosts: INSTAGRAM_LINK_HOSTS,
  appSchemes: INSTAGRAM_APP_SCHEMES,
  readLink: (url) => readInstagramLink(url),
  mediaDomains: ["instagram.com", "cdninstagram.com", "fbcdn.net", "instagr.am"],
  origins(config) {
    const { webOrigin, apiOrigin } = instagramSettings.of(config);
    return [webOrigin, apiOrigin];
  },
  mediaId(link) {
    if (link.type === "post") return link.code;
    if (link.type === "story") return link.id ?? link.user;
    return link.token;
  },
  // A post's items are numbered alone (the ZIP carries its code); reels and stories say theirs.
  names: {
    ...site,
    item(kind, id, n, count) {
      if (kind === "post") return `instagram-media-${n}`;
      return `instagram-${kind === "story" ? "story" : "reel"}-${id}${count > 1 ? `-${n}` : ""}`;
    },
    archive: (id) => `instagram-post-${id}`,
  },
  defaultKind(link) {
    if (link.type === "story") return "story";
    return link.type === "post" && link.form === "p" ? "post" : "reel";
  },
  extract: instagramResolve,
  indirect: {
    step: "instagram.share",
    matches: (link) => link.type === "share",
    follow: (link, context) =>
      link.type === "share" ? followShare(link, context) : Promise.resolve(link),
  },
  signedInOnly: { matches: (link) => link.type === "story", reason: "stories_unavailable" },
  sessions: instagramSessions.sessions,
  diagnose(link, config) {
    if (link.type === "share") return undefined;
    const { cookie, cookiesFile } = instagramSettings.of(config);
    return instagramSteps(link, Boolean(cookie || cookiesFile));
  },
};
