/**
 * The process: configuration -> migrations -> listen, and a graceful stop on SIGTERM.
 * In production it loads the bundled server (build/server/index.js); with --dev it
 * loads the same entry through Vite with hot reload.
 */
import "dotenv/config";
import cluster from "node:cluster";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import { announceAddress } from "./server/announce.js";
import { logger } from "./server/logger.js";

type ServerEntry = typeof import("./server/app.js");

const dev = process.argv.includes("--dev");
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const started = performance.now();

async function main(): Promise<void> {
  let entry: ServerEntry;
  let app: express.Express | undefined;
  let closeVite: () => Promise<void> = async () => {};

  // The C heap must keep the relay's freed read buffers: `npm run serve` sets this; a process
  // started some other way is told. Why: docs/decisions/033-relay-speed-and-compiled-server.md
  if (!dev && cluster.isPrimary && !process.env.MALLOC_TRIM_THRESHOLD_) {
    logger.warn(
      "MALLOC_TRIM_THRESHOLD_ is not set: each download relayed costs about twice the CPU. Start with `npm start` or `npm run serve`, or set it as they do.",
    );
  }

  if (dev) {
    const vite = await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true } }),
    );
    closeVite = () => vite.close();
    entry = (await vite.ssrLoadModule("./server/app.ts")) as ServerEntry;
    app = express();
    app.use(vite.middlewares);
    // Express 5 passes a rejected promise on to the error handler; only the stack needs mapping.
    app.use(async (req, res, next) => {
      const fresh = (await vite.ssrLoadModule("./server/app.ts").catch((error: Error) => {
        vite.ssrFixStacktrace(error);
        throw error;
      })) as ServerEntry;
      fresh.createApp({ dev: true })(req, res, next);
    });
  } else {
    entry = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerEntry;
  }

  // A bad setting rejects here with "Invalid configuration: VAR ...", printed by main's catch (exit 1).
  const { config, applied } = await entry.prepare({ migrations: cluster.isPrimary });
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(", ")}`);

  // Why: docs/decisions/022-all-cores-and-rate-limits.md
  if (!dev && cluster.isPrimary && config.webConcurrency > 1) {
    // The primary serves nothing itself: it keeps no database or Redis connection open.
    await entry.close();
    const workers = config.webConcurrency;
    const primary = entry.runPrimary({
      workers,
      redisUrl: config.redisUrl,
      pageCacheBytes: config.pageCacheBytes,
      onListening: (port) => {
        const readyMs = Math.round(performance.now() - started);
        logger.info(
          { port, database: config.database.kind, workers, readyMs },
          "reels-downloader listening",
        );
        announceAddress(config.publicUrl);
      },
    });
    const stopAll = async (signal: string) => process.exit(await primary.stop(signal));
    process.once("SIGTERM", () => void stopAll("SIGTERM"));
    process.once("SIGINT", () => void stopAll("SIGINT"));
    return;
  }
  app ??= entry.createApp({ clientDir: join(buildDir, "client") });

  const server: Server = app.listen(config.port, config.host, () => {
    if (cluster.isWorker) return; // the primary announces the workers together
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const ms = Math.round(performance.now() - started);
    logger.info(
      { port, database: config.database.kind, readyMs: ms },
      "reels-downloader listening",
    );
    announceAddress(config.publicUrl);
  });
  server.keepAliveTimeout = 65_000;
  entry.answerConnect(server);
  // Why: docs/decisions/053-slow-bodies-and-connections.md
  entry.limitConnectionsPerAddress(server, app.get("trust proxy fn"));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "Finishing open requests");
    // Long downloads must not hold the process hostage: give them 10 s, then cut.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      await entry.close();
      await closeVite();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  // Only the message: a configuration error names the variable, never its value.
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
