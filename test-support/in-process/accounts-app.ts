import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { accountsRouter } from "../../server/accounts/http.js";
import { blogRouter } from "../../server/blog/http.js";
import { type Config, loadConfig, setConfig } from "../../server/config.js";
import type { Db } from "../../server/db/index.js";

export interface TestApp {
  url: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * Our accounts and blog routers in a real HTTP server, configured like the app. Requests may
 * carry X-Forwarded-For so each test spends its own rate-limit budget.
 */
export async function startAccountsApp(db: Db, env: Record<string, string>): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "rd-accounts-"));
  let handler: express.Express | undefined;
  const server: Server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    ...env,
  });
  setConfig(config);
  const app = express();
  app.set("trust proxy", true);
  app.use(blogRouter({ db, config }));
  app.use(accountsRouter({ db, config }));
  app.use((_req, res) => {
    res.status(404).json({ error: { code: "not_found", message: "No such API endpoint." } });
  });
  handler = app;
  return {
    url,
    config,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
