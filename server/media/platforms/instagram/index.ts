import { instagramExtractor } from "../../extractors/instagram/index.js";
import { describePlatform } from "../describe-platform.js";
import { type Platform, siteNames } from "../platform.js";
import { type InstagramLink, instagramLinks } from "./links.js";
import { instagramSessions, instagramSettings } from "./settings.js";

const site = siteNames("instagram");

/**
 * Instagram: reels, posts and carousels, stories and highlights, share links. A post is read by
 * a session first (its own way), then logged out; a story by a session only.
 * Why: docs/decisions/023-instagram-methods.md, 060-instagram-and-youtube-on-the-client.md
 */
export const instagram: Platform<InstagramLink> = describePlatform("instagram", {
  links: instagramLinks,
  mediaDomains: ["instagram.com", "cdninstagram.com", "fbcdn.net", "instagr.am"],
  settings: instagramSettings,
  // A post's items are numbered alone (the ZIP carries its code); reels and stories say theirs.
  names: {
    ...site,
    item(kind, id, n, count) {
      if (kind === "post") return `instagram-media-${n}`;
      return `instagram-${kind === "story" ? "story" : "reel"}-${id}${count > 1 ? `-${n}` : ""}`;
    },
    archive: (id) => `instagram-post-${id}`,
  },
  extractor: instagramExtractor,
  signIn: (link) => (link.type === "story" ? "only" : "first"),
  signedInOnly: { matches: (link) => link.type === "story", reason: "stories_unavailable" },
  sessions: instagramSessions.sessions,
});
