import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpProxy } from "../../test-support/stand-ins/forward-proxies.js";
import { listen, type Running } from "../../test-support/stand-ins/http-server.js";
import {
  type InstagramStandIn,
  instagramEnv,
  startInstagramStandIn,
} from "../../test-support/stand-ins/instagram.js";
import { SESSION_COOKIE } from "../../test-support/stand-ins/instagram-session.js";
import { rapidapiEnv } from "../../test-support/stand-ins/rapidapi.js";

/**
 * `npm run doctor -- <link>` as an operator runs it, in its own process, pointed by its
 * environment at the local stand-ins instead of the real sites.
 */
const ROOT = resolve(import.meta.dirname, "../..");
let ig: InstagramStandIn;
let rapid: Running;

beforeAll(async () => {
  ig = await startInstagramStandIn();
  const api = express();
  api.get("/v1/instagram", (req, res) => {
    if (String(req.query.url).includes("Missing")) res.status(404).json({ message: "not found" });
    else res.json({ data: { data: [{ media: `${ig.cdn.origin}/cdn/from-rapidapi.mp4` }] } });
  });
  rapid = await listen(api);
});
afterAll(() => Promise.all([ig?.close(), rapid?.close()]));

interface Doctor {
  code: number;
  rows: { provider: string; method: string; outcome: string; http: string; ms: string }[];
  /** The second table: every egress and session, by position. */
  routes: { route: string; kind: string; state: string }[];
  /** The last line. */
  verdict: string;
}

async function doctor(
  link: string,
  extra: Record<string, string> = {},
): Promise<Doctor & { stdout: string }> {
  const env = {
    ...process.env,
    ...instagramEnv(ig),
    ...extra,
    ...rapidapiEnv(rapid.origin, "builtin,rapidapi"),
  };
  let stdout: string;
  let code = 0;
  try {
    ({ stdout } = await promisify(execFile)("npm", ["run", "--silent", "doctor", "--", link], {
      cwd: ROOT,
      env,
    }));
  } catch (error) {
    const failed = error as { stdout: string; code: number };
    stdout = failed.stdout;
    code = failed.code;
  }
  const [methods = "", pools = "", verdict = ""] = stdout.trim().split("\n\n");
  const [head, rule, ...lines] = methods.split("\n");
  expect(head?.split(/\s{2,}/)).toEqual(["provider", "method", "outcome", "http", "ms"]);
  expect(rule).toMatch(/^-+( +-+){4}$/);
  const rows = lines.map((line) => {
    const [provider = "", method = "", outcome = "", http = "", ms = ""] = line.split(/\s{2,}/);
    return { provider, method, outcome, http, ms };
  });
  const [, , ...poolLines] = pools.split("\n");
  const routes = poolLines.map((line) => {
    const [route = "", kind = "", state = ""] = line.split(/\s{2,}/);
    return { route, kind, state };
  });
  return { code, rows, routes, verdict, stdout };
}

// Each test runs the CLI through npm and the TypeScript loader: seconds of start-up alone,
// many more on a loaded 2-core machine with other test files beside it.
describe("npm run doctor", { timeout: 90_000 }, () => {
  it("runs every method and provider one by one for a reel, with outcome, HTTP status and time", async () => {
    const { code, rows, routes, verdict } = await doctor(
      "https://www.instagram.com/reel/CrGkUHUL7_y/",
    );
    expect(code).toBe(0);
    expect(verdict).toBe("verdict: Instagram works from this machine (builtin instagram.polaris).");
    expect(rows.map((r) => [r.provider, r.method, r.outcome, r.http])).toEqual([
      ["builtin", "instagram.polaris", "items: 1 video, 1 audio", "200"],
      ["builtin", "instagram.page_json", "items: 1 video, 1 audio", "200"],
      ["builtin", "instagram.graphql_doc", "upstream_failed (execution error)", "200"],
      ["builtin", "instagram.media_info", "upstream_failed", "403"],
      ["builtin", "instagram.embed", "upstream_failed (no media in the page)", "200"],
      ["builtin", "instagram.og_tags", "upstream_failed (no video in the page's tags)", "200"],
      ["rapidapi", "instagram", "items: 1 video", "-"],
      ["cobalt", "-", "not configured", "-"],
    ]);
    for (const row of rows.slice(0, -1)) expect(row.ms).toMatch(/^\d+$/);
    expect(routes).toEqual([{ route: "egress 0", kind: "direct", state: "ready" }]);
  }, 60_000);

  it("shows where an unknown post fails, and exits 1 when nothing works", async () => {
    const { code, rows, verdict } = await doctor("https://www.instagram.com/p/Missing1234/");
    expect(verdict).toMatch(/^verdict: Instagram answered, but no way found the files \(first: /);
    const builtin = rows.filter((r) => r.provider === "builtin");
    expect(builtin.find((r) => r.method === "instagram.page_json")).toMatchObject({
      outcome: "not_found",
      http: "404",
    });
    expect(builtin.find((r) => r.method === "instagram.polaris")?.outcome).toBe(
      "upstream_failed (empty answer)",
    );
    expect(rows.find((r) => r.provider === "rapidapi")?.outcome).toBe("not_found");
    expect(code).toBe(1);
  }, 60_000);

  it("names the host it cannot reach, and ends with what to check", async () => {
    const closed = await listen(express());
    await closed.close();
    const { code, rows, verdict } = await doctor(
      "https://www.tiktok.com/@user/video/7195741644585454894",
      { MEDIA_ALLOW_PRIVATE_HOSTS: "true", TIKTOK_WEB_ORIGIN: closed.origin },
    );
    expect(code).toBe(1);
    const host = new URL(closed.origin).hostname;
    const own = rows.filter((r) => r.provider === "builtin");
    expect(own.length).toBeGreaterThan(0);
    for (const row of own) expect(row.outcome).toBe(`unreachable (ECONNREFUSED ${host})`);
    expect(verdict).toBe(
      `verdict: this machine cannot reach TikTok: ${host} (ECONNREFUSED, it refuses the connection); check its DNS, firewall or proxy (MEDIA_PROXIES).`,
    );
  }, 60_000);

  it("lists every egress and session by position, each asked once, never by address or cookie", async () => {
    const proxy = await startHttpProxy("127.0.0.8", { username: "doc", password: "proxy-pass-1" });
    const cookies = join(mkdtempSync(join(tmpdir(), "rd-doctor-")), "cookies.txt");
    writeFileSync(cookies, `${SESSION_COOKIE}\nsessionid=expired-cookie-value\n`);
    try {
      const { routes, stdout } = await doctor("https://www.instagram.com/p/CAnqPB-Jzcj/", {
        MEDIA_PROXIES: proxy.url,
        INSTAGRAM_COOKIES_FILE: cookies,
      });
      expect(routes).toEqual([
        { route: "egress 0", kind: "direct", state: "ready" },
        { route: "egress 1", kind: "http", state: "ready" },
        { route: "session 0", kind: "instagram", state: "ready" },
        { route: "session 1", kind: "instagram", state: "logged out" },
      ]);
      expect(proxy.targets.length).toBeGreaterThan(0);
      for (const secret of ["proxy-pass-1", "abc123", "expired-cookie-value", "127.0.0.8"]) {
        expect(stdout).not.toContain(secret);
      }
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
