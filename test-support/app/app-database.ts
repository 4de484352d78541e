import { join } from "node:path";
import { createDb, type Db, migrate } from "../../server/db/index.js";

/** Where an app process keeps its data: its SQLite file in DATA_DIR, or DATABASE_URL. */
export interface AppDatabase {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * Opens the app's own database (migrated, as the server would at start), runs `work` on it
 * and closes it again: how a test seeds before the start or writes past the API while the
 * app runs. SQLite allows the second writer; PostgreSQL is a server anyway.
 */
export async function withAppDatabase<T>(
  where: AppDatabase,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const db = where.databaseUrl
    ? createDb({ kind: "postgres", url: where.databaseUrl })
    : createDb({ kind: "sqlite", file: join(where.dataDir, "app.db") });
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
