import { okExtract } from "../../extractors/ok/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { OK_LINK_HOSTS, type OkLink, readOkLink } from "./links.js";
import { okSettings } from "./settings.js";

/** OK.ru: uploaded videos, in every MP4 quality the page lists. Why: docs/decisions/084-ok.md */
export const ok: Platform<OkLink> = {
  name: "ok",
  linkHosts: OK_LINK_HOSTS,
  appSchemes: [],
  readLink: readOkLink,
  // The site, and the video CDNs (vd*.mycdn.me, vd*.okcdn.ru; posters on *.okcdn.ru too).
  mediaDomains: ["ok.ru", "odnoklassniki.ru", "mycdn.me", "okcdn.ru"],
  origins: (config) => [okSettings.of(config).origin],
  mediaId: (link) => link.id,
  names: siteNames("ok"),
  defaultKind: () => "reel",
  extract: okExtract,
  method: "page",
  probe: (config) => probeLink(okSettings.of(config).probeUrl, readOkLink),
};
