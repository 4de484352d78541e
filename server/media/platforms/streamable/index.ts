import { STREAMABLE_ANSWERS, streamableExtract } from "../../extractors/streamable/index.js";
import { type Platform, probeLink, siteNames } from "../platform.js";
import { readStreamableLink, STREAMABLE_LINK_HOSTS, type StreamableLink } from "./links.js";
import { streamableSettings } from "./settings.js";

/** Streamable: clips, in each file it offers. Why: docs/decisions/054-streamable.md */
export const streamable: Platform<StreamableLink> = {
  name: "streamable",
  linkHosts: STREAMABLE_LINK_HOSTS,
  appSchemes: [],
  readLink: (url) => readStreamableLink(url),
  // The API, its signed CloudFront files and thumbnails (cdn-cf-east.streamable.com).
  mediaDomains: ["streamable.com"],
  origins: (config) => [streamableSettings.of(config).apiOrigin],
  mediaId: (link) => link.id,
  names: siteNames("streamable"),
  defaultKind: () => "reel",
  extract: streamableExtract,
  method: "api",
  answers: STREAMABLE_ANSWERS,
  probe: (config) => probeLink(streamableSettings.of(config).probeUrl, readStreamableLink),
};
