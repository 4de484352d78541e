import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { labelOf } from "../../common/platforms.js";
import { redirectLogs } from "../../server/logger.js";
import { mediaModule } from "../../server/media/module.js";
import { setMediaLookup } from "../../server/media/upstream/address-guard.js";
import { startMediaApp } from "../../test-support/in-process/media-app.js";
import { PLATFORM_LINKS, PLATFORM_OTHER_LINKS } from "../../test-support/platform-links.js";
import type { Running } from "../../test-support/stand-ins/http-server.js";

/**
 * The platforms cannot be reached (docs/decisions/068-unreachable-platforms.md): TikTok's names
 * do not resolve, Loom answers with a certificate nobody signed, every other platform's
 * address refuses the connection. Each lookup says which platform could not be reached; the
 * log names the host and the cause once a minute per platform, never the link; /metrics
 * counts them.
 */
const DNS_FAILS = /(^|\.)tiktok\.com$/;
let tls: ReturnType<typeof createServer>;
let app: Running;
const lines: Record<string, unknown>[] = [];
let undoLogs: () => void;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "rd-unreachable-"));
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-nodes", "-days", "1", "-subj", "/CN=www.loom.com"],
      ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  tls = createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
    (_req, res) => res.end("{}"),
  );
  await new Promise<void>((done) => tls.listen(0, "127.0.0.1", done));
  // Every platform's name points at this machine (nothing listens on 443), but TikTok's
  // names resolve to nothing.
  setMediaLookup((hostname, options, callback) => {
    if (DNS_FAILS.test(hostname)) {
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
        code: "ENOTFOUND",
        hostname,
      });
      return callback(error, []);
    }
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
  });
  undoLogs = redirectLogs({ write: (line: string) => void lines.push(JSON.parse(line)) });
  app = await startMediaApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    RESOLVE_CACHE_SECONDS: "0",
    LOOM_ORIGIN: `https://www.loom.com:${(tls.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  undoLogs?.();
  setMediaLookup(undefined);
  vi.useRealTimers();
  await app?.close();
  await new Promise((done) => tls?.close(done));
});

/** POST /api/resolve without a kind, as an API caller may. */
async function lookUp(url: string) {
  const res = await fetch(`${app.origin}/api/resolve`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url }),
  });
  return { status: res.status, body: (await res.json()) as { error: Record<string, unknown> } };
}

const warnings = (platform: string) =>
  lines.filter((l) => l.msg === "media: cannot reach the platform" && l.platform === platform);

describe("platforms that cannot be reached", () => {
  it("tell the visitor which platform could not be reached, for each platform", async () => {
    for (const [platform, link] of PLATFORM_LINKS) {
      const { status, body } = await lookUp(link);
      expect([platform, status, body.error]).toEqual([
        platform,
        424,
        {
          code: "unreachable",
          params: { platform },
          message: `We could not reach ${labelOf(platform)} right now. Please try again later.`,
        },
      ]);
    }
  });

  it("say the same of their other link forms (a Facebook post)", async () => {
    for (const [platform, link] of PLATFORM_OTHER_LINKS) {
      const { status, body } = await lookUp(link);
      expect([platform, status, body.error?.code, body.error?.params]).toEqual([
        platform,
        424,
        "unreachable",
        { platform },
      ]);
    }
  });

  it("log the host and the cause once per platform, never the link", () => {
    const causes = Object.fromEntries(
      PLATFORM_LINKS.map(([platform]) => {
        const [line, ...more] = warnings(platform);
        expect(more, platform).toEqual([]);
        return [platform, `${String(line?.cause)} ${String(line?.code)} ${String(line?.host)}`];
      }),
    );
    expect(causes.tiktok).toBe("dns ENOTFOUND www.tiktok.com");
    expect(causes.loom).toMatch(/^tls \S+ www\.loom\.com$/);
    expect(causes.instagram).toBe("refused ECONNREFUSED www.instagram.com");
    expect(causes.youtube).toBe("refused ECONNREFUSED www.youtube.com");
    const text = JSON.stringify(lines);
    for (const [, link] of [...PLATFORM_LINKS, ...PLATFORM_OTHER_LINKS]) {
      expect(text).not.toContain(new URL(link).pathname.split("/").filter(Boolean).at(-1));
    }
    expect(text).not.toMatch(/https?:/);
  });

  it("log again only after a minute while it lasts", async () => {
    const tiktok = PLATFORM_LINKS.find(([p]) => p === "tiktok")?.[1] ?? "";
    expect((await lookUp(tiktok)).body.error.code).toBe("unreachable");
    expect(warnings("tiktok")).toHaveLength(1);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    expect((await lookUp(tiktok)).body.error.code).toBe("unreachable");
    expect(warnings("tiktok")).toHaveLength(2);
  });

  it("are counted on /metrics by platform, provider and cause", async () => {
    const source = mediaModule().metricsSources?.find((s) => s.name === "media_unreachable_total");
    const samples = (await source?.collect()) ?? [];
    const count = (platform: string) =>
      samples.find((s) => s.labels?.platform === platform)?.labels?.cause;
    expect(samples.find((s) => s.labels?.platform === "tiktok")).toEqual({
      labels: { platform: "tiktok", provider: "builtin", cause: "dns" },
      value: 3,
    });
    expect(count("loom")).toBe("tls");
    expect(count("reddit")).toBe("refused");
  });
});
