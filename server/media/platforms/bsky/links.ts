import { BSKY_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type BskyPostLink = {
  platform: "bsky";
  type: "post";
  /** The author as the link named them: a handle (lower case) or a DID. */
  actor: string;
  /** The post's record key (a TID). */
  rkey: string;
  url: string;
};
export type BskyLink = BskyPostLink;

/** AT URIs: `at://<handle>/app.bsky.feed.post/<rkey>` (a DID does not parse as a URL host). */
export const BSKY_APP_SCHEMES = ["at:"];

const HANDLE = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}$/;
const DID = /^did:(?:plc:[a-z2-7]{24}|web:[a-z0-9.-]{3,253})$/;
const RKEY = /^[a-z2-7]{13}$/;

function post(actorText: string | undefined, rkey: string | undefined): BskyPostLink | undefined {
  const actor = actorText?.toLowerCase();
  if (!actor || !rkey || !RKEY.test(rkey)) return undefined;
  if (!HANDLE.test(actor) && !DID.test(actor)) return undefined;
  return {
    platform: "bsky",
    type: "post",
    actor,
    rkey,
    url: `https://bsky.app/profile/${actor}/post/${rkey}`,
  };
}

/** Bluesky's link grammar: `/profile/<handle-or-did>/post/<rkey>`, or an AT URI of a post. */
export const bskyLinks: LinkGrammar<BskyLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: BSKY_LINK_HOSTS,
  appSchemes: BSKY_APP_SCHEMES,
  read(url) {
    const parts = segments(url.pathname);
    if (BSKY_APP_SCHEMES.includes(url.protocol)) {
      const [collection, rkey, extra] = parts;
      return collection === "app.bsky.feed.post" && !extra ? post(url.hostname, rkey) : undefined;
    }
    const [first, actor, third, rkey, extra] = parts;
    if (first !== "profile" || third !== "post" || extra !== undefined) return undefined;
    return post(actor, rkey);
  },
  mediaId: (link) => link.rkey,
  defaultKind: "post",
};
