import type { Server, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchLine, BatchResponse } from "../../../common/media-api.js";
import { BATCH_PARALLEL } from "../../../server/media/batch/lookups.js";
import { resolveLimits } from "../../../server/media/lookup.js";
import { startMediaApp } from "../../../test-support/in-process/media-app.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";
import {
  startTiktok,
  type TiktokStandIn,
  tiktokEnv,
} from "../../../test-support/stand-ins/tiktok.js";

/**
 * Issue 35: several links in one request. Each link is a lookup through the same path as one
 * of its own (cache, coalescing, pacing), so a crowd of batches costs the platform what the same
 * lookups one by one cost; a batch past the limit, a body of 10,000 links and links that all
 * hang get a clear, bounded answer. Why: docs/decisions/074-several-links-at-once.md
 */

const POSTS = Array.from({ length: 20 }, (_, n) => `71957416445854${String(n).padStart(5, "0")}`);
const LINKS = POSTS.map((id) => `https://www.tiktok.com/@someone/video/${id}`);

let tiktok: TiktokStandIn;
beforeAll(async () => {
  tiktok = await startTiktok();
  for (const id of POSTS) tiktok.posts.set(id, "video");
});
afterAll(() => tiktok?.close());

const env = () => ({
  ...tiktokEnv(tiktok),
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
});

function batch(origin: string, body: unknown, visitor: number, ndjson = false) {
  return fetch(`${origin}/api/resolve/batch`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: ndjson ? "application/x-ndjson" : "application/json",
      "x-forwarded-for": `10.35.0.${visitor}`,
    },
    body: JSON.stringify(body),
  });
}

function single(origin: string, url: string, visitor: number) {
  return fetch(`${origin}/api/resolve`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.35.1.${visitor}` },
    body: JSON.stringify({ url }),
  });
}

describe("batches cost a platform what the same lookups one by one cost", () => {
  it("20 visitors × 20 links: as many upstream requests as 400 lookups one by one", async () => {
    const batched = await startMediaApp(env());
    const before = tiktok.web.requests.length;
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, visitor) => batch(batched.origin, { urls: LINKS }, visitor)),
      );
      for (const res of answers) {
        expect(res.status).toBe(200);
        const { rows } = (await res.json()) as BatchResponse;
        expect(rows.map((row) => row.url)).toEqual(LINKS);
        for (const row of rows) expect("items" in row && row.items.length, row.url).toBe(1);
      }
    } finally {
      await batched.close();
    }
    const byBatches = tiktok.web.requests.length - before;

    const oneByOne = await startMediaApp(env());
    const start = tiktok.web.requests.length;
    try {
      for (let visitor = 0; visitor < 20; visitor++) {
        for (const url of LINKS)
          expect((await single(oneByOne.origin, url, visitor)).status).toBe(200);
      }
    } finally {
      await oneByOne.close();
    }
    const byOne = tiktok.web.requests.length - start;
    expect(byOne).toBeGreaterThanOrEqual(20);
    expect(byBatches).toBe(byOne);
  }, 120_000);

  it("streams rows as NDJSON, a link it does not read failing in its own row", async () => {
    const app = await startMediaApp(env());
    try {
      const urls = [LINKS[0], "https://example.com/not-a-platform", "not a link", LINKS[1]];
      const res = await batch(app.origin, { urls }, 40, true);
      expect(res.headers.get("content-type")).toMatch(/application\/x-ndjson/);
      const lines = (await res.text())
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as BatchLine);
      expect(lines.map((l) => l.index).sort()).toEqual([0, 1, 2, 3]);
      const byIndex = new Map(lines.map((l) => [l.index, l]));
      expect("items" in (byIndex.get(0) as BatchLine)).toBe(true);
      expect(byIndex.get(1)).toMatchObject({ error: { code: "unsupported_link" } });
      expect(byIndex.get(2)).toMatchObject({ error: { code: "invalid_url" } });
      expect("items" in (byIndex.get(3) as BatchLine)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("counts each link against the visitor's limit: past it, rows say wait", async () => {
    const app = await startMediaApp(env());
    try {
      // 30 lookups a minute: 20, then 20 more of which 10 are past the limit.
      expect((await batch(app.origin, { urls: LINKS }, 41)).status).toBe(200);
      const res = await batch(app.origin, { urls: LINKS }, 41);
      expect(res.status).toBe(200);
      const { rows } = (await res.json()) as BatchResponse;
      const refused = rows.filter((row) => "error" in row && row.error.code === "rate_limited");
      expect(refused).toHaveLength(10);
      expect(refused[0]).toMatchObject({ error: { reason: "server_busy" } });
      // The third is refused at its first link: 429 like any lookup.
      expect((await batch(app.origin, { urls: LINKS }, 41)).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe("batches that ask too much", () => {
  it("refuses more links than LINKS_PER_PASTE, and a body of 10,000 links, at once", async () => {
    const app = await startMediaApp({ ...env(), LINKS_PER_PASTE: "5" });
    const before = tiktok.web.requests.length;
    try {
      const six = await batch(app.origin, { urls: LINKS.slice(0, 6) }, 50);
      expect(six.status).toBe(400);
      expect(await six.json()).toMatchObject({
        error: { code: "invalid_request", reason: "too_many_links", params: { max: "5" } },
      });
      const many = Array.from({ length: 10_000 }, (_, n) => `https://www.tiktok.com/@a/video/${n}`);
      const huge = await batch(app.origin, { urls: many }, 51);
      expect(huge.status).toBe(413);
      const empty = await batch(app.origin, { urls: [] }, 52);
      expect(await empty.json()).toMatchObject({ error: { reason: "urls_invalid" } });
    } finally {
      await app.close();
    }
    expect(tiktok.web.requests.length).toBe(before);
  });

  it("answers a batch whose links all hang, each row `timeout`, a few asked at a time", async () => {
    const held: ServerResponse[] = [];
    let open = 0;
    let mostOpen = 0;
    const hanging: Running = await listen((_req, res) => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      res.once("close", () => open--);
      held.push(res);
    });
    const timeout = resolveLimits.providerTimeoutMs;
    resolveLimits.providerTimeoutMs = 500;
    const app = await startMediaApp({
      TIKTOK_WEB_ORIGIN: hanging.origin,
      TIKTOK_SHORT_ORIGIN: hanging.origin,
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      RESOLVE_CACHE_SECONDS: "0",
    });
    try {
      const res = await batch(app.origin, { urls: LINKS }, 60);
      expect(res.status).toBe(200);
      const { rows } = (await res.json()) as BatchResponse;
      expect(rows).toHaveLength(20);
      for (const row of rows) expect(row).toMatchObject({ error: { code: "timeout" } });
      // A few at a time (a socket the lookup gave up may close a moment later), once each.
      expect(mostOpen).toBeLessThanOrEqual(2 * BATCH_PARALLEL);
      expect(held.length).toBeLessThanOrEqual(LINKS.length);
    } finally {
      resolveLimits.providerTimeoutMs = timeout;
      for (const res of held) res.destroy();
      await app.close();
      await (hanging as Running & { server?: Server }).close();
    }
  }, 60_000);
});
