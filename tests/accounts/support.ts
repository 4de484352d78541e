import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { SMTPServer } from "smtp-server";
import { accountsRouter } from "../../server/accounts/http.js";
import { blogRouter } from "../../server/blog/http.js";
import { type Config, loadConfig, setConfig } from "../../server/config.js";
import type { Db } from "../../server/db/index.js";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The first http(s) link of the plain-text part. */
  link: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `hold()` holds back its
 * acceptance of each message until `release()`: a sender waiting for the mail to be
 * accepted waits too.
 */
export async function startSmtp() {
  const messages: ReceivedMail[] = [];
  let open: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  let arrived = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        arrived += 1;
        const raw = Buffer.concat(chunks).toString("utf8");
        // Undo quoted-printable soft breaks and escapes so links can be read whole.
        const decoded = raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
        const accept = () => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: decoded,
            link: /https?:\/\/[^\s"<>]+/.exec(decoded)?.[0] ?? "",
          });
          callback();
        };
        void open.then(accept);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages that reached the server, accepted or still held. */
    arrived: () => arrived,
    hold() {
      open = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    async next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = messages.findIndex((m) => m.to.includes(to.toLowerCase()));
        if (index >= 0) return messages.splice(index, 1)[0] as ReceivedMail;
        if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtp>>;

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
