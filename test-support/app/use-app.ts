/**
 * The one way a browser or end-to-end file gets an app: seeded, started as the built server
 * in a process of its own, with its stand-ins and the run's Chromium, and stopped after.
 * Why: docs/decisions/035-how-the-suite-runs.md
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Db } from "../../server/db/index.js";
import { watchPageErrors } from "../browser/page-watch.js";
import { connectBrowser } from "../browser/use-browser.js";
import { freshPostgresSchema } from "../databases.js";
import { type SmtpStandIn, startSmtp } from "../stand-ins/smtp.js";
import { accountToken } from "./accounts.js";
import { withAppDatabase } from "./app-database.js";
import { type RunningApp, startApp } from "./start-app.js";

type Env = Record<string, string>;

export interface AppOptions {
  /**
   * Settings on top of the test defaults (loopback, a free port, its own DATA_DIR, one
   * process). A function when they name stand-ins that listen only once an earlier
   * beforeAll ran (e.g. `() => ({ RAPIDAPI_BASE_URL: rapid.origin })`).
   */
  env?: Env | (() => Env | Promise<Env>);
  /** Rows written into the app's own database (migrated) before the server starts. */
  seed?: (db: Db) => Promise<void>;
  /** A real SMTP server the app mails through (`app.smtp`), instead of its outbox folder. */
  smtp?: boolean;
  /** The run's Chromium, connected for this file or block (`app.browser`, `app.open`). */
  browser?: boolean;
  /** PostgreSQL in a schema of its own (dropped after) instead of a SQLite file. */
  postgres?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors of the page, for `expect(errors).toEqual([])`. */
  errors: string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The status the page's answer must have (200 unless said). */
  status?: number;
  /** Options of the fresh browser context (viewport, timezone, downloads...). */
  context?: BrowserContextOptions;
}

export interface UsedApp extends RunningApp {
  /** DATABASE_URL when the app runs on PostgreSQL. */
  readonly databaseUrl: string | undefined;
  /** The SMTP stand-in the app mails through (with `smtp: true`). */
  readonly smtp: SmtpStandIn;
  /** The run's Chromium (with `browser: true`). */
  readonly browser: Browser;
  /**
   * Opens `path` of the app in a fresh context and page, waits until the network is idle and
   * checks the status. Closed after the test even if the test does not.
   */
  open(path: string, options?: OpenOptions): Promise<OpenedPage>;
  /** Signs an account up, verifies it through the mailed link and signs in: a bearer token. */
  signIn(email: string, password?: string): Promise<string>;
  /** Runs `work` on the app's own database while it runs: writes past the API. */
  withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
}

interface Parts {
  app: RunningApp;
  databaseUrl: string | undefined;
  smtp?: SmtpStandIn;
  browser?: Browser;
  cleanUp(): Promise<void>;
}

async function startParts(options: AppOptions): Promise<Parts> {
  const undo: (() => Promise<void> | void)[] = [];
  const cleanUp = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "rd-app-"));
    undo.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Env = { DATA_DIR: dataDir };
    let databaseUrl: string | undefined;
    if (options.postgres) {
      const schema = await freshPostgresSchema();
      undo.push(() => schema.drop());
      databaseUrl = schema.url;
      env.DATABASE_URL = databaseUrl;
    }
    const seed = options.seed;
    const [smtp, browser] = await Promise.all([
      options.smtp ? startSmtp() : undefined,
      // The browser connects while the database is seeded and the server starts.
      options.browser ? connectBrowser() : undefined,
      seed ? withAppDatabase({ dataDir, databaseUrl }, seed) : undefined,
    ]);
    if (smtp) {
      undo.push(() => smtp.close());
      Object.assign(env, { SMTP_URL: smtp.url, MAIL_FROM: "blog@example.test" });
    }
    if (browser) undo.push(() => browser.close());
    Object.assign(env, typeof options.env === "function" ? await options.env() : options.env);
    const app = await startApp(env);
    undo.push(() => app.stop().then(() => undefined));
    return { app, databaseUrl, smtp, browser, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * Starts an app for the enclosing file or describe block (beforeAll) and stops it with its
 * stand-ins after the block (afterAll). Call it at the top level of the file or block:
 *
 *   const app = useApp({ browser: true, smtp: true, seed: async (db) => { ... } });
 *   it("...", async () => { const { page } = await app.open("/blogs"); ... });
 */
export function useApp(options: AppOptions = {}): UsedApp {
  let parts: Parts | undefined;
  const opened: BrowserContext[] = [];
  const ready = (): Parts => {
    if (!parts) {
      throw new Error(
        "the app is not running yet: useApp() starts it in a beforeAll, so use it inside tests and hooks.",
      );
    }
    return parts;
  };
  const needs = <T>(value: T | undefined, option: string): T => {
    if (value === undefined) throw new Error(`pass { ${option}: true } to useApp() to use it`);
    return value;
  };
  beforeAll(async () => {
    parts = await startParts(options);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await parts?.cleanUp();
  });

  const used: UsedApp = {
    get url() {
      return ready().app.url;
    },
    get pid() {
      return ready().app.pid;
    },
    get dataDir() {
      return ready().app.dataDir;
    },
    get databaseUrl() {
      return ready().databaseUrl;
    },
    output: () => ready().app.output(),
    stop: () => ready().app.stop(),
    get smtp() {
      return needs(ready().smtp, "smtp");
    },
    get browser() {
      return needs(ready().browser, "browser");
    },
    async open(path, { status = 200, context: contextOptions } = {}) {
      const context = await used.browser.newContext(contextOptions);
      opened.push(context);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      const response = await page.goto(`${used.url}${path}`);
      expect(response?.status(), path).toBe(status);
      await page.waitForLoadState("networkidle");
      return { page, context, errors, close: () => context.close() };
    },
    signIn(email, password) {
      return accountToken(used, email, password, ready().smtp);
    },
    withDatabase(work) {
      return withAppDatabase({ dataDir: used.dataDir, databaseUrl: used.databaseUrl }, work);
    },
  };
  return used;
}
