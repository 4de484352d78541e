/**
 * `npm run admin -- grant <email>` / `revoke <email>` / `list`: who may write posts.
 * A grant or revoke is stored on the account and wins over ADMIN_EMAILS and ownership.
 */
import "dotenv/config";
import { isAdmin, ROLE_ADMIN, ROLE_REVOKED, setRole } from "../server/accounts/roles.js";
import { getConfig } from "../server/config.js";
import { getDb, migrate } from "../server/db/index.js";
import { runCommand } from "./run-command.js";

const USAGE = "Usage: npm run admin -- grant <email> | revoke <email> | list";

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  const config = getConfig();
  const db = getDb();
  await migrate(db);

  if (command === "list") {
    const rows = await db
      .selectFrom("user")
      .select(["email", "emailVerified", "role"])
      .orderBy("createdAt", "asc")
      .execute();
    for (const row of rows) {
      const flags = [
        isAdmin(row, config.adminEmails) ? "admin" : "",
        row.emailVerified ? "" : "unverified",
        row.role ?? "",
      ].filter(Boolean);
      console.log(`${row.email}${flags.length ? `  (${flags.join(", ")})` : ""}`);
    }
    return 0;
  }
  if ((command !== "grant" && command !== "revoke") || !email) {
    console.error(USAGE);
    return 2;
  }
  const found = await setRole(db, email, command === "grant" ? ROLE_ADMIN : ROLE_REVOKED);
  if (!found) {
    console.error(`No account with the e-mail ${email}. It must sign up first.`);
    return 1;
  }
  const account = await db
    .selectFrom("user")
    .select(["email", "emailVerified", "role"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  if (command === "grant") {
    console.log(
      account.emailVerified
        ? `${account.email} is now an admin.`
        : `${account.email} will be an admin once the e-mail address is verified.`,
    );
  } else {
    console.log(`${account.email} is no longer an admin.`);
  }
  return 0;
}

await runCommand(main);
