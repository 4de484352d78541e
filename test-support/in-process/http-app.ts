import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Config, loadConfig, setConfig } from "../../server/config.js";
import { closeDb, type Db, getDb, migrate } from "../../server/db/index.js";
import { createHttpApp } from "../../server/http/app.js";
import { type SmtpStandIn, startSmtp } from "../stand-ins/smtp.js";

export interface RunningServer {
  url: string;
  config: Config;
  db: Db;
  smtp: SmtpStandIn;
  /** The listening server (to add what server.ts adds to it, such as the connection cap). */
  server: Server;
  /** Signs up, follows the mailed link, signs in; returns the bearer token. */
  account(email: string, password?: string, ip?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The whole HTTP app as server/app.ts builds it (guards, headers, every router), on a
 * real SQLite file and a real SMTP server. Pages are out of scope here: the React
 * Router build is not loaded, so page paths answer through the app's error handler.
 */
export async function startHttpApp(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "rd-security-"));
  const smtp = await startSmtp();
  let app: ReturnType<typeof createHttpApp> | undefined;
  const server: Server = createServer((req, res) => app?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    AUTH_SECRET: "security-test-secret-long-enough-0123456789",
    SMTP_URL: smtp.url,
    MAIL_FROM: "blog@example.test",
    TRUST_PROXY: "loopback",
    ...env,
  });
  setConfig(config);
  const db = getDb();
  await migrate(db);
  app = createHttpApp({
    build: () => Promise.reject(new Error("pages are not part of this test")),
  });

  async function post(path: string, body: unknown, ip: string, token?: string) {
    return fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: url,
        "x-forwarded-for": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  return {
    url,
    config,
    db,
    smtp,
    server,
    async account(email, password = "secret1", ip = "10.200.0.1") {
      const up = await post("/api/auth/sign-up/email", { email, password, name: "a" }, ip);
      if (!up.ok) throw new Error(`sign-up ${up.status}`);
      const mail = await smtp.next(email);
      await fetch(mail.link, { redirect: "manual" });
      const signIn = await post("/api/auth/sign-in/email", { email, password }, ip);
      const { token } = (await signIn.json()) as { token?: string };
      if (!token) throw new Error(`sign-in ${signIn.status}`);
      return token;
    },
    async close() {
      // A suite that held the SMTP server's acceptance back must not hang the close.
      smtp.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDb();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON POST with a distinct visitor address. */
export function postJson(
  url: string,
  path: string,
  body: unknown,
  init: { ip: string; token?: string },
): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: url,
      "x-forwarded-for": init.ip,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}
