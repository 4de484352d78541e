import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Router } from "express";

/**
 * /api/docs: the OpenAPI document in Swagger UI, every file served from this app (from the
 * swagger-ui-dist package, no CDN) and set up by a script file of ours, so the page keeps
 * the site's CSP (no inline script) and asks no other host: its validator badge is off.
 * Why: docs/decisions/044-public-api.md
 */
const ASSETS = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const FILES: Record<string, string> = {
  "swagger-ui.css": "text/css",
  "swagger-ui-bundle.js": "text/javascript",
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | reels-downloader</title>
<meta name="description" content="The reels-downloader API: look links up, download files, cobalt's protocol, keys and limits.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="reference"><noscript><p>This page needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#reference",
  deepLinking: true,
  validatorUrl: null,
});
`;

export function docsRouter(): Router {
  const router = Router();
  router.get("/api/docs", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").type("html").send(PAGE);
  });
  router.get("/api/docs/start.js", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").type("text/javascript").send(START);
  });
  router.get("/api/docs/:file", (req, res, next) => {
    const file = String(req.params.file);
    const type = FILES[file];
    if (!type) return next();
    res.sendFile(join(ASSETS, file), {
      headers: { "Content-Type": type, "Cache-Control": "public, max-age=86400" },
    });
  });
  return router;
}
