import { streamableExtractor } from "../../extractors/streamable/index.js";
import { describePlatform } from "../describe-platform.js";
import type { Platform } from "../platform.js";
import { type StreamableLink, streamableLinks } from "./links.js";
import { streamableSettings } from "./settings.js";

/** Streamable: clips, in each file it offers. Why: docs/decisions/054-streamable.md */
export const streamable: Platform<StreamableLink> = describePlatform("streamable", {
  links: streamableLinks,
  // The API, its signed CloudFront files and thumbnails (cdn-cf-east.streamable.com).
  mediaDomains: ["streamable.com"],
  settings: streamableSettings,
  extractor: streamableExtractor,
});
