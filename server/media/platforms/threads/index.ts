import { followThreadsShare, threadsExtract } from "../../extractors/threads/index.js";
import { THREADS_ANSWERS } from "../../extractors/threads/page.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import {
  readThreadsLink,
  THREADS_APP_SCHEMES,
  THREADS_LINK_HOSTS,
  type ThreadsLink,
} from "./links.js";
import { threadsSettings } from "./settings.js";

/** Threads: posts with videos, photos and carousels; share links. Why: docs/decisions/047-threads.md */
export const threads: Platform<ThreadsLink> = {
  name: "threads",
  linkHosts: THREADS_LINK_HOSTS,
  appSchemes: THREADS_APP_SCHEMES,
  readLink: (url) => readThreadsLink(url),
  // Its pages, and Instagram's CDNs, where its media lives.
  mediaDomains: ["threads.com", "threads.net", "cdninstagram.com", "fbcdn.net"],
  origins: (config) => [threadsSettings.of(config).origin],
  mediaId: (link) => (link.type === "post" ? link.code : link.token),
  names: siteNames("threads"),
  defaultKind: () => "post",
  extract: threadsExtract,
  method: "page",
  answers: THREADS_ANSWERS,
  probe: (config) => probeLink(threadsSettings.of(config).probeUrl, readThreadsLink),
  indirect: {
    step: "threads.share",
    matches: (link) => link.type === "share",
    follow: followThreadsShare,
  },
};
