import { type Kysely, type Migration, sql } from "kysely";

/**
 * Sessions keep no IP address or user agent any more (better-auth is told not to track
 * them); this clears what earlier sessions recorded. The columns stay because
 * better-auth's session model names them. Why: docs/decisions/024-logging-and-privacy.md
 */
export const sessionPrivacy: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update session set "ipAddress" = null, "userAgent" = null`.execute(db);
  },
  async down() {
    // Nothing to restore: the addresses are gone on purpose.
  },
};
