/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import "dotenv/config";
import { getConfig } from "../server/config.js";
import { closeDb, getDb, migrate } from "../server/db/index.js";

try {
  const config = getConfig();
  const applied = await migrate(getDb());
  console.log(
    applied.length > 0
      ? `Applied migrations on ${config.database.kind}: ${applied.join(", ")}`
      : `Database (${config.database.kind}) is up to date.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
