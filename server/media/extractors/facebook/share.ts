import type { Answer, LinkFollower } from "../../client/index.js";
import {
  type FacebookLink,
  type FacebookPostLink,
  type FacebookShareLink,
  type FacebookVideoLink,
  facebookPath,
} from "../../platforms/facebook/links.js";
import { facebookSettings } from "../../platforms/facebook/settings.js";
import { pageHeaders } from "./headers.js";

/**
 * `/share/r/<code>`, `/share/v/<code>`, `/share/p/<code>` and `fb.watch/<code>`: asked once without following, the
 * video link they name. Facebook answers with a redirect (`Location`, or fb.watch's `Link`
 * header as cobalt reads it), a redirect to the login page with the video in `next`, or the
 * page itself, whose canonical link names it. Why: docs/decisions/048-facebook.md
 */
function named(target: URL, base: string): FacebookVideoLink | FacebookPostLink | undefined {
  if (/^\/login(?:\.php)?\/?$/.test(target.pathname)) {
    const next = target.searchParams.get("next");
    if (!next || !URL.canParse(next, base)) return undefined;
    const inner = new URL(next, base);
    return /(^|\.)facebook\.com$/.test(inner.hostname) ? named(inner, base) : undefined;
  }
  const link = facebookPath(target);
  // `/share/p/` names a post (docs/decisions/086-facebook-posts-with-several-videos.md).
  return link?.type === "video" || link?.type === "post" ? link : undefined;
}

/** What the answer names when it is not a redirect: fb.watch's `Link` header, or the page's own address. */
function writtenTarget(answer: Answer): string | undefined {
  // cobalt reads fb.watch's `Link` header, whose URL comes percent-encoded.
  const link = /^<([^>]+)>/.exec(answer.headers.link ?? "")?.[1];
  if (link) {
    try {
      return decodeURIComponent(link);
    } catch {
      return link;
    }
  }
  return answer.status === 200 ? answer.page().canonical() : undefined;
}

export const followShare: LinkFollower<FacebookShareLink, FacebookLink> = (link, client) => {
  const fb = facebookSettings.of(client.config);
  const url =
    link.via === "fb.watch"
      ? `${fb.shortOrigin}/${link.code}/`
      : `${fb.webOrigin}/share/${link.via}/${link.code}/`;
  return client.follow(url, (target) => named(target, fb.webOrigin), {
    headers: pageHeaders(fb),
    fromBody: writtenTarget,
  });
};
