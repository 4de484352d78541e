import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";

/**
 * The configuration contract of ARCHITECTURE.md, parsed once. Every setting is an
 * environment variable; a bad value stops the server with a message naming it.
 */
export type MediaProviderName = "builtin" | "rapidapi" | "cobalt";

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  authSecret: string;
  adminEmails: string[];
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Express's `trust proxy`: false, a hop count, or proxy addresses/subnets. */
  trustProxy: false | number | string[];
  mediaProviders: MediaProviderName[];
  rapidapi: { key: string; host: string; baseUrl: string };
  cobalt: { apiUrl: string | null; apiKey: string | null };
  instagram: { webOrigin: string; apiOrigin: string; cookie: string | null };
  mediaAllowPrivateHosts: boolean;
  tunnelTtlSeconds: number;
  ffmpegPath: string;
  production: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

const PROVIDERS = ["builtin", "rapidapi", "cobalt"] as const;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === "" ? undefined : value;
}

function parse<T>(env: Env, name: string, schema: z.ZodType<T>, fallback: string | undefined): T {
  const result = schema.safeParse(read(env, name) ?? fallback);
  if (!result.success) {
    throw new ConfigError(name, result.error.issues[0]?.message ?? "is invalid");
  }
  return result.data;
}

const httpOrigin = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a whole number")
  .min(0, "must be 0-65535")
  .max(65535, "must be 0-65535");
const flag = z.enum(["true", "false", "1", "0"], { error: "must be true or false" });

function loadAuthSecret(env: Env, dataDir: string): string {
  const given = read(env, "AUTH_SECRET");
  if (given !== undefined) {
    if (given.length < 32) throw new ConfigError("AUTH_SECRET", "must be at least 32 characters");
    return given;
  }
  // Generated once and kept beside the data, so sessions and links survive restarts.
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY: off by default (the socket's address is the visitor); a hop count, or a
 * comma-separated list of proxy addresses, subnets or Express's names for them.
 * Why: docs/decisions/025-request-hardening.md
 */
function loadTrustProxy(env: Env): Config["trustProxy"] {
  const value = read(env, "TRUST_PROXY");
  if (value === undefined || ["false", "off", "0"].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = (entry: string) =>
    PROXY_NAMES.includes(entry) || ipaddr.isValid(entry) || isCidr(entry);
  if (entries.length === 0 || !entries.every(valid)) {
    throw new ConfigError(
      "TRUST_PROXY",
      "must be a hop count or a comma-separated list of proxy addresses or subnets",
    );
  }
  return entries;
}

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const portNumber = parse(env, "PORT", port, "3000");
  const host = parse(env, "HOST", z.string(), "0.0.0.0");
  const publicUrl = parse(env, "PUBLIC_URL", httpOrigin, `http://localhost:${portNumber}`).replace(
    /\/+$/,
    "",
  );
  const dataDir = resolve(parse(env, "DATA_DIR", z.string(), "./data"));
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError("DATA_DIR", `cannot be created: ${(error as Error).message}`);
  }

  const databaseUrl = read(env, "DATABASE_URL");
  let database: Config["database"];
  if (databaseUrl === undefined) {
    database = { kind: "sqlite", file: join(dataDir, "app.db") };
  } else if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    database = { kind: "postgres", url: databaseUrl };
  } else if (databaseUrl.startsWith("file:") || databaseUrl.startsWith("sqlite:")) {
    database = { kind: "sqlite", file: resolve(databaseUrl.replace(/^(file|sqlite):(\/\/)?/, "")) };
  } else {
    throw new ConfigError("DATABASE_URL", "must start with postgres:// or file:");
  }

  const emails = z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" }));
  const adminEmails = parse(
    env,
    "ADMIN_EMAILS",
    z
      .string()
      .transform((s) =>
        s
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(emails),
    "",
  );

  const smtpUrl = read(env, "SMTP_URL") ?? null;
  if (smtpUrl !== null) parse(env, "SMTP_URL", z.url({ protocol: /^smtps?$/ }), undefined);

  const redisUrl = read(env, "REDIS_URL") ?? null;
  if (redisUrl !== null) parse(env, "REDIS_URL", z.url({ protocol: /^rediss?$/ }), undefined);

  const mediaProviders = parse(
    env,
    "MEDIA_PROVIDERS",
    z
      .string()
      .transform((s) =>
        s
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.enum(PROVIDERS, { error: `must list only ${PROVIDERS.join(", ")}` }))
          .min(1, "must name at least one provider"),
      ),
    "builtin",
  );

  const rapidHost = read(env, "RAPIDAPI_HOST") ?? "";
  const rapidapi = {
    key: read(env, "RAPIDAPI_KEY") ?? "",
    host: rapidHost,
    baseUrl: parse(
      env,
      "RAPIDAPI_BASE_URL",
      httpOrigin.optional(),
      rapidHost ? `https://${rapidHost}` : undefined,
    ),
  };
  if (mediaProviders.includes("rapidapi") && (!rapidapi.key || !rapidapi.host)) {
    throw new ConfigError("RAPIDAPI_KEY", "and RAPIDAPI_HOST must be set when rapidapi is listed");
  }

  const cobaltUrl = parse(env, "COBALT_API_URL", httpOrigin.optional(), undefined) ?? null;
  if (mediaProviders.includes("cobalt") && cobaltUrl === null) {
    throw new ConfigError("COBALT_API_URL", "must be set when cobalt is listed in MEDIA_PROVIDERS");
  }

  return {
    port: portNumber,
    host,
    publicUrl,
    dataDir,
    database,
    authSecret: loadAuthSecret(env, dataDir),
    adminEmails,
    smtpUrl,
    mailFrom: parse(env, "MAIL_FROM", z.string().min(3), "no-reply@localhost"),
    redisUrl,
    trustProxy: loadTrustProxy(env),
    mediaProviders,
    rapidapi: { ...rapidapi, baseUrl: (rapidapi.baseUrl ?? "").replace(/\/+$/, "") },
    cobalt: { apiUrl: cobaltUrl, apiKey: read(env, "COBALT_API_KEY") ?? null },
    instagram: {
      webOrigin: parse(
        env,
        "INSTAGRAM_WEB_ORIGIN",
        httpOrigin,
        "https://www.instagram.com",
      ).replace(/\/+$/, ""),
      apiOrigin: parse(env, "INSTAGRAM_API_ORIGIN", httpOrigin, "https://i.instagram.com").replace(
        /\/+$/,
        "",
      ),
      cookie: read(env, "INSTAGRAM_COOKIE") ?? null,
    },
    mediaAllowPrivateHosts: ["true", "1"].includes(
      parse(env, "MEDIA_ALLOW_PRIVATE_HOSTS", flag, "false"),
    ),
    tunnelTtlSeconds: parse(
      env,
      "TUNNEL_TTL_SECONDS",
      z.coerce.number().int().min(10, "must be at least 10").max(86_400, "must be at most 86400"),
      "900",
    ),
    ffmpegPath: parse(env, "FFMPEG_PATH", z.string(), "ffmpeg"),
    production: env.NODE_ENV === "production",
  };
}

let current: Config | undefined;

/** The process-wide configuration, loaded on first use. */
export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}

/** Tests and scripts that build their own configuration install it here. */
export function setConfig(config: Config): void {
  current = config;
}
