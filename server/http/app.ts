import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { accountsRouter } from "../accounts/http.js";
import { blogRouter } from "../blog/http.js";
import { getConfig } from "../config.js";
import { logger } from "../logger.js";
import { mediaRouter } from "../media/http.js";
import { methodOutcomeCounts } from "../media/outcomes.js";
import { cachedPages } from "./cached-pages.js";
import { countChildProcesses } from "./child-processes.js";
import { healthz } from "./health.js";
import { collectProcessMetrics, registerMetricsSource } from "./metrics.js";
import { metricsEndpoint } from "./metrics-endpoint.js";
import { pageCacheService } from "./page-cache-service.js";
import { malformedPages, pageContext } from "./page-context.js";
import { publicPages } from "./public-pages.js";
import { readyz } from "./readiness.js";
import { requestGuard } from "./request-guard.js";
import { requestMetrics } from "./request-metrics.js";
import { routePatterns } from "./route-patterns.js";
import { noCookies, securityHeaders } from "./security.js";

export interface HttpAppOptions {
  /** Loads the React Router server build (the virtual module in dev and in the bundle). */
  build: () => Promise<ServerBuild>;
  /** The built client folder; absent in dev, where Vite serves assets. */
  clientDir?: string;
  dev?: boolean;
}

/** Process metrics and the sources other modules keep. Why: docs/decisions/022-all-cores-and-rate-limits.md */
function installMetrics(): void {
  collectProcessMetrics();
  registerMetricsSource({
    name: "ffmpeg_processes",
    help: "ffmpeg processes running for this process (audio extraction, muxing).",
    type: "gauge",
    collect: async () => [{ value: await countChildProcesses(getConfig().ffmpegPath) }],
  });
  registerMetricsSource({
    name: "media_resolve_outcomes_total",
    help: "Lookups per provider and method, by outcome (items, or the error code).",
    labelNames: ["provider", "method", "outcome"],
    type: "counter",
    collect: () =>
      methodOutcomeCounts().map(({ provider, method, outcome, count }) => ({
        labels: { provider, method, outcome },
        value: count,
      })),
  });
}

export function createHttpApp({ build, clientDir, dev = false }: HttpAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Forwarded addresses are believed only from the proxies TRUST_PROXY names.
  app.set("trust proxy", getConfig().trustProxy);
  installMetrics();
  app.use(requestMetrics);

  // Before the guard, which refuses an undecodable path as JSON: a page gets the HTML error
  // screen instead (API paths are left to the guard).
  app.use(malformedPages);
  app.use(requestGuard);
  // Dev renders every request afresh so edits show at once.
  // Why: docs/decisions/021-page-cache-and-csp.md
  const pageCache = dev
    ? undefined
    : cachedPages(pageCacheService(), publicPages(build, "production"), getConfig().publicUrl);
  if (pageCache) app.use(pageCache.hits);
  app.use(securityHeaders({ dev, https: getConfig().publicUrl.startsWith("https:") }));
  app.use(noCookies);
  // Downloads stream as they arrive and are already compressed media: leave them alone.
  app.use(
    compression({
      filter: (req, res) => !req.path.startsWith("/api/tunnel/") && compression.filter(req, res),
    }),
  );

  if (clientDir) {
    app.use(
      "/assets",
      express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", healthz);
  app.get("/readyz", readyz);
  app.get("/metrics", metricsEndpoint);
  if (pageCache) app.use(pageCache.pages);
  app.use(mediaRouter());
  app.use(blogRouter());
  app.use(accountsRouter());
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  const patternOf = routePatterns(build);
  app.all(
    "/{*splat}",
    async (req, res, next) => {
      res.locals.routePattern ??= await patternOf(req.path).catch(() => "unmatched");
      next();
    },
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: (_req, res) => pageContext(res),
    }),
  );

  const onError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status = (error as { status?: number }).status ?? 500;
    // Log our failures, not a client's bad request (an undecodable `%` in an API path), and
    // never the request itself: its URL may hold a pasted link.
    if (!(status >= 400 && status < 500)) logger.error({ err: error }, "Unhandled server error");
    if (res.headersSent) return res.destroy();
    res.status(status >= 400 && status < 600 ? status : 500).json({
      error: {
        code: status === 413 ? "too_large" : "server_error",
        message: "Something went wrong.",
      },
    });
  };
  app.use(onError);
  return app;
}
