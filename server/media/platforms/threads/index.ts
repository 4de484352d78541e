import { threadsExtractor } from "../../extractors/threads/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type ThreadsLink, threadsLinks } from "./links.js";
import { threadsSettings } from "./settings.js";

/** Threads: posts with videos, photos and carousels; share links. Why: docs/decisions/047-threads.md */
export const threads: Platform<ThreadsLink> = describePlatform("threads", {
  links: threadsLinks,
  // Its pages, and Instagram's CDNs, where its media lives.
  mediaDomains: ["threads.com", "threads.net", "cdninstagram.com", "fbcdn.net"],
  settings: threadsSettings,
  extractor: threadsExtractor,
});
