import type { LinkFollower } from "../../client/index.js";
import { type TiktokLink, type TiktokShortLink, tiktokPath } from "../../platforms/tiktok/links.js";
import { tiktokSettings } from "../../platforms/tiktok/settings.js";

/**
 * A short link's post: one request that does not follow the redirect, as Facebook's link
 * previewer (gallery-dl, yt-dlp); the target is the `Location`, or the body's `<a href>` when
 * TikTok writes it there (cobalt), accepted only on TikTok's own hosts. A redirect to the home
 * page means the post is gone. Why: docs/decisions/043-tiktok.md
 */
export const followShort: LinkFollower<TiktokShortLink, TiktokLink> = (link, client) => {
  const tt = tiktokSettings.of(client.config);
  const url =
    link.via === "t" ? `${tt.webOrigin}/t/${link.code}/` : `${tt.shortOrigin}/${link.code}`;
  return client.follow(
    url,
    (target) => (target.pathname === "/" ? "gone" : tiktokPath(target.pathname)),
    {
      headers: { "user-agent": tt.shortLinkUserAgent, accept: "*/*" },
      cookies: false,
      fromBody: (answer) => answer.page().anchors[0]?.href,
    },
  );
};
