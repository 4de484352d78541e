import { soundcloudExtractor } from "../../extractors/soundcloud/index.js";
import { soundcloudSetPage } from "../../extractors/soundcloud/set.js";
import { describePlatform } from "../describe-platform.js";
import { type Platform, siteNames } from "../platform.js";
import { readSoundcloudSet, type SoundcloudLink, soundcloudLinks } from "./links.js";
import { soundcloudSettings } from "./settings.js";

/** SoundCloud: tracks and sets, as sound files. Why: docs/decisions/077-soundcloud.md */
export const soundcloud: Platform<SoundcloudLink> = describePlatform("soundcloud", {
  links: soundcloudLinks,
  // The site, its API and short links; scripts, artwork and streams on sndcdn.com.
  mediaDomains: ["soundcloud.com", "sndcdn.com"],
  settings: soundcloudSettings,
  // Every file is a sound: no `-audio-` in its name.
  names: { ...siteNames("soundcloud"), audio: (id) => `soundcloud-${id}` },
  extractor: soundcloudExtractor,
  // Sets, listed a page at a time (docs/decisions/075-collections.md, amendment).
  collections: { sound: true, read: readSoundcloudSet, page: soundcloudSetPage },
});
