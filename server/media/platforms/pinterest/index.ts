import {
  followPinterestShort,
  PINTEREST_ANSWERS,
  pinterestExtract,
  pinterestSteps,
} from "../../extractors/pinterest/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { PINTEREST_LINK_HOSTS, type PinterestLink, readPinterestLink } from "./links.js";
import { pinterestSettings } from "./settings.js";

/**
 * Pinterest: video, image, story and carousel pins; pin.it links.
 * Why: docs/decisions/050-pinterest.md, 061-x-reddit-pinterest-on-the-client.md
 */
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
  extract: pinterestExtract,
  method: "resource",
  answers: PINTEREST_ANSWERS,
  probe: (config) =>
    probeLink(pinterestSettings.of(config).probeUrl, (url, host) => readPinterestLink(url, host)),
  indirect: {
    step: "pinterest.short",
    matches: (link) => link.type === "short",
    follow: followPinterestShort,
  },
  diagnose: (link) => pinterestSteps(link),
};
