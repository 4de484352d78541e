import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { useApp } from "../test-support/app/use-app.js";
import { startCdn } from "../test-support/stand-ins/cdn.js";
import { useStandIn } from "../test-support/use-stand-in.js";

const TOKEN = randomBytes(24).toString("base64url");
const SECRET_CODE = `Zq${randomBytes(5).toString("hex")}`;
const PASTED = [
  `https://www.instagram.com/reel/${SECRET_CODE}/`,
  `https://www.instagram.com/p/${SECRET_CODE}/?igsh=abc`,
  `https://www.instagram.com/stories/someone.private/${SECRET_CODE}/`,
];

/** A POST on a connection of its own: the workers take new connections in turn. */
function postAlone(url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", agent: false, headers: { "Content-Type": "application/json" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** Every label value of a Prometheus text exposition. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/\w+="((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? "");
}

describe("/metrics with METRICS_TOKEN (two workers)", () => {
  // Instagram's stand-in knows nothing: every lookup fails, which is enough to count.
  const instagram = useStandIn(() => startCdn({}));
  const app = useApp({
    env: () => ({
      METRICS_TOKEN: TOKEN,
      WEB_CONCURRENCY: "2",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      INSTAGRAM_WEB_ORIGIN: instagram.origin,
      INSTAGRAM_API_ORIGIN: instagram.origin,
    }),
  });

  beforeAll(async () => {
    for (const url of PASTED) {
      const res = await fetch(`${app.url}/api/resolve`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url, kind: "reel" }),
      });
      await res.text();
      const page = await fetch(`${app.url}/?url=${encodeURIComponent(url)}`);
      await page.text();
    }
    for (const path of ["/blogs", "/blogs", "/blogs/no-such-post", `/api/tunnel/${SECRET_CODE}`]) {
      await (await fetch(`${app.url}${path}`)).text();
    }
  });

  it("refuses a scrape without the token, or with another one", async () => {
    const none = await fetch(`${app.url}/metrics`);
    expect(none.status).toBe(401);
    expect(await none.text()).not.toContain("http_requests_total");
    const wrong = await fetch(`${app.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN.slice(1)}x` },
    });
    expect(wrong.status).toBe(401);
  });

  it("limits a visitor once across both workers, not once per worker", async () => {
    // Sign-up allows 5 an hour: spread over two workers, the 6th must still be refused.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        await postAlone(`${app.url}/api/auth/sign-up/email`, {
          email: `rate${i}@example.test`,
          password: "x",
          name: "x",
        }),
      );
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("counts by route pattern across workers, with no link, address or path in it", async () => {
    const res = await fetch(`${app.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/api\/resolve",status="4xx"\} 3/,
    );
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/blogs\/:slug",status="4xx"\} 1/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/tunnel\/:token"/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/blogs"\}/,
    );
    expect(text).toMatch(/page_cache_lookups_total\{result="bypass"\} 3/);
    // Per platform (docs/decisions/042-platform-pages.md): the lookups above were Instagram's.
    expect(text).toMatch(
      /media_resolve_outcomes_total\{platform="instagram",provider="builtin",method="resolve",outcome="[\w-]+"\} \d+/,
    );
    expect(text).toMatch(/media_lookup_cache_total\{platform="instagram",outcome="miss"\} [1-9]/);
    expect(text).toMatch(/media_lookup_cache_total\{platform="youtube",outcome="miss"\} 0/);
    expect(text).toMatch(/rate_limit_refusals_total\{limiter="auth-sign-up"\} 2/);
    for (const name of ["tunnel_bytes_sent_total", "tunnel_active_transfers", "ffmpeg_processes"]) {
      expect(text).toContain(`\n${name} `);
    }

    expect(text).not.toContain(SECRET_CODE);
    expect(text).not.toMatch(/instagram\.com|someone\.private|igsh|no-such-post/i);
    for (const value of labelValues(text)) {
      expect(value).not.toMatch(/\d{1,3}(\.\d{1,3}){3}|::1|@|\/\//);
    }
  });
});

describe("/metrics off, and /readyz", () => {
  // A Redis nobody answers on: the instance runs (rate limits fall back) but is not ready.
  const app = useApp({ env: { REDIS_URL: "redis://127.0.0.1:1", AUTH_SECRET: "m".repeat(32) } });

  it("has no /metrics without METRICS_TOKEN", async () => {
    const res = await fetch(`${app.url}/metrics`, { headers: { Authorization: "Bearer x" } });
    expect(res.status).toBe(404);
  });

  it("stays live on /healthz but not ready on /readyz while Redis is away", async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const res = await fetch(`${app.url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { checks: Record<string, { ok: boolean }> };
    expect(body.checks.database?.ok).toBe(true);
    expect(body.checks.redis?.ok).toBe(false);
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");
  });
});
