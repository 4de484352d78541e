/**
 * Entry of the server bundle: the React Router build, our Express app and the
 * start-up steps share this one module graph. server.ts loads it through Vite in
 * development and from build/server/index.js in production.
 */
import type { ServerBuild } from "react-router";
import { ownerNotice } from "./accounts/roles.js";
import { type Config, loadConfig, setConfig } from "./config.js";
import { closeDb, getDb, migrate } from "./db/index.js";
import { createHttpApp } from "./http/app.js";
import { logger } from "./logger.js";
import { closeShared } from "./shutdown.js";
import { connectRateLimitStore } from "./web/rate-limit.js";

const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * Start-up, before the first request: configuration (parsed, then its folders and
 * secret made on disk), migrations, the shared rate-limit store. A bad setting
 * throws a ConfigError naming the variable.
 */
export async function prepare({ migrations = true } = {}): Promise<{
  config: Config;
  applied: string[];
}> {
  const config = loadConfig(process.env);
  setConfig(config);
  // Under a cluster the primary migrates once before forking; workers skip it.
  const [applied] = await Promise.all([
    migrations ? migrate(getDb()) : [],
    connectRateLimitStore(),
  ]);
  if (migrations) {
    const notice = await ownerNotice(getDb(), config);
    if (notice) logger.warn(notice);
  }
  return { config, applied };
}

export { runPrimary } from "./cluster.js";
export { answerConnect } from "./web/request-guard.js";
export { limitConnectionsPerAddress } from "./web/slow-clients.js";

export function createApp(options: { clientDir?: string; dev?: boolean }) {
  return createHttpApp({ build, ...options });
}

export async function close(): Promise<void> {
  await closeShared();
  await closeDb();
}
