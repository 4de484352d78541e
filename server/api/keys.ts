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

/**
 * The key in force a name or an id may mean, when they mean one: both are looked up, and a
 * text that is one key's name and another key's id names no key (revoking either would be a
 * guess). `id:` or `name:` before the text says which it is.
 */
export class AmbiguousKey extends Error {
  constructor(readonly ids: string[]) {
    super("One key has this id and another this name");
    this.name = "AmbiguousKey";
  }
}

export type KeyTarget = { id: string } | { name: string };

/** What `revoke <name-or-id>` names: `id:<id>`, `name:<name>`, or either. */
export function keyTarget(text: string): KeyTarget | { either: string } {
  if (text.startsWith("id:")) return { id: text.slice(3) };
  if (text.startsWith("name:")) return { name: text.slice(5) };
  return { either: text };
}

/**
 * Revokes the key in force with this id, or this name (the admin API names keys by id only);
 * null when there is none; AmbiguousKey when the text is one key's id and another's name.
 */
export async function revokeApiKey(
  db: Db,
  target: KeyTarget | { either: string },
  now = new Date(),
): Promise<ApiKeyInfo | null> {
  const rows = await db
    .selectFrom("api_keys")
    .selectAll()
    .where("revoked_at", "is", null)
    .where((w) =>
      "id" in target
        ? w("id", "=", target.id)
        : "name" in target
          ? w("name", "=", target.name)
          : w.or([w("id", "=", target.either), w("name", "=", target.either)]),
    )
    .execute();
  if (rows.length > 1) throw new AmbiguousKey(rows.map((row) => row.id));
  const row = rows[0];
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
