import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ConfigError,
  configVariables,
  declareSettings,
  loadConfig,
  parseConfig,
  prepareConfig,
  variable,
} from "../server/config.js";
// The platforms declare their own settings (INSTAGRAM_*, YOUTUBE_*): like the server's entry,
// this file loads every platform before it reads the environment.
import "../server/api/screen-sessions.js";
import "../server/api/settings.js";
import "../server/db/settings.js";
import "../server/web/slow-clients.js";
import "../server/media/batch/settings.js";
import "../server/media/lookup-slots.js";
import "../server/media/platforms/index.js";
// Settings no platform module imports now that every extractor stands on its client.
import "../server/media/pushback/settings.js";
import { instagramSettings } from "../server/media/platforms/instagram/settings.js";
import { youtubeSettings } from "../server/media/platforms/youtube/settings.js";
import { ffmpegSettings } from "../server/media/tunnel/settings.js";
import { pageRenderSettings } from "../server/web/page-renders.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "rd-config-"));

describe("configuration", () => {
  it("runs on embedded defaults", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ kind: "sqlite", file: join(dir, "app.db") });
    expect(config.mediaProviders).toEqual(["builtin"]);
    expect(config.tunnelTtlSeconds).toBe(900);
    expect(config.mailFrom).toBe("no-reply@localhost");
    expect(config.mediaAllowPrivateHosts).toBe(false);
  });

  it("generates AUTH_SECRET once and keeps it", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it("reads PostgreSQL, lists and flags", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: "8080",
      DATABASE_URL: "postgres://u@db:5432/app",
      ADMIN_EMAILS: " A@Example.com, b@example.com ,",
      MEDIA_PROVIDERS: "cobalt, builtin",
      COBALT_API_URL: "http://cobalt:9000/",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/app" });
    expect(config.adminEmails).toEqual(["a@example.com", "b@example.com"]);
    expect(config.mediaProviders).toEqual(["cobalt", "builtin"]);
    expect(config.cobalt.apiUrl).toBe("http://cobalt:9000/");
    expect(config.mediaAllowPrivateHosts).toBe(true);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["PUBLIC_URL", "ftp://example.com"],
    ["DATABASE_URL", "mysql://x"],
    ["ADMIN_EMAILS", "not-an-email"],
    ["MEDIA_PROVIDERS", "builtin,magic"],
    ["TUNNEL_TTL_SECONDS", "5"],
    ["MEDIA_ALLOW_PRIVATE_HOSTS", "maybe"],
    ["SMTP_URL", "http://mail"],
    ["REDIS_URL", "localhost:6379"],
    ["AUTH_SECRET", "short"],
    ["INSTAGRAM_WEB_ORIGIN", "instagram.com"],
    ["INSTAGRAM_WEB_APP_ID", "web-app"],
    ["INSTAGRAM_USER_AGENT", "two\nlines"],
    ["YOUTUBE_ORIGIN", "youtube"],
    ["YOUTUBE_CLIENT_VERSIONS", "IOS=20.1"],
    ["REDIS_PREFIX", "has spaces"],
    ["INSTANCE_ID", "a/b"],
  ])("stops on a bad %s naming the variable", (name, value) => {
    let caught: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).variable).toBe(name);
    expect((caught as Error).message).toContain(name);
  });

  it("requires the settings of a provider it lists", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_PROVIDERS: "rapidapi" })).toThrow(
      /RAPIDAPI_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_PROVIDERS: "cobalt" })).toThrow(
      /COBALT_API_URL/,
    );
  });

  it("refuses to start with REDIS_URL and no AUTH_SECRET, and says why", () => {
    const redis = { DATA_DIR: dataDir(), REDIS_URL: "redis://127.0.0.1:6379" };
    expect(() => loadConfig(redis)).toThrow(
      /^Invalid configuration: AUTH_SECRET must be set when REDIS_URL is set: every instance sharing Redis must sign sessions and seal download links with the same secret$/,
    );
    expect(loadConfig({ ...redis, AUTH_SECRET: "s".repeat(32) }).redisUrl).toBe(redis.REDIS_URL);
  });

  it("parses without touching the disk", () => {
    const parent = dataDir();
    const dir = join(parent, "not-yet");
    const parsed = parseConfig({ DATA_DIR: dir });
    expect(parsed.dataDir).toBe(dir);
    expect(parsed.authSecret).toBeUndefined();
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(parent)).toEqual([]);
    // A bad value is reported by parsing alone, still without writing anything.
    expect(() => parseConfig({ DATA_DIR: dir, PORT: "eighty" })).toThrow(ConfigError);
    expect(existsSync(dir)).toBe(false);
  });

  it("prepares the data folder, the outbox and the secret at start-up", () => {
    const dir = join(dataDir(), "nested", "data");
    const config = prepareConfig(parseConfig({ DATA_DIR: dir }));
    expect(readdirSync(dir).sort()).toEqual(["auth-secret", "outbox"]);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(config.authSecret);
  });

  it("writes no secret when AUTH_SECRET is given, and no outbox with SMTP", () => {
    const dir = dataDir();
    const secret = "s".repeat(32);
    const config = loadConfig({ DATA_DIR: dir, AUTH_SECRET: secret, SMTP_URL: "smtp://mail:25" });
    expect(config.authSecret).toBe(secret);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a stored secret that is too short, naming AUTH_SECRET", () => {
    const dir = dataDir();
    writeFileSync(join(dir, "auth-secret"), "\n");
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/^Invalid configuration: AUTH_SECRET /);
  });

  it("stops with DATA_DIR named when the folder cannot be made", () => {
    const file = join(dataDir(), "a-file");
    writeFileSync(file, "");
    const parsed = parseConfig({ DATA_DIR: join(file, "data") });
    expect(() => prepareConfig(parsed)).toThrow(
      /^Invalid configuration: DATA_DIR cannot be created/,
    );
  });

  it("reads each platform's settings, defaults included, from the platform's own declaration", () => {
    const config = parseConfig({
      INSTAGRAM_API_ORIGIN: "http://127.0.0.1:9000/",
      YOUTUBE_CLIENT_VERSIONS: "WEB=2.20270101.00.00",
    });
    expect(instagramSettings.of(config)).toMatchObject({
      webOrigin: "https://www.instagram.com",
      apiOrigin: "http://127.0.0.1:9000",
      cookie: null,
      polarisDocId: "27130156389949648",
    });
    expect(youtubeSettings.of(config)).toEqual({
      origin: "https://www.youtube.com",
      potProviderUrl: null,
      clientVersions: { VISIONOS: "1.02", ANDROID: "21.03.36", WEB: "2.20270101.00.00" },
      probeUrl: "https://www.youtube.com/watch?v=YE7VzlLtp-4",
    });
  });

  it("sizes the ffmpeg budget from the core count, for the machine, and reads the page-render limit", () => {
    const cores = availableParallelism();
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(ffmpegSettings.of(config)).toEqual({
      encoders: Math.max(2, cores * 2),
      muxers: Math.max(8, cores * 8),
    });
    expect(pageRenderSettings.of(config)).toEqual({ perMinute: 120 });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      FFMPEG_SLOTS: "3",
      FFMPEG_MUX_SLOTS: "5",
      PAGE_RENDERS_PER_MINUTE: "0",
    });
    expect(ffmpegSettings.of(set)).toEqual({ encoders: 3, muxers: 5 });
    expect(pageRenderSettings.of(set)).toEqual({ perMinute: 0 });
    expect(() => parseConfig({ FFMPEG_SLOTS: "0" })).toThrow(/FFMPEG_SLOTS must be at least 1/);
  });

  it("refuses a variable declared twice, and a group read before it was declared", () => {
    expect(() => declareSettings("other", { PORT: variable(z.string(), "1") }, (v) => v)).toThrow(
      /PORT is already declared/,
    );
    expect(() =>
      declareSettings("other", { INSTAGRAM_COOKIE: variable(z.string(), "") }, (v) => v),
    ).toThrow(/INSTAGRAM_COOKIE is already declared/);
    const before = parseConfig({});
    const late = declareSettings("late", { LATE_SETTING: variable(z.string(), "x") }, (v) => v);
    expect(() => late.of(before)).toThrow(/declared after this configuration was read/);
    expect(late.of(parseConfig({}))).toEqual({ LATE_SETTING: "x" });
  });

  it("the configuration reference (docs/configuration.md) lists every variable read, and no other", () => {
    const reference = readFileSync(join(import.meta.dirname, "../docs/configuration.md"), "utf8");
    const listed = reference
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .flatMap((line) =>
        [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]),
      );
    const read = configVariables().filter((name) => name !== "NODE_ENV" && name !== "LATE_SETTING");
    expect(listed.length).toBeGreaterThan(30);
    expect([...new Set(listed)].sort()).toEqual([...read].sort());
  });
});
