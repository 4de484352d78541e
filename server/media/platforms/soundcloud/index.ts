import { followSoundcloudShort, soundcloudExtract } from "../../extractors/soundcloud/index.js";
import { soundcloudSetPage } from "../../extractors/soundcloud/set.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import {
  readSoundcloudLink,
  readSoundcloudSet,
  SOUNDCLOUD_LINK_HOSTS,
  type SoundcloudLink,
} from "./links.js";
import { soundcloudSettings } from "./settings.js";

/** SoundCloud: tracks and sets, as sound files. Why: docs/decisions/077-soundcloud.md */
export const soundcloud: Platform<SoundcloudLink> = {
  name: "soundcloud",
  linkHosts: SOUNDCLOUD_LINK_HOSTS,
  appSchemes: [],
  readLink: (url, host) => readSoundcloudLink(url, host),
  // The site, its API and short links; scripts, artwork and streams on sndcdn.com.
  mediaDomains: ["soundcloud.com", "sndcdn.com"],
  origins: (config) => {
    const s = soundcloudSettings.of(config);
    return [s.origin, s.apiOrigin, s.shortOrigin];
  },
  mediaId: (link) => (link.type === "short" ? link.code : `${link.user}-${link.slug}`),
  // Every file is a sound: no `-audio-` in its name.
  names: { ...siteNames("soundcloud"), audio: (id) => `soundcloud-${id}` },
  defaultKind: (link) => (link.type === "set" ? "post" : "audio"),
  extract: soundcloudExtract,
  // Sets, listed a page at a time (docs/decisions/075-collections.md, amendment).
  collections: { sound: true, read: readSoundcloudSet, page: soundcloudSetPage },
  method: "api",
  probe: (config) => probeLink(soundcloudSettings.of(config).probeUrl, readSoundcloudLink),
  indirect: {
    step: "soundcloud.short",
    matches: (link) => link.type === "short",
    follow: followSoundcloudShort,
  },
};
