/**
 * `npm run api-key -- create <name> [--per-minute N]` / `list` / `revoke <name-or-id>`:
 * keys of the public API. A new key is printed once; only its hash is kept.
 * Why: docs/decisions/044-public-api.md
 */
import "dotenv/config";
import { ZodError } from "zod";
import { DEFAULT_KEY_PER_MINUTE, KEY_NAME_TAKEN } from "../common/api-key-rules.js";
import { firstIssue } from "../common/post-schema.js";
import {
  AmbiguousKey,
  createApiKey,
  KeyNameTaken,
  keyTarget,
  listApiKeys,
  revokeApiKey,
} from "../server/api/keys.js";
import { getDb, migrate } from "../server/db/index.js";
import { runCommand } from "./run-command.js";

const USAGE = `Usage: npm run api-key -- create <name> [--per-minute N] | list | revoke <name-or-id> (id:ID or name:NAME when they could mean two keys)
(a key gets ${DEFAULT_KEY_PER_MINUTE} requests a minute unless --per-minute says otherwise)`;

/** `--per-minute N` or `--per-minute=N` among the arguments, and the rest. */
function options(args: string[]): { rest: string[]; perMinute?: number } | undefined {
  const rest: string[] = [];
  let perMinute: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const inline = /^--per-minute=(.*)$/.exec(arg);
    if (inline || arg === "--per-minute") {
      const value = inline ? inline[1] : args[++i];
      if (value === undefined || !/^\d+$/.test(value)) return undefined;
      perMinute = Number(value);
    } else if (arg.startsWith("--")) return undefined;
    else rest.push(arg);
  }
  return perMinute === undefined ? { rest } : { rest, perMinute };
}

async function main(args: string[]): Promise<number> {
  const parsed = options(args);
  const [command, target, ...extra] = parsed?.rest ?? [];
  if (!parsed || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const db = getDb();
  await migrate(db);

  if (command === "list" && target === undefined) {
    const keys = await listApiKeys(db);
    if (keys.length === 0) console.log("No API keys yet.");
    for (const key of keys) {
      const state = key.revokedAt ? `revoked ${key.revokedAt}` : "in force";
      console.log(
        `${key.id}  ${key.name}  ${key.start}…  ${key.perMinute}/min  created ${key.createdAt}  last used ${key.lastUsedAt ?? "never"}  ${state}`,
      );
    }
    return 0;
  }
  if (command === "create" && target) {
    try {
      const input =
        parsed.perMinute === undefined
          ? { name: target }
          : { name: target, perMinute: parsed.perMinute };
      const { key, secret } = await createApiKey(db, input);
      console.log(
        `Created the key "${key.name}" (id ${key.id}, ${key.perMinute} requests a minute).`,
      );
      console.log(secret);
      console.log("Copy it now: it is shown this once. Send it as Authorization: Bearer <key>.");
      return 0;
    } catch (error) {
      if (error instanceof ZodError) console.error(firstIssue(error));
      else if (error instanceof KeyNameTaken) console.error(KEY_NAME_TAKEN);
      else throw error;
      return 1;
    }
  }
  if (command === "revoke" && target) {
    let revoked: Awaited<ReturnType<typeof revokeApiKey>>;
    try {
      revoked = await revokeApiKey(db, keyTarget(target));
    } catch (error) {
      if (!(error instanceof AmbiguousKey)) throw error;
      console.error(
        `${target} is the id of one key in force and the name of another (ids ${error.ids.join(", ")}): revoke id:<id> or name:<name>.`,
      );
      return 1;
    }
    if (!revoked) {
      console.error(`No key in force is named or numbered ${target}.`);
      return 1;
    }
    console.log(`Revoked the key "${revoked.name}" (id ${revoked.id}).`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

await runCommand(main);
