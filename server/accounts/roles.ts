import type { Config } from "../config.js";
import type { Db } from "../db/index.js";

/** Values of user.role. Absent means an ordinary account. */
export const ROLE_OWNER = "owner";
export const ROLE_ADMIN = "admin";
export const ROLE_REVOKED = "revoked";

export interface RoleSubject {
  email: string;
  emailVerified: boolean | number;
  role: string | null;
}

/**
 * Who may write posts: verified accounts that were granted admin on the command line,
 * or are listed in ADMIN_EMAILS, or, when that list is empty, the first account ever
 * created (the owner; only an instance on a loopback PUBLIC_URL marks one, see
 * `markOwnerIfFirst`). A revoke on the command line wins over the list and ownership.
 */
export function isAdmin(user: RoleSubject, adminEmails: readonly string[]): boolean {
  if (!user.emailVerified || user.role === ROLE_REVOKED) return false;
  if (user.role === ROLE_ADMIN) return true;
  if (adminEmails.length > 0) return adminEmails.includes(user.email.toLowerCase());
  return user.role === ROLE_OWNER;
}

/**
 * Marks the account as owner when it is the earliest one and the instance opens on this
 * machine only. On a public PUBLIC_URL whoever signs up first would own the blog, so there
 * the operator grants (`npm run admin -- grant <email>`) or lists ADMIN_EMAILS.
 * Run after every sign-up: two sign-ups racing still agree on which of them is earliest.
 * Why: docs/decisions/039-secrets-stay-in.md
 */
export async function markOwnerIfFirst(
  db: Db,
  userId: string,
  config: Pick<Config, "loopbackOnly">,
): Promise<void> {
  if (!config.loopbackOnly) return;
  const first = await db
    .selectFrom("user")
    .select("id")
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
  if (first?.id !== userId) return;
  await db
    .updateTable("user")
    .set({ role: ROLE_OWNER })
    .where("id", "=", userId)
    .where("role", "is", null)
    .execute();
}

export async function findAccount(db: Db, id: string): Promise<RoleSubject | null> {
  const row = await db
    .selectFrom("user")
    .select(["email", "emailVerified", "role"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets the role of the account with this e-mail; false when there is none. */
export async function setRole(db: Db, email: string, role: string | null): Promise<boolean> {
  const result = await db
    .updateTable("user")
    .set({ role })
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A line for the operator at start when no account may write and none will become owner by
 * itself (public PUBLIC_URL, ADMIN_EMAILS empty); undefined when nothing needs saying.
 */
export async function ownerNotice(
  db: Db,
  config: Pick<Config, "loopbackOnly" | "adminEmails">,
): Promise<string | undefined> {
  if (config.loopbackOnly || config.adminEmails.length > 0) return undefined;
  const writer = await db
    .selectFrom("user")
    .select("id")
    .where("role", "in", [ROLE_ADMIN, ROLE_OWNER])
    .limit(1)
    .executeTakeFirst();
  if (writer) return undefined;
  return "No account may write posts yet: PUBLIC_URL is not a loopback address and ADMIN_EMAILS is empty, so the first account is not made owner. Sign up, then run `npm run admin -- grant <email>` on the server (or list the address in ADMIN_EMAILS)";
}
