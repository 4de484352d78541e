import { followSoundcloudShort, soundcloudExtract } from "../../extractors/soundcloud/index.js";
import { soundcloudSetPage } from "../../extractors/soundcloud/set.js";
import { describePlatform } from "../describe-platform.js";
import { type Platform, siteNames } from "../platform.js";
import {
  readSoundcloudLink,
  readSoundcloudSet,
  SOUNDCLOUD_LINK_HOSTS,
  type SoundcloudLink,
} from "./links.js";
import { soundcloudSettings } from "./settings.js";

/** SoundCloud: tracks and sets, as sound files. Why: docs/decisions/077-soundcloud.md */
export const soundcloud: Platform<SoundcloudLink> = describePlatform({
  name: "soundcloud",
  linkHosts: SOUNDCLOUD_LINK_HOSTS,
  readLink: readSoundcloudLink,
  // The site, its API and short links; scripts, artwork and streams on sndcdn.com.
  mediaDomains: ["soundcloud.com", "sndcdn.com"],
  settings: soundcloudSettings,
  mediaId: (link) => (link.type === "short" ? link.code : `${link.user}-${link.slug}`),
  // Every file is a sound: no `-audio-` in its name.
  names: { ...siteNames("soundcloud"), audio: (id) => `soundcloud-${id}` },
  defaultKind: (link) => (link.type === "set" ? "post" : "audio"),
  extract: soundcloudExtract,
  // Sets, listed a page at a time (docs/decisions/075-collections.md, amendment).
  collections: { sound: true, read: readSoundcloudSet, page: soundcloudSetPage },
  method: "api",
  indirect: { type: "short", step: "soundcloud.short", follow: followSoundcloudShort },
});
