import { STREAMABLE_ANSWERS, streamableExtract } from "../../extractors/streamable/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { readStreamableLink, STREAMABLE_LINK_HOSTS, type StreamableLink } from "./links.js";
import { streamableSettings } from "./settings.js";

/** Streamable: clips, in each file it offers. Why: docs/decisions/054-streamable.md */
export const streamable: Platform<StreamableLink> = describePlatform({
  name: "streamable",
  linkHosts: STREAMABLE_LINK_HOSTS,
  readLink: readStreamableLink,
  // The API, its signed CloudFront files and thumbnails (cdn-cf-east.streamable.com).
  mediaDomains: ["streamable.com"],
  settings: streamableSettings,
  mediaId: (link) => link.id,
  defaultKind: "reel",
  extract: streamableExtract,
  method: "api",
  answers: STREAMABLE_ANSWERS,
});
