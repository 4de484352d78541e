import { createHash, randomBytes } from "node:crypto";
import type { ApiKeyInfo } from "../../common/admin-api.js";
import { type ApiKeyInput, apiKeyInputSchema } from "../../common/api-key-rules.js";
import type { Db } from "../db/index.js";
import type { ApiKeysTable } from "../db/schema.js";

/**
 * API keys: made here, shown once, kept only as a SHA-256 hash. A key is 256 random bits
 * behind a prefix of its own, so a hash is as good as a slow one against guessing, lookups
 * are one indexed equality, and a key can never be mistaken for a session token.
 * Why: docs/decisions/044-public-api.md
 */
export const KEY_PREFIX = "rdk_";
/** The prefix and 32 random bytes in base64url. */
export const KEY_PATTERN = /^rdk_[A-Za-z0-9_-]{43}$/;

export class KeyNameTaken extends Error {
  constructor() {
    super("An API key in force already has this name");
    this.name = "KeyNameTaken";
  }
}

export function hashKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

function info(row: ApiKeysTable): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    perMinute: row.per_minute,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

async function nameInForce(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom("api_keys")
    .select("id")
    .where("name", "=", name)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new key (throws a ZodError on a bad name or limit, KeyNameTaken on a name in force). */
export async function createApiKey(
  db: Db,
  input: ApiKeyInput,
  now = new Date(),
): Promise<{ key: ApiKeyInfo; secret: string }> {
  const { name, perMinute } = apiKeyInputSchema.parse(input);
  if (await nameInForce(db, name)) throw new KeyNameTaken();
  const secret = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row: ApiKeysTable = {
    id: randomBytes(9).toString("base64url"),
    name,
    hash: hashKey(secret),
    start: secret.slice(0, 8),
    per_minute: perMinute,
    created_at: now.toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  try {
    await db.insertInto("api_keys").values(row).execute();
  } catch (error) {
    // Two makers racing for one name: the unique index decides.
    if (await nameInForce(db, name)) throw new KeyNameTaken();
    throw error;
  }
  return { key: info(row), secret };
}

/** Every key, newest first, revoked ones too (marked). */
export async function listApiKeys(db: Db): Promise<ApiKeyInfo[]> {
  const rows = await db
    .selectFrom("api_keys")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(info);
}

/** Revokes the key in force with this id or name; null when there is none. */
export async function revokeApiKey(
  db: Db,
  idOrName: string,
  now = new Date(),
): Promise<ApiKeyInfo | null> {
  const row = await db
    .selectFrom("api_keys")
    .selectAll()
    .where("revoked_at", "is", null)
    .where((w) => w.or([w("id", "=", idOrName), w("name", "=", idOrName)]))
    .executeTakeFirst();
  if (!row) return null;
  const revokedAt = now.toISOString();
  await db
    .updateTable("api_keys")
    .set({ revoked_at: revokedAt })
    .where("id", "=", row.id)
    .execute();
  return info({ ...row, revoked_at: revokedAt });
}

/** The key in force a caller presented, or null (unknown or revoked). */
export async function findApiKey(
  db: Db,
  secret: string,
): Promise<{ id: string; perMinute: number } | null> {
  if (!KEY_PATTERN.test(secret)) return null;
  const row = await db
    .selectFrom("api_keys")
    .select(["id", "per_minute"])
    .where("hash", "=", hashKey(secret))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row ? { id: row.id, perMinute: row.per_minute } : null;
}

/** Last use is written at most once a minute per key and process: a busy key is not a write per request. */
const USE_RESOLUTION_MS = 60_000;
const lastNoted = new Map<string, number>();

export async function noteUse(db: Db, id: string, now = Date.now()): Promise<void> {
  const noted = lastNoted.get(id);
  if (noted !== undefined && now - noted < USE_RESOLUTION_MS) return;
  lastNoted.set(id, now);
  if (lastNoted.size > 10_000) lastNoted.clear();
  await db
    .updateTable("api_keys")
    .set({ last_used_at: new Date(now).toISOString() })
    .where("id", "=", id)
    .execute();
}
