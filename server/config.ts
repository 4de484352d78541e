import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { isLoopbackUrl } from "./loopback-url.js";
import {
  commaList,
  httpUrl,
  variable,
  wholeNumber,
  withoutTrailingSlash,
} from "./setting-values.js";

export {
  commaList,
  headerValue,
  httpUrl,
  optionalFile,
  userAgent,
  variable,
  wholeNumber,
  withoutTrailingSlash,
} from "./setting-values.js";

/**
 * Every setting of the server, read from the environment by one zod schema; the
 * types below are derived from it. Parsing is pure (it reads nothing from disk and
 * writes nothing); what a setting needs on disk (the data folder, the mail outbox,
 * the generated secret) is made by `prepareConfig` at start-up. A platform's settings
 * are declared in its own folder (`declareSettings` below) and read here with the rest;
 * this module imports no domain. Why: docs/decisions/018-configuration.md,
 * docs/decisions/026-platform-folders.md
 */

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}

/**
 * The providers MEDIA_PROVIDERS may list: the one list of their names (server/media's
 * provider table is keyed by it).
 */
export const MEDIA_PROVIDER_NAMES = ["builtin", "rapidapi", "cobalt"] as const;
export type MediaProviderName = (typeof MEDIA_PROVIDER_NAMES)[number];

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a whole number")
  .min(0, "must be 0-65535")
  .max(65535, "must be 0-65535");
const flag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");
/** Express's names for address ranges, accepted in TRUST_PROXY beside addresses and subnets. */
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];
const isProxyEntry = (entry: string) =>
  PROXY_RANGES.includes(entry) ||
  ipaddr.isValid(entry) ||
  (() => {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  })();
/**
 * Off (the socket's address is the visitor), a hop count, or the proxies whose
 * X-Forwarded-For is believed. Why: docs/decisions/025-request-hardening.md
 */
const trustProxy = z.union([
  z
    .string()
    .regex(/^(?:off|false|0)$/i)
    .transform((): false => false),
  z
    .string()
    .regex(/^\d+$/)
    .transform((hops) => Number(hops)),
  commaList(
    z
      .array(
        z.string().refine(isProxyEntry, {
          error: "must be a hop count or a comma-separated list of proxy addresses or subnets",
        }),
      )
      .min(1),
  ),
]);
/** How long a download link lives: 10 seconds to a day. */
export const linkLifetime = z.coerce
  .number({ error: "must be a number of seconds" })
  .int("must be a whole number")
  .min(10, "must be at least 10")
  .max(86_400, "must be at most 86400");
const databaseUrl = z
  .string()
  .refine(
    (url) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(url),
    "must start with postgres:// or file:",
  );

/** The variables every part of the server shares; platforms declare theirs below. */
const coreVariables = {
  PORT: variable(port, "3000"),
  HOST: variable(z.string(), "0.0.0.0"),
  PUBLIC_URL: variable(httpUrl.optional()),
  DATA_DIR: variable(z.string(), "./data"),
  DATABASE_URL: variable(databaseUrl.optional()),
  AUTH_SECRET: variable(z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAILS: variable(
    z
      .string()
      .transform((s) => s.toLowerCase())
      .pipe(
        commaList(
          z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" })),
        ),
      ),
    "",
  ),
  SMTP_URL: variable(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: variable(z.string().min(3, "must be an e-mail address"), "no-reply@localhost"),
  REDIS_URL: variable(
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  ),
  TRUST_PROXY: variable(trustProxy, "off"),
  MEDIA_PROVIDERS: variable(
    commaList(
      z
        .array(
          z.enum(MEDIA_PROVIDER_NAMES, {
            error: `must list only ${MEDIA_PROVIDER_NAMES.join(", ")}`,
          }),
        )
        .min(1, "must name at least one provider"),
    ),
    "builtin",
  ),
  RAPIDAPI_KEY: variable(z.string(), ""),
  RAPIDAPI_HOST: variable(z.string(), ""),
  RAPIDAPI_BASE_URL: variable(httpUrl.optional()),
  COBALT_API_URL: variable(httpUrl.optional()),
  COBALT_API_KEY: variable(z.string().optional()),
  MEDIA_ALLOW_PRIVATE_HOSTS: variable(flag, "false"),
  TUNNEL_TTL_SECONDS: variable(linkLifetime, "900"),
  FFMPEG_PATH: variable(z.string(), "ffmpeg"),
  // Why: docs/decisions/022-all-cores-and-rate-limits.md
  WEB_CONCURRENCY: variable(wholeNumber("processes", 1, 256), String(availableParallelism())),
  METRICS_TOKEN: variable(z.string().min(16, "must be at least 16 characters").optional()),
  // Why: docs/decisions/021-page-cache-and-csp.md
  PAGE_CACHE_MB: variable(
    z.coerce
      .number({ error: "must be a number of megabytes" })
      .min(0, "must be 0 or more")
      .max(65_536, "must be at most 65536"),
    "64",
  ),
};

const envSchema = z
  .object(coreVariables)
  .superRefine((env, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    // A provider named in the chain without its settings would fail every lookup; stop at start instead.
    if (env.MEDIA_PROVIDERS.includes("rapidapi") && (!env.RAPIDAPI_KEY || !env.RAPIDAPI_HOST)) {
      missing("RAPIDAPI_KEY", "and RAPIDAPI_HOST must be set when rapidapi is listed");
    }
    if (env.MEDIA_PROVIDERS.includes("cobalt") && env.COBALT_API_URL === undefined) {
      missing("COBALT_API_URL", "must be set when cobalt is listed in MEDIA_PROVIDERS");
    }
    // Instances sharing Redis open each other's sessions and download links: one secret for all.
    // Why: docs/decisions/036-one-state-across-processes.md
    if (env.REDIS_URL !== undefined && env.AUTH_SECRET === undefined) {
      missing(
        "AUTH_SECRET",
        "must be set when REDIS_URL is set: every instance sharing Redis must sign sessions and seal download links with the same secret",
      );
    }
  })
  .transform((env) => {
    const dataDir = resolve(env.DATA_DIR);
    const url = env.DATABASE_URL;
    const database =
      url === undefined
        ? { kind: "sqlite" as const, file: join(dataDir, "app.db") }
        : /^postgres(ql)?:\/\//.test(url)
          ? { kind: "postgres" as const, url }
          : { kind: "sqlite" as const, file: resolve(url.replace(/^(file|sqlite):(\/\/)?/, "")) };
    const rapidapiBaseUrl =
      env.RAPIDAPI_BASE_URL ?? (env.RAPIDAPI_HOST ? `https://${env.RAPIDAPI_HOST}` : "");
    return {
      port: env.PORT,
      host: env.HOST,
      publicUrl: withoutTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
      /** PUBLIC_URL opens on this machine only (see isLoopbackUrl). */
      loopbackOnly: isLoopbackUrl(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
      dataDir,
      database,
      /** Absent when not given: `prepareConfig` reads or generates it beside the data. */
      authSecret: env.AUTH_SECRET,
      adminEmails: env.ADMIN_EMAILS,
      smtpUrl: env.SMTP_URL ?? null,
      mailFrom: env.MAIL_FROM,
      redisUrl: env.REDIS_URL ?? null,
      /** Express's `trust proxy`: false, a hop count, or proxy addresses/subnets. */
      trustProxy: env.TRUST_PROXY,
      mediaProviders: env.MEDIA_PROVIDERS,
      rapidapi: {
        key: env.RAPIDAPI_KEY,
        host: env.RAPIDAPI_HOST,
        baseUrl: withoutTrailingSlash(rapidapiBaseUrl),
      },
      cobalt: { apiUrl: env.COBALT_API_URL ?? null, apiKey: env.COBALT_API_KEY ?? null },
      mediaAllowPrivateHosts: env.MEDIA_ALLOW_PRIVATE_HOSTS,
      tunnelTtlSeconds: env.TUNNEL_TTL_SECONDS,
      ffmpegPath: env.FFMPEG_PATH,
      /** Worker processes of `npm start`. */
      webConcurrency: env.WEB_CONCURRENCY,
      /** Bearer token of GET /metrics; null keeps the endpoint off. */
      metricsToken: env.METRICS_TOKEN ?? null,
      /** Memory bound of the page cache in bytes; 0 turns it off. */
      pageCacheBytes: Math.round(env.PAGE_CACHE_MB * 1_048_576),
    };
  });

/**
 * A group of variables declared by the part of the server that owns them (each platform in
 * server/media/platforms/<name>/settings.ts), read and checked with every other variable. The
 * module that reads a group's values imports its declaration, so the group is declared
 * before any configuration it reads is parsed; the composition root imports every platform.
 * Why: docs/decisions/026-platform-folders.md
 */
export interface SettingsGroup<T> {
  readonly name: string;
  /** The environment variables of the group. */
  readonly variables: readonly string[];
  /** The group's values in `config`; throws when the group was declared after it was read. */
  of(config: Pick<ParsedConfig, "groups">): T;
}

const declared = new Map<string, { schema: z.ZodType; variables: readonly string[] }>();

/**
 * Declares a group: its variables (each built with `variable()`, defaults included) and how
 * their values become the group's settings. Declaring a name again replaces it (a module
 * evaluated twice, as under the development server's reload); a variable owned by another
 * group or by the shared ones is a mistake caught at once.
 */
export function declareSettings<S extends z.ZodRawShape, T>(
  name: string,
  variables: S,
  read: (values: z.output<z.ZodObject<S>>) => T,
): SettingsGroup<T> {
  const names = Object.keys(variables);
  for (const variable of names) {
    const owner = [...declared].find(
      ([other, group]) => other !== name && group.variables.includes(variable),
    );
    if (variable in coreVariables || owner) {
      throw new Error(`Settings "${name}": ${variable} is already declared`);
    }
  }
  declared.set(name, { schema: z.object(variables).transform(read), variables: names });
  return {
    name,
    variables: names,
    of(config) {
      if (!Object.hasOwn(config.groups, name)) {
        throw new Error(`The "${name}" settings were declared after this configuration was read`);
      }
      return config.groups[name] as T;
    },
  };
}

/** Every variable read: the shared ones and each declared group's (docs/configuration.md lists them). */
export function configVariables(): string[] {
  return [...Object.keys(coreVariables), ...[...declared.values()].flatMap((g) => g.variables)];
}

/** The environment as parsed: everything but a secret that is not given. */
export type ParsedConfig = z.output<typeof envSchema> & {
  /** Each declared group's settings, by group name; read through the group's `of`. */
  readonly groups: Readonly<Record<string, unknown>>;
};
/** The configuration the server runs on, once start-up has settled the secret. */
export type Config = Omit<ParsedConfig, "authSecret"> & { authSecret: string };

function configError(error: z.ZodError): ConfigError {
  const issue = error.issues[0];
  return new ConfigError(String(issue?.path[0] ?? "environment"), issue?.message ?? "is invalid");
}

/** Validates the environment; pure. A bad value throws a ConfigError naming its variable. */
export function parseConfig(env: Env = process.env): ParsedConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) throw configError(result.error);
  const groups: Record<string, unknown> = {};
  for (const [name, group] of declared) {
    const values = group.schema.safeParse(env);
    if (!values.success) throw configError(values.error);
    groups[name] = values.data;
  }
  return { ...result.data, groups };
}

function ensureFolder(folder: string, mode?: number): void {
  try {
    mkdirSync(folder, { recursive: true, mode });
    // The outbox holds reset links: only the server's user reads it, even one made before.
    if (mode !== undefined) chmodSync(folder, mode);
  } catch (error) {
    throw new ConfigError("DATA_DIR", `cannot be created: ${(error as Error).message}`);
  }
}

/**
 * The secret kept in `$DATA_DIR/auth-secret`, generated on first start so sessions and
 * download links survive restarts. Written exclusively: when several workers start at
 * once, the first file wins and the others read it.
 */
function storedSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
      throw new ConfigError("DATA_DIR", `cannot hold the secret: ${(error as Error).message}`);
    }
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new ConfigError("AUTH_SECRET", `stored in ${file} must be at least 32 characters`);
  }
  return secret;
}

/**
 * Start-up's side of the configuration: creates the data folder (and the mail outbox
 * when there is no SMTP server) and reads or generates the secret. Idempotent.
 */
export function prepareConfig(parsed: ParsedConfig): Config {
  ensureFolder(parsed.dataDir);
  if (parsed.smtpUrl === null) ensureFolder(join(parsed.dataDir, "outbox"), 0o700);
  return { ...parsed, authSecret: parsed.authSecret ?? storedSecret(parsed.dataDir) };
}

/** Parses and prepares: what start-up, scripts and test set-ups call. */
export function loadConfig(env: Env = process.env): Config {
  return prepareConfig(parseConfig(env));
}

let current: Config | undefined;

/**
 * The process-wide configuration. Start-up (`prepare()` in server/app.ts) installs it
 * before migrations; a script that skips that step gets it loaded on first use.
 */
export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}

/** Start-up, tests and scripts that build their own configuration install it here. */
export function setConfig(config: Config): void {
  current = config;
}
