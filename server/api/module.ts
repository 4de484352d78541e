import { Router } from "express";
import { type AccountsOptions, accountsContext } from "../accounts/instance.js";
import type { WebModule } from "../web/module.js";
import { apiKeysAdminRouter, KEY_BODY_LIMIT } from "./admin-http.js";
import { COBALT_BODY_LIMIT, cobaltRouter } from "./cobalt/http.js";
import { apiCors, CORS_PATHS } from "./cors.js";
import { docsRouter } from "./docs.js";
import { resolveGate } from "./gate.js";
import { openApiDocument } from "./openapi.js";
import {
  SCREEN_SESSION_BODY_LIMIT,
  SCREEN_SESSION_PATH,
  screenSessionRouter,
} from "./screen-sessions.js";
import "./settings.js";

/**
 * The public API in the web app: CORS for API callers, the key check in front of the media
 * domain's lookups (this module is mounted before it), cobalt's protocol, the OpenAPI
 * document and its page, and the admin area's keys. Why: docs/decisions/044-public-api.md
 */
export function apiModule(options: AccountsOptions = {}): WebModule {
  const context = accountsContext(options);
  const router = Router();
  router.use(CORS_PATHS, apiCors);
  router.post(["/api/resolve", "/api/resolve/batch", "/api/collection"], resolveGate(context.db));
  router.use(screenSessionRouter());
  router.use(cobaltRouter(context.db));

  const documents = new WeakMap<object, string>();
  router.get("/api/openapi.json", (_req, res) => {
    const config = context.config();
    let document = documents.get(config);
    if (!document) {
      document = JSON.stringify(openApiDocument());
      documents.set(config, document);
    }
    res.set("Cache-Control", "public, max-age=300").type("json").send(document);
  });
  router.use(docsRouter());
  router.use(apiKeysAdminRouter(context));
  return {
    name: "api",
    router,
    bodyLimits: [
      { path: /^\/api\/cobalt\/?$/, bytes: COBALT_BODY_LIMIT },
      { path: /^\/api\/admin\/api-keys(?:\/|$)/, bytes: KEY_BODY_LIMIT },
      { path: new RegExp(`^${SCREEN_SESSION_PATH}/?$`), bytes: SCREEN_SESSION_BODY_LIMIT },
    ],
  };
}
