/**
 * Entry of the server bundle: the React Router build, our Express app and the
 * start-up steps share this one module graph. server.ts loads it through Vite in
 * development and from build/server/index.js in production.
 */
import type { ServerBuild } from "react-router";
import { getConfig } from "./config.js";
import { closeDb, getDb, migrate } from "./db/index.js";
import { createHttpApp } from "./http/app.js";
import { connectRateLimitStore } from "./http/rate-limit.js";
import { closeShared } from "./shutdown.js";

export { getConfig } from "./config.js";

const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

export { runPrimary } from "./cluster.js";

/** Migrations run once per start: in the primary, or here when there is no cluster. */
export async function prepare({ migrations = true } = {}): Promise<string[]> {
  getConfig();
  const [applied] = await Promise.all([
    migrations ? migrate(getDb()) : [],
    connectRateLimitStore(),
  ]);
  return applied;
}

export function createApp(options: { clientDir?: string; dev?: boolean }) {
  return createHttpApp({ build, ...options });
}

export async function close(): Promise<void> {
  await closeShared();
  await closeDb();
}
