import { followPinterestShort, pinterestResolve } from "../../extractors/pinterest/index.js";
import { type Platform, siteNames } from "../platform.js";
import { PINTEREST_LINK_HOSTS, type PinterestLink, readPinterestLink } from "./links.js";
import { pinterestSettings } from "./settings.js";

/** Pinterest: video, image, story and carousel pins; pin.it links. Why: docs/decisions/050-pinterest.md */
export const pinterest: Platform<PinterestLink> = {
  name: "pinterest",
  linkHosts: PINTEREST_LINK_HOSTS,
  appSchemes: [],
  readLink: (url, host) => readPinterestLink(url, host),
  // Its site (the resource API) and its image and video CDN.
  mediaDomains: ["pinterest.com", "pinimg.com"],
  origins(config) {
    const { origin, apiOrigin } = pinterestSettings.of(config);
    return [origin, apiOrigin];
  },
  mediaId: (link) => (link.type === "pin" ? link.id : link.code),
  names: siteNames("pinterest"),
  defaultKind: () => "post",
  legacyExtract: pinterestResolve,
  indirect: {
    step: "pinterest.short",
    matches: (link) => link.type === "short",
    follow: (link, { lookupContext: context }) =>
      link.type === "short" ? followPinterestShort(link, context) : Promise.resolve(link),
  },
};
