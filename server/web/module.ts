import type { Router } from "express";
import type { CacheablePage } from "./cached-pages.js";
import type { HealthCheck } from "./health.js";
import type { MetricsSource } from "./metrics.js";
import type { GeneratedDocument } from "./page-cache-documents.js";
import type { PageRenderer } from "./page-cache-forms.js";
import type { ContentChanged } from "./page-cache-service.js";
import type { BodyLimit } from "./request-guard.js";

/**
 * What a domain brings to the web app, as plain data: the composition root (server/http)
 * collects these and hands each part to the toolkit function that uses it, so this room
 * never imports a domain. Why: docs/decisions/032-toolkit-and-root.md
 */
export interface WebModule {
  name: string;
  /** Its routes, mounted in the order the root lists the modules. */
  router?: Router;
  /** Body caps of its paths (the first match wins; DEFAULT_BODY_LIMIT elsewhere). */
  bodyLimits?: readonly BodyLimit[];
  /** Its pages every visitor sees alike; `document` renders a React Router page. */
  cacheablePages?: (document: PageRenderer) => CacheablePage[];
  /** Documents it writes itself (sitemap, feed, manifest): one cached answer each. */
  documents?: readonly GeneratedDocument[];
  /** Reported on /healthz. */
  healthChecks?: readonly HealthCheck[];
  /** Numbers it keeps, published on /metrics. */
  metricsSources?: readonly MetricsSource[];
  /** Fires when its content changes, so every cached page is dropped. */
  onContentChanged?: ContentChanged;
}
