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
 * created (the owner). A revoke on the command line wins over the list and ownership.
 */
export function isAdmin(user: RoleSubject, adminEmails: readonly string[]): boolean {
  if (!user.emailVerified || user.role === ROLE_REVOKED) return false;
  if (user.role === ROLE_ADMIN) return true;
  if (adminEmails.length > 0) return adminEmails.includes(user.email.toLowerCase());
  return user.role === ROLE_OWNER;
}

/**
 * Marks the account as owner when it is the earliest one. Run after every sign-up:
 * two sign-ups racing still agree on which of them is earliest.
 */
export async function markOwnerIfFirst(db: Db, userId: string): Promise<void> {
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
