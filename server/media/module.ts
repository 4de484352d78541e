import { DOWNLOADER_PAGES } from "../../common/downloader-pages.js";
import { LANGUAGES, localizedPath } from "../../common/languages.js";
import { LANDING_PAGES } from "../../common/public-pages.js";
import { getConfig } from "../config.js";
import { exactPage } from "../web/cached-pages.js";
import { countChildProcesses } from "../web/child-processes.js";
import type { WebModule } from "../web/module.js";
import { BATCH_BODY_LIMIT } from "./batch/http.js";
import { mediaRouter, RESOLVE_BODY_LIMIT } from "./http.js";
import { methodOutcomeCounts } from "./outcomes.js";
import { PLATFORMS } from "./platforms/index.js";
import { pushbackMetrics } from "./pushback/metrics.js";
import { BATCH_ZIP_BODY_LIMIT } from "./tunnel/batch-zip.js";
import { slotMetrics } from "./tunnel/encoders.js";
import { ffmpegAvailable } from "./tunnel/ffmpeg.js";
import { transferMetrics } from "./tunnel/transfers.js";
import { unreachableCountsByLabel } from "./upstream/failures.js";

const PLATFORM_NAMES = new Set<string>(PLATFORMS.map((p) => p.name));

/**
 * A metric's `platform` label: a name of the registry, or `other` (a count kept under a method
 * key that names no platform), so the label's values are the registry's and stay few.
 * Why: docs/decisions/042-platform-pages.md
 */
export function platformLabel(platform: string): string {
  return PLATFORM_NAMES.has(platform) ? platform : "other";
}

/**
 * The downloader in the web app: its API, its screens (the same for every visitor, so
 * cached), ffmpeg on /healthz, and lookups, transfers and ffmpeg processes on /metrics.
 * The one body it reads (a link to look up) has its own small cap.
 */
export function mediaModule(): WebModule {
  return {
    name: "media",
    router: mediaRouter(),
    bodyLimits: [
      { path: /^\/api\/resolve\/?$/, bytes: RESOLVE_BODY_LIMIT },
      { path: /^\/api\/resolve\/batch\/?$/, bytes: BATCH_BODY_LIMIT },
      { path: /^\/api\/collection\/?$/, bytes: RESOLVE_BODY_LIMIT },
      { path: /^\/api\/tunnel\/batch\/?$/, bytes: BATCH_ZIP_BODY_LIMIT },
    ],
    // One entry per language: each is its own path (docs/decisions/034-languages.md); the
    // platforms' landing pages are downloader screens too (042-platform-pages.md).
    cacheablePages: (document) =>
      LANGUAGES.flatMap((language) =>
        [...Object.values(DOWNLOADER_PAGES).map((page) => page.path), ...LANDING_PAGES].map(
          (path) => exactPage(localizedPath(language, path), document),
        ),
      ),
    healthChecks: [{ name: "ffmpeg", run: () => ffmpegAvailable() }],
    metricsSources: [
      {
        name: "ffmpeg_processes",
        help: "ffmpeg processes running for this process (audio extraction, muxing).",
        type: "gauge",
        collect: async () => [{ value: await countChildProcesses(getConfig().ffmpegPath) }],
      },
      {
        name: "media_resolve_outcomes_total",
        help: "Lookups per platform, provider and method, by outcome (items, or the error code).",
        labelNames: ["platform", "provider", "method", "outcome"],
        type: "counter",
        collect: () =>
          methodOutcomeCounts().map(({ platform, provider, method, outcome, count }) => ({
            labels: { platform: platformLabel(platform), provider, method, outcome },
            value: count,
          })),
      },
      {
        name: "media_unreachable_total",
        help: "Lookups whose platform (or provider) could not be reached at all, by platform, provider and cause (dns, refused, unreachable, tls).",
        labelNames: ["platform", "provider", "cause"],
        type: "counter",
        collect: () =>
          unreachableCountsByLabel().map(({ platform, provider, cause, count }) => ({
            labels: { platform: platformLabel(platform), provider, cause },
            value: count,
          })),
      },
      ...transferMetrics,
      ...slotMetrics,
      ...pushbackMetrics,
    ],
  };
}
