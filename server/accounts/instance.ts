import { type Config, getConfig } from "../config.js";
import { type Db, getDb } from "../db/index.js";
import { getOrMake } from "../get-or-make.js";
import { type Auth, createAuth } from "./auth.js";
import { createMailer, type Mailer } from "./mail.js";

/** What the accounts and blog routers run against; the app's own by default (tests pass theirs). */
export interface AccountsOptions {
  db?: Db;
  config?: Config;
  mailer?: Mailer;
}

/**
 * One better-auth instance per database and configuration for the life of the module: the
 * dev server builds a fresh Express app for every request, and the accounts and blog routers
 * must check sessions against the same instance.
 */
const instances = new WeakMap<Db, WeakMap<Config, Auth>>();

export function accountsContext(options: AccountsOptions = {}) {
  const config = () => options.config ?? getConfig();
  const db = () => options.db ?? getDb();
  const auth = (): Auth => {
    const database = db();
    const settings = config();
    const byConfig = getOrMake(instances, database, () => new WeakMap<Config, Auth>());
    return getOrMake(byConfig, settings, () =>
      createAuth(database, settings, options.mailer ?? createMailer(settings)),
    );
  };
  return { config, db, auth };
}
export type AccountsContext = ReturnType<typeof accountsContext>;
