import {
  DAILYMOTION_ANSWERS,
  dailymotionExtract,
  dailymotionSteps,
} from "../../extractors/dailymotion/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { DAILYMOTION_LINK_HOSTS, type DailymotionLink, readDailymotionLink } from "./links.js";
import { dailymotionSettings } from "./settings.js";

/** Dailymotion: videos, from the player's metadata. Why: docs/decisions/080-dailymotion.md */
export const dailymotion: Platform<DailymotionLink> = {
  name: "dailymotion",
  linkHosts: DAILYMOTION_LINK_HOSTS,
  appSchemes: [],
  readLink: readDailymotionLink,
  // The site, its manifests (www.dailymotion.com/cdn/manifest/...) and its CDNs (posters on
  // s1.dmcdn.net, segments on *.dmcdn.net and *.dmxleo.com).
  mediaDomains: ["dailymotion.com", "dmcdn.net", "dmxleo.com"],
  origins: (config) => {
    const settings = dailymotionSettings.of(config);
    return [settings.origin, settings.graphqlOrigin];
  },
  mediaId: (link) => link.id,
  names: siteNames("dailymotion"),
  defaultKind: () => "reel",
  extract: dailymotionExtract,
  answers: DAILYMOTION_ANSWERS,
  diagnose: (link) => dailymotionSteps(link),
  probe: (config) => probeLink(dailymotionSettings.of(config).probeUrl, readDailymotionLink),
};
