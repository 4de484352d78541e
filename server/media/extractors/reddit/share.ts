import type { LinkFollower } from "../../client/index.js";
import { type RedditLink, type RedditShareLink, redditPath } from "../../platforms/reddit/links.js";
import { redditSettings } from "../../platforms/reddit/settings.js";
import { anonymousSession, pageHeaders } from "./session.js";

/**
 * `/r/<sub>/s/<code>` share links and `v.redd.it/<id>` (asked as `/video/<id>`, as cobalt does):
 * asked once without following, with the anonymous session, inside the lookup; the `Location`
 * must name a post on Reddit's own hosts. A 5xx is the platform's failure (decision 059), a
 * redirect home says the post is gone. Why: docs/decisions/049-reddit.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const followShare: LinkFollower<RedditShareLink, RedditLink> = async (link, client) => {
  const rd = redditSettings.of(client.config);
  const path =
    link.via === "video" ? `/video/${link.code}` : `/${link.via}/${link.name}/s/${link.code}`;
  const session = await anonymousSession(client, link.code.toLowerCase());
  return client.follow(
    `${rd.webOrigin}${path}`,
    (target) => {
      const named = redditPath(target.pathname);
      if (named?.type === "post") return named;
      return target.pathname === "/" ? "gone" : undefined;
    },
    { headers: { ...pageHeaders(rd), ...(session.cookie ? { cookie: session.cookie } : {}) } },
  );
};
