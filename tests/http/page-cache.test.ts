import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { safeLabel } from "../../server/web/metrics.js";
import { type CachedPage, PageCache } from "../../server/web/page-cache.js";
import { withoutModulePreloads } from "../../server/web/page-cache-forms.js";
import { lockScripts, withScriptHashes } from "../../server/web/script-hashes.js";

function page(bytes: number, tag = "x"): CachedPage {
  return {
    status: 200,
    headers: { "content-type": "text/html" },
    body: Buffer.alloc(bytes, tag),
    length: bytes,
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
    expect(new Set(results.map((r) => r?.page)).size).toBe(1);
    expect(results.map((r) => r?.by).sort()).toEqual(["build", ...Array(49).fill("wait")]);
  });

  it("asks only the request that starts a build, however many wait on it", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let asked = 0;
    const admit = async () => {
      asked++;
      return true;
    };
    const render = async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { page: page(10), storable: false };
    };
    // Not kept (a 404): shared by everyone waiting, then built again for the next request.
    await Promise.all(Array.from({ length: 30 }, () => cache.fill("/gone", render, admit)));
    expect(asked).toBe(1);
    await cache.fill("/gone", render, admit);
    expect(asked).toBe(2);
  });

  it("lets the waiters of a refused build ask for themselves", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const answers: boolean[] = [false, true];
    let builds = 0;
    const admit = async () => {
      await new Promise((r) => setTimeout(r, 10));
      return answers.shift() ?? true;
    };
    const render = async () => {
      builds++;
      return { page: page(10), storable: true };
    };
    const [refused, ...waiting] = await Promise.all(
      Array.from({ length: 5 }, () => cache.fill("/p", render, admit)),
    );
    expect(refused).toBeUndefined();
    expect(waiting.map((w) => w?.by)).toEqual(["build", "wait", "wait", "wait"]);
    expect(builds).toBe(1);
    expect(answers).toEqual([]);
  });

  it("says which builds refill a page the content change dropped", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const seen: Record<string, boolean[]> = {};
    const fill = (key: string, storable = true) =>
      cache.fill(
        key,
        async () => ({ page: page(10, key), storable }),
        async (refill) => {
          seen[key] = [...(seen[key] ?? []), refill];
          return true;
        },
      );
    await fill("/kept");
    await fill("/gone", false);
    cache.invalidate();
    await fill("/kept");
    await fill("/gone", false);
    await fill("/new");
    // Built again since the change: an ordinary key until the next one.
    cache.invalidate();
    await fill("/kept");
    await fill("/kept");
    expect(seen).toEqual({
      "/kept": [false, true, true],
      "/gone": [false, false],
      "/new": [false],
    });
  });

  it("refills a page whose safety TTL lapsed, but not one pushed out by the byte bound", async () => {
    const cache = new PageCache({ maxBytes: 5_000, ttlMs: 30 });
    const refills: boolean[] = [];
    const fill = (key: string) =>
      cache.fill(
        key,
        async () => ({ page: page(2000, key), storable: true }),
        async (refill) => {
          refills.push(refill);
          return true;
        },
      );
    await fill("/a");
    await new Promise((r) => setTimeout(r, 60));
    await fill("/a");
    await fill("/b");
    await fill("/c");
    await fill("/d");
    // /a was pushed out by the next page (one page of 3 KB fits in 5 KB): not a refill.
    await fill("/a");
    expect(refills).toEqual([false, true, false, false, false, false]);
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
    expect((await slow)?.page.etag).toBe('W/"old"');
    expect(cache.get("/blogs")).toBeUndefined();
    const fresh = await cache.fill("/blogs", async () => ({
      page: page(10, "new"),
      storable: true,
    }));
    expect(fresh?.page.etag).toBe('W/"new"');
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
