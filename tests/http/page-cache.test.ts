import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "../../server/web/cached-pages.js";
import { safeLabel } from "../../server/web/metrics.js";
import { type CachedPage, PageCache } from "../../server/web/page-cache.js";
import { lockScripts, withScriptHashes } from "../../server/web/script-hashes.js";

function page(bytes: number, tag = "x"): CachedPage {
  return {
    status: 200,
    headers: { "content-type": "text/html" },
    body: Buffer.alloc(bytes, tag),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    etag: `W/"${tag}"`,
    scriptHashes: [],
  };
}

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("PageCache", () => {
  it("stays within its byte budget, dropping the least recently used pages", async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    for (let i = 0; i < 20; i++) {
      await cache.fill(`/p${i}`, async () => ({ page: page(2000, String(i)), storable: true }));
    }
    expect(cache.stats.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats.entries).toBeLessThan(20);
    expect(cache.get("/p19")).toBeDefined();
    expect(cache.get("/p0")).toBeUndefined();
  });

  it("renders a page once for any number of simultaneous visitors", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return { page: page(10), storable: true };
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.fill("/", render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((r) => r.page)).size).toBe(1);
  });

  it("keeps nothing that is not storable, and nothing rendered before an invalidation", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    await cache.fill("/404", async () => ({ page: page(10), storable: false }));
    expect(cache.get("/404")).toBeUndefined();

    let release: () => void = () => {};
    const slow = cache.fill("/blogs", async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { page: page(10, "old"), storable: true };
    });
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate();
    release();
    expect((await slow).page.etag).toBe('W/"old"');
    expect(cache.get("/blogs")).toBeUndefined();
    const fresh = await cache.fill("/blogs", async () => ({
      page: page(10, "new"),
      storable: true,
    }));
    expect(fresh.page.etag).toBe('W/"new"');
    expect(cache.get("/blogs")?.etag).toBe('W/"new"');
  });

  it("stores nothing with a budget of 0 (the cache is off)", async () => {
    const cache = new PageCache({ maxBytes: 0 });
    expect(cache.enabled).toBe(false);
    await cache.fill("/", async () => ({ page: page(10), storable: true }));
    expect(cache.get("/")).toBeUndefined();
  });
});

describe("hash-based CSP for cached pages", () => {
  const marker = "M4rk3r_random";
  const html = [
    "<html><head>",
    `<link rel="modulepreload" href="/assets/a.js" nonce="${marker}"/>`,
    "</head><body><article><p>Post</p><script>alert('stored')</script></article>",
    `<script nonce="${marker}">window.__ctx = {"a":1}</script>`,
    `<script type="module" async="" nonce="${marker}">import("/assets/entry.js");</script>`,
    `<script src="/assets/x.js" nonce="${marker}"></script>`,
    "</body></html>",
  ].join("");

  it("hashes only the scripts that carry the render's marker, and removes the marker", () => {
    const { html: locked, hashes } = lockScripts(html, marker);
    expect(hashes).toEqual([sha('window.__ctx = {"a":1}'), sha('import("/assets/entry.js");')]);
    expect(hashes).not.toContain(sha("alert('stored')"));
    expect(locked).not.toContain(marker);
    expect(locked).not.toContain("nonce=");
    expect(locked).toContain("<script>alert('stored')</script>");
  });

  it("refuses a page where the marker shows up anywhere else", () => {
    expect(() => lockScripts(`${html}<p>${marker}</p>`, marker)).toThrow(/marker/);
  });

  it("puts the hashes in place of the nonce in script-src and leaves the rest alone", () => {
    const policy =
      "default-src 'self';script-src 'self' 'nonce-abc123==';style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-AAA='", "'sha256-BBB='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-AAA=' 'sha256-BBB=';style-src 'self' 'unsafe-inline'",
    );
  });
});

describe("first paint of cached pages", () => {
  it("drops the modulepreload links and keeps the module script that loads the same files", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.js"/><link rel="icon" href="/f.svg"/></head>' +
      '<body><script type="module">import "/assets/entry.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="icon" href="/f.svg"/></head><body><script type="module">import "/assets/entry.js";</script></body>',
    );
  });
});

describe("metric labels", () => {
  it.each([
    ["/blogs/:slug", "/blogs/:slug"],
    ["/api/tunnel/:token", "/api/tunnel/:token"],
    ["GET", "GET"],
    ["https://www.instagram.com/reel/abc/", "other"],
    ["203.0.113.7", "other"],
    ["::1", "other"],
    ["2001:db8:0:1::7", "other"],
    ["someone@example.com", "other"],
    ["a label with spaces", "other"],
    ["", "other"],
  ])("%s -> %s", (value, label) => {
    expect(safeLabel(value)).toBe(label);
  });
});
