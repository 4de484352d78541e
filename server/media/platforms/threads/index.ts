import { followThreadsShare, threadsExtract } from "../../extractors/threads/index.js";
import { THREADS_ANSWERS } from "../../extractors/threads/page.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import {
  readThreadsLink,
  THREADS_APP_SCHEMES,
  THREADS_LINK_HOSTS,
  type ThreadsLink,
} from "./links.js";
import { threadsSettings } from "./settings.js";

/** Threads: posts with videos, photos and carousels; share links. Why: docs/decisions/047-threads.md */
export const threads: Platform<ThreadsLink> = describePlatform({
  name: "threads",
  linkHosts: THREADS_LINK_HOSTS,
  appSchemes: THREADS_APP_SCHEMES,
  readLink: readThreadsLink,
  // Its pages, and Instagram's CDNs, where its media lives.
  mediaDomains: ["threads.com", "threads.net", "cdninstagram.com", "fbcdn.net"],
  settings: threadsSettings,
  mediaId: (link) => (link.type === "post" ? link.code : link.token),
  defaultKind: "post",
  extract: threadsExtract,
  method: "page",
  answers: THREADS_ANSWERS,
  indirect: { type: "share", step: "threads.share", follow: followThreadsShare },
});
