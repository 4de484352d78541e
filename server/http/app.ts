import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { accountsRouter } from "../accounts/http.js";
import { blogRouter } from "../blog/http.js";
import { getConfig } from "../config.js";
import { logger } from "../logger.js";
import { mediaRouter } from "../media/http.js";
import { healthz } from "./health.js";
import { malformedPages, pageContext } from "./page-context.js";
import { requestGuard } from "./request-guard.js";
import { noCookies, securityHeaders } from "./security.js";

export interface HttpAppOptions {
  /** Loads the React Router server build (the virtual module in dev and in the bundle). */
  build: () => Promise<ServerBuild>;
  /** The built client folder; absent in dev, where Vite serves assets. */
  clientDir?: string;
  dev?: boolean;
}

export function createHttpApp({ build, clientDir, dev = false }: HttpAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Forwarded addresses are believed only from the proxies TRUST_PROXY names.
  app.set("trust proxy", getConfig().trustProxy);

  // Before the guard, which refuses an undecodable path as JSON: a page gets the HTML error
  // screen instead (API paths are left to the guard).
  app.use(malformedPages);
  app.use(requestGuard);
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
  app.use(mediaRouter());
  app.use(blogRouter());
  app.use(accountsRouter());
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  app.all(
    "/{*splat}",
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
