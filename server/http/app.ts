/**
 * The composition root: the one place that knows every domain. It builds each domain's
 * module and hands their parts to the toolkit in server/web, in the order requests meet
 * them. Why: docs/decisions/032-toolkit-and-root.md
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { accountsModule } from "../accounts/module.js";
import { apiModule } from "../api/module.js";
import { blogModule } from "../blog/module.js";
import { getConfig } from "../config.js";
import { mediaModule } from "../media/module.js";
import { cachedPages } from "../web/cached-pages.js";
import { compressAnswers } from "../web/compression.js";
import { documentRenderer } from "../web/documents.js";
import { apiNotFound, jsonErrors } from "../web/errors.js";
import { healthz } from "../web/health.js";
import { publishMetrics } from "../web/metrics.js";
import { metricsEndpoint } from "../web/metrics-endpoint.js";
import type { WebModule } from "../web/module.js";
import { PageCache } from "../web/page-cache.js";
import { pageCacheService } from "../web/page-cache-service.js";
import { malformedPages, pageContext } from "../web/page-context.js";
import { type PageRenderGate, pageRenderGate, pageRenderSettings } from "../web/page-renders.js";
import { readyz } from "../web/readiness.js";
import { requestGuard } from "../web/request-guard.js";
import { requestMetrics } from "../web/request-metrics.js";
import { routePatterns } from "../web/route-patterns.js";
import { noCookies, securityHeaders } from "../web/security.js";
import { bodyIdleTimeout, refuseOverLimit } from "../web/slow-clients.js";
import { databaseAnswers, siteModule } from "./site.js";

export interface HttpAppOptions {
  /** Loads the React Router server build (the virtual module in dev and in the bundle). */
  build: () => Promise<ServerBuild>;
  /** The built client folder; absent in dev, where Vite serves assets. */
  clientDir?: string;
  dev?: boolean;
}

/**
 * Every module, in the order their routes are tried: the API's key check and CORS come
 * before the media lookups they guard (docs/decisions/044-public-api.md).
 */
function modules(): WebModule[] {
  return [siteModule(), apiModule(), mediaModule(), blogModule(), accountsModule()];
}

/**
 * The modules' public pages and documents, served from the process's page cache. In dev the
 * cache keeps nothing: pages go to the router afresh, documents are written on every request.
 */
function pageCacheOf(
  parts: WebModule[],
  build: () => Promise<ServerBuild>,
  origin: string,
  renders: PageRenderGate,
  dev: boolean,
) {
  const document = documentRenderer(build, "production");
  const { cache, machine } = dev
    ? { cache: new PageCache({ maxBytes: 0 }), machine: undefined }
    : pageCacheService(parts.flatMap((m) => m.onContentChanged ?? []));
  return cachedPages({
    cache,
    machine,
    pages: parts.flatMap((m) => m.cacheablePages?.(document) ?? []),
    documents: parts.flatMap((m) => m.documents ?? []),
    origin,
    renders,
  });
}

export function createHttpApp({ build, clientDir, dev = false }: HttpAppOptions): express.Express {
  const config = getConfig();
  const parts = modules();

  const app = express();
  app.disable("x-powered-by");
  // Forwarded addresses are believed only from the proxies TRUST_PROXY names.
  app.set("trust proxy", config.trustProxy);
  // Why: docs/decisions/022-all-cores-and-rate-limits.md
  publishMetrics(parts.flatMap((m) => m.metricsSources ?? []));
  app.use(refuseOverLimit);
  app.use(requestMetrics);

  // Before the guard, which refuses an undecodable path as JSON: a page gets the HTML error
  // screen instead (API paths are left to the guard).
  app.use(malformedPages);
  app.use(requestGuard(parts.flatMap((m) => m.bodyLimits ?? [])));
  app.use(bodyIdleTimeout());
  // Dev renders every request afresh so edits show at once.
  // Why: docs/decisions/021-page-cache-and-csp.md
  // Renders (not cache hits) are limited per visitor. Why: docs/decisions/025-request-hardening.md
  const renders = pageRenderGate(dev ? 0 : pageRenderSettings.of(config).perMinute);
  const pageCache = pageCacheOf(parts, build, config.publicUrl, renders, dev);
  app.use(pageCache.hits);
  app.use(securityHeaders({ dev, https: config.publicUrl.startsWith("https:") }));
  app.use(noCookies);
  app.use(compressAnswers());

  if (clientDir) {
    app.use(
      "/assets",
      express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", healthz(parts.flatMap((m) => m.healthChecks ?? [])));
  app.get("/readyz", readyz([databaseAnswers]));
  app.get("/metrics", metricsEndpoint);
  // Before the domains' routers: a document or a cached page is answered here, and every
  // build it starts is counted by the render limit (docs/decisions/037-crowds-and-the-render-limit.md).
  app.use(pageCache.pages);
  for (const { router } of parts) if (router) app.use(router);
  app.use("/api", apiNotFound);

  const patternOf = routePatterns(build);
  app.all(
    "/{*splat}",
    async (req, res, next) => {
      res.locals.routePattern ??= await patternOf(req.path).catch(() => "unmatched");
      next();
    },
    renders.middleware,
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: (_req, res) => pageContext(res),
    }),
  );
  app.use(jsonErrors);
  return app;
}
