import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { INSTAGRAM_DEFAULTS } from "./media/extractors/instagram/defaults.js";

/**
 * Every setting of the server, read from the environment by one zod schema; the
 * types below are derived from it. Parsing is pure (it reads nothing from disk and
 * writes nothing); what a setting needs on disk (the data folder, the mail outbox,
 * the generated secret) is made by `prepareConfig` at start-up.
 * Why: docs/decisions/018-configuration.md
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

const PROVIDERS = ["builtin", "rapidapi", "cobalt"] as const;
export type MediaProviderName = (typeof PROVIDERS)[number];

/**
 * One variable: unset, empty and blank all mean "use the default", and the default
 * goes through the same schema as a given value.
 */
function variable<T extends z.ZodType>(schema: T, fallback?: string) {
  return z.preprocess((value) => {
    const given = typeof value === "string" ? value.trim() : undefined;
    return given === undefined || given === "" ? fallback : given;
  }, schema);
}

/** A comma-separated list, blanks dropped, each entry checked by `items`. */
function commaList<T extends z.ZodType<unknown, string[]>>(items: T) {
  return z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(items);
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
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
/** An id Instagram's apps send (app id, query id): digits only. */
const numericId = z.string().regex(/^\d{1,32}$/, "must be digits only");
/** A user agent: one line of printable text. */
const userAgent = z
  .string()
  .max(512, "must be at most 512 characters")
  .regex(/^[\x20-\x7e]+$/, "must be one line of printable ASCII");
const databaseUrl = z
  .string()
  .refine(
    (url) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(url),
    "must start with postgres:// or file:",
  );

/**
 * The InnerTube client versions the YouTube extractor announces, as `NAME=version` pairs
 * (VISIONOS, ANDROID, WEB); a name left out keeps its default. YouTube retires old
 * versions, so following it is a setting, not a release.
 * Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
const YOUTUBE_CLIENT_DEFAULTS = { VISIONOS: "1.02", ANDROID: "21.03.36", WEB: "2.20260708.00.00" };
const youtubeClientVersions = commaList(
  z.array(
    z
      .string()
      .regex(
        /^(VISIONOS|ANDROID|WEB)=\d+(\.\d+){1,3}$/,
        "must be NAME=version pairs for VISIONOS, ANDROID or WEB",
      ),
  ),
).transform((pairs) => {
  const versions = { ...YOUTUBE_CLIENT_DEFAULTS };
  for (const pair of pairs) {
    const [name, version] = pair.split("=") as [keyof typeof versions, string];
    versions[name] = version;
  }
  return versions;
});

const envSchema = z
  .object({
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
          .array(z.enum(PROVIDERS, { error: `must list only ${PROVIDERS.join(", ")}` }))
          .min(1, "must name at least one provider"),
      ),
      "builtin",
    ),
    RAPIDAPI_KEY: variable(z.string(), ""),
    RAPIDAPI_HOST: variable(z.string(), ""),
    RAPIDAPI_BASE_URL: variable(httpUrl.optional()),
    COBALT_API_URL: variable(httpUrl.optional()),
    COBALT_API_KEY: variable(z.string().optional()),
    INSTAGRAM_WEB_ORIGIN: variable(httpUrl, "https://www.instagram.com"),
    INSTAGRAM_API_ORIGIN: variable(httpUrl, "https://i.instagram.com"),
    INSTAGRAM_COOKIE: variable(z.string().optional()),
    // Values Instagram changes without notice. Why: docs/decisions/023-instagram-methods.md
    INSTAGRAM_WEB_APP_ID: variable(numericId, INSTAGRAM_DEFAULTS.webAppId),
    INSTAGRAM_MOBILE_APP_ID: variable(numericId, INSTAGRAM_DEFAULTS.mobileAppId),
    INSTAGRAM_ASBD_ID: variable(numericId, INSTAGRAM_DEFAULTS.asbdId),
    INSTAGRAM_POLARIS_DOC_ID: variable(numericId, INSTAGRAM_DEFAULTS.polarisDocId),
    INSTAGRAM_POST_DOC_ID: variable(numericId, INSTAGRAM_DEFAULTS.postDocId),
    INSTAGRAM_USER_AGENT: variable(userAgent, INSTAGRAM_DEFAULTS.userAgent),
    INSTAGRAM_MOBILE_USER_AGENT: variable(userAgent, INSTAGRAM_DEFAULTS.mobileUserAgent),
    YOUTUBE_ORIGIN: variable(httpUrl, "https://www.youtube.com"),
    YOUTUBE_CLIENT_VERSIONS: variable(youtubeClientVersions, ""),
    MEDIA_ALLOW_PRIVATE_HOSTS: variable(flag, "false"),
    TUNNEL_TTL_SECONDS: variable(
      z.coerce
        .number({ error: "must be a number of seconds" })
        .int("must be a whole number")
        .min(10, "must be at least 10")
        .max(86_400, "must be at most 86400"),
      "900",
    ),
    FFMPEG_PATH: variable(z.string(), "ffmpeg"),
    // The machine's ffmpeg budget. Why: docs/decisions/025-request-hardening.md
    FFMPEG_SLOTS: variable(
      z.coerce
        .number({ error: "must be a number of processes" })
        .int("must be a whole number")
        .min(1, "must be at least 1"),
      String(Math.max(2, availableParallelism() * 2)),
    ),
    FFMPEG_MUX_SLOTS: variable(
      z.coerce
        .number({ error: "must be a number of processes" })
        .int("must be a whole number")
        .min(1, "must be at least 1"),
      String(Math.max(8, availableParallelism() * 8)),
    ),
    // Why: docs/decisions/022-all-cores-and-rate-limits.md
    WEB_CONCURRENCY: variable(
      z.coerce
        .number({ error: "must be a number of processes" })
        .int("must be a whole number")
        .min(1, "must be at least 1")
        .max(256, "must be at most 256"),
      String(availableParallelism()),
    ),
    METRICS_TOKEN: variable(z.string().min(16, "must be at least 16 characters").optional()),
    // Why: docs/decisions/021-page-cache-and-csp.md
    PAGE_CACHE_MB: variable(
      z.coerce
        .number({ error: "must be a number of megabytes" })
        .min(0, "must be 0 or more")
        .max(65_536, "must be at most 65536"),
      "64",
    ),
    // Why: docs/decisions/025-request-hardening.md
    PAGE_RENDERS_PER_MINUTE: variable(
      z.coerce
        .number({ error: "must be a number of pages" })
        .int("must be a whole number")
        .min(0, "must be 0 or more"),
      "120",
    ),
    NODE_ENV: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // A provider named in the chain without its settings would fail every lookup; stop at start instead.
    if (env.MEDIA_PROVIDERS.includes("rapidapi") && (!env.RAPIDAPI_KEY || !env.RAPIDAPI_HOST)) {
      ctx.addIssue({
        code: "custom",
        path: ["RAPIDAPI_KEY"],
        message: "and RAPIDAPI_HOST must be set when rapidapi is listed",
      });
    }
    if (env.MEDIA_PROVIDERS.includes("cobalt") && env.COBALT_API_URL === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["COBALT_API_URL"],
        message: "must be set when cobalt is listed in MEDIA_PROVIDERS",
      });
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
      instagram: {
        webOrigin: withoutTrailingSlash(env.INSTAGRAM_WEB_ORIGIN),
        apiOrigin: withoutTrailingSlash(env.INSTAGRAM_API_ORIGIN),
        cookie: env.INSTAGRAM_COOKIE ?? null,
        webAppId: env.INSTAGRAM_WEB_APP_ID,
        mobileAppId: env.INSTAGRAM_MOBILE_APP_ID,
        asbdId: env.INSTAGRAM_ASBD_ID,
        polarisDocId: env.INSTAGRAM_POLARIS_DOC_ID,
        postDocId: env.INSTAGRAM_POST_DOC_ID,
        userAgent: env.INSTAGRAM_USER_AGENT,
        mobileUserAgent: env.INSTAGRAM_MOBILE_USER_AGENT,
      },
      youtube: {
        origin: withoutTrailingSlash(env.YOUTUBE_ORIGIN),
        clientVersions: env.YOUTUBE_CLIENT_VERSIONS,
      },
      mediaAllowPrivateHosts: env.MEDIA_ALLOW_PRIVATE_HOSTS,
      tunnelTtlSeconds: env.TUNNEL_TTL_SECONDS,
      ffmpegPath: env.FFMPEG_PATH,
      /** MP3 encoders at once on this machine, across every worker. */
      ffmpegSlots: env.FFMPEG_SLOTS,
      /** Muxers (stream copies) at once on this machine, across every worker. */
      ffmpegMuxSlots: env.FFMPEG_MUX_SLOTS,
      production: env.NODE_ENV === "production",
      /** Worker processes of `npm start`. */
      webConcurrency: env.WEB_CONCURRENCY,
      /** Bearer token of GET /metrics; null keeps the endpoint off. */
      metricsToken: env.METRICS_TOKEN ?? null,
      /** Memory bound of the page cache in bytes; 0 turns it off. */
      pageCacheBytes: Math.round(env.PAGE_CACHE_MB * 1_048_576),
      /** Pages rendered per visitor per minute (page-cache hits not counted); 0: no limit. */
      pageRendersPerMinute: env.PAGE_RENDERS_PER_MINUTE,
    };
  });

/** The environment as parsed: everything but a secret that is not given. */
export type ParsedConfig = z.output<typeof envSchema>;
/** The configuration the server runs on, once start-up has settled the secret. */
export type Config = Omit<ParsedConfig, "authSecret"> & { authSecret: string };

/** Validates the environment; pure. A bad value throws a ConfigError naming its variable. */
export function parseConfig(env: Env = process.env): ParsedConfig {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ConfigError(String(issue?.path[0] ?? "environment"), issue?.message ?? "is invalid");
}

function ensureFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
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
  if (parsed.smtpUrl === null) ensureFolder(join(parsed.dataDir, "outbox"));
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
