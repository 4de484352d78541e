import { TUMBLR_LINK_HOST_SUFFIXES, TUMBLR_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type TumblrLink = {
  platform: "tumblr";
  type: "post";
  /** The blog's name (its own host's first label). */
  blog: string;
  /** The post's id: Tumblr's ids are one sequence for every blog. */
  id: string;
  url: string;
};

/** Blog names: letters, digits and hyphens, up to 32 (cobalt's bound). */
const BLOG = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/i;
/** Post ids: digits, fewer than 21 (cobalt's bound). */
const ID = /^\d{1,20}$/;
/** Hosts of Tumblr's own web app, not blogs. */
const APP_HOSTS = new Set(["tumblr.com", "www.tumblr.com", "at.tumblr.com"]);

function post(blog: string | undefined, id: string | undefined): TumblrLink | undefined {
  if (!blog || !id || !BLOG.test(blog) || !ID.test(id)) return undefined;
  const name = blog.toLowerCase();
  return {
    platform: "tumblr",
    type: "post",
    blog: name,
    id,
    url: `https://${name}.tumblr.com/post/${id}`,
  };
}

/**
 * Tumblr's post links, as cobalt a636575b (`service-config.js`: `post/:id`, `blog/view/:user/:id`,
 * `:user/:id`, `:user/:id/:trackingId`, any subdomain) and yt-dlp 81ecd58b (`TumblrIE`:
 * `<blog>.tumblr.com/(post|video)/<id>`) read them: on a blog's own host `/post/<id>[/<slug>]`
 * and `/video/<id>`; on the web app (`tumblr.com`, `www.`, `at.`) `/<blog>/<id>[/<slug>]` and
 * `/blog/view/<blog>/<id>`. A host of several labels under tumblr.com is not a blog.
 * Why: docs/decisions/079-tumblr.md
 */
export const tumblrLinks: LinkGrammar<TumblrLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: TUMBLR_LINK_HOSTS,
  hostSuffixes: TUMBLR_LINK_HOST_SUFFIXES,
  read(url, host) {
    const parts = segments(url.pathname);
    const [first, second, third, fourth] = parts;
    if (APP_HOSTS.has(host)) {
      if (first === "blog" && second === "view" && parts.length <= 5) return post(third, fourth);
      if (parts.length >= 2 && parts.length <= 3) return post(first, second);
      return undefined;
    }
    const blog = host.slice(0, -".tumblr.com".length);
    if (!host.endsWith(".tumblr.com") || blog.includes(".")) return undefined;
    if ((first === "post" || first === "video") && parts.length >= 2 && parts.length <= 4) {
      return post(blog, second);
    }
    return undefined;
  },
  mediaId: (link) => link.id,
  defaultKind: "post",
};
