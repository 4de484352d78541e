import { INSTAGRAM_ANSWERS } from "../../extractors/instagram/answers.js";
import { instagramSteps } from "../../extractors/instagram/diagnostics.js";
import { followInstagramShare, instagramExtract } from "../../extractors/instagram/index.js";
import { describePlatform } from "../describe-platform.js";
import { type Platform, siteNames } from "../platform.js";
import {
  INSTAGRAM_APP_SCHEMES,
  INSTAGRAM_LINK_HOSTS,
  type InstagramLink,
  readInstagramLink,
} from "./links.js";
import { instagramSessions, instagramSettings } from "./settings.js";

const site = siteNames("instagram");

/**
 * Instagram: reels, posts and carousels, stories and highlights, share links. A post is read by
 * a session first (its own way), then logged out; a story by a session only.
 * Why: docs/decisions/023-instagram-methods.md, 060-instagram-and-youtube-on-the-client.md
 */
export const instagram: Platform<InstagramLink> = describePlatform({
  name: "instagram",
  linkHosts: INSTAGRAM_LINK_HOSTS,
  appSchemes: INSTAGRAM_APP_SCHEMES,
  readLink: readInstagramLink,
  mediaDomains: ["instagram.com", "cdninstagram.com", "fbcdn.net", "instagr.am"],
  settings: instagramSettings,
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
  extract: instagramExtract,
  // Posts count each of their methods; this names a story's one way.
  method: "reels_media",
  answers: INSTAGRAM_ANSWERS,
  signIn: (link) => (link.type === "story" ? "only" : "first"),
  indirect: { type: "share", step: "instagram.share", follow: followInstagramShare },
  signedInOnly: { matches: (link) => link.type === "story", reason: "stories_unavailable" },
  sessions: instagramSessions.sessions,
  diagnose(link, config) {
    if (link.type === "share") return undefined;
    const { cookie, cookiesFile } = instagramSettings.of(config);
    return instagramSteps(link, Boolean(cookie || cookiesFile));
  },
});
