import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import type { ResolveErrorBody, ResolveResponse } from "../../common/media-api.js";
import { type Config, loadConfig, setConfig } from "../../server/config.js";
import { mediaModule } from "../../server/media/module.js";
import { healthz } from "../../server/web/health.js";
import { listen, type Running } from "../stand-ins/http-server.js";

export const SECRET = "test-secret-test-secret-test-secret-0123456789";

/** Installs a configuration for the media engine, as the server does from the environment. */
export function configure(env: Record<string, string>): Config {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "rd-media-")),
    AUTH_SECRET: SECRET,
    ...env,
  });
  setConfig(config);
  return config;
}

/**
 * Our real media router in a bare Express app, listening on 127.0.0.1; with `healthz`,
 * the real /healthz handler beside it, running the media module's checks.
 */
export async function startMediaApp(
  env: Record<string, string>,
  options: { healthz?: boolean } = {},
): Promise<Running & { config: Config }> {
  const config = configure(env);
  const app = express();
  app.set("trust proxy", "loopback");
  const media = mediaModule();
  if (options.healthz) app.get("/healthz", healthz(media.healthChecks ?? []));
  if (media.router) app.use(media.router);
  const running = await listen(app);
  return { ...running, config };
}

/** POST /api/resolve and return status and JSON body. */
export async function resolveLink(
  origin: string,
  url: string,
  kind: string,
): Promise<{
  status: number;
  body: Partial<ResolveResponse & ResolveErrorBody>;
  headers: Headers;
}> {
  const res = await fetch(`${origin}/api/resolve`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, kind }),
  });
  return { status: res.status, body: (await res.json()) as never, headers: res.headers };
}

/** GET (or `init`'s method) a tunnel path of our app: an item's download or thumbnail. */
export function fetchTunnel(
  app: { origin: string },
  path: string | undefined,
  init?: RequestInit,
): Promise<Response> {
  return fetch(`${app.origin}${path}`, init);
}
