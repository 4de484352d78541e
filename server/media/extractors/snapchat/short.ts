import type { LinkFollower } from "../../client/index.js";
import {
  type SnapchatLink,
  type SnapchatShortLink,
  snapchatLinks,
} from "../../platforms/snapchat/links.js";
import { snapchatSettings } from "../../platforms/snapchat/settings.js";

/**
 * A share link's target, read from its redirect (as cobalt does) and accepted only when it is
 * a Spotlight or a story on Snapchat. Why: docs/decisions/056-snapchat-spotlight.md
 */
export const followShort: LinkFollower<SnapchatShortLink, SnapchatLink> = (link, client) => {
  const { shortOrigin, userAgent } = snapchatSettings.of(client.config);
  return client.follow(
    `${shortOrigin}/${encodeURIComponent(link.code)}`,
    (target) => {
      const found = snapchatLinks.read(target, target.hostname.toLowerCase());
      return found && found.type !== "short" ? found : undefined;
    },
    { headers: { "user-agent": userAgent, accept: "text/html,*/*" } },
  );
};
