/**
 * Issue 30 and issue 29 item 13: the documents the server writes (sitemap index and parts,
 * robots.txt, the feed, the manifests) through the whole HTTP app in this process, on a
 * real SQLite file with 600 posts (two posts parts). Builds are read from /metrics.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../common/languages.js";
import { PUBLIC_PATHS } from "../../common/public-pages.js";
import { postsRepository } from "../../server/blog/posts.repository.js";
import {
  POSTS_PER_PART,
  pageEntries,
  SITEMAP_LIMITS,
  sitemapIndex,
} from "../../server/blog/sitemap.js";
import { IDENTITY_KEPT_UP_TO } from "../../server/web/page-cache-forms.js";
import { bulkSlug, writePosts } from "../../test-support/bulk-posts.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";
import {
  decodedText,
  type EncodedAnswer,
  visitorRequest,
} from "../../test-support/visitor-request.js";

const TOKEN = "documents-test-metrics-token";
const POSTS = 600;
const LIMIT = 40;

type Answer = EncodedAnswer;

/** One request as a visitor at `ip` sends it, with its raw (still encoded) body. */
const get = (
  url: string,
  path: string,
  { ip = "198.51.100.1", method = "GET", headers = {} as Record<string, string> } = {},
) => visitorRequest(`${url}${path}`, { ip, method, headers });

const text = decodedText;

const random = () => Math.random().toString(36).slice(2);

describe("generated documents", () => {
  const app = useHttpApp({ METRICS_TOKEN: TOKEN, PAGE_RENDERS_PER_MINUTE: String(LIMIT) });
  let parts: string[] = [];

  /** Builds so far per route pattern, added up as /metrics reports them. */
  async function builds(): Promise<Record<string, number>> {
    const res = await fetch(`${app.url}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const out: Record<string, number> = {};
    for (const [, route, value] of (await res.text()).matchAll(
      /^page_cache_builds_total\{route="([^"]+)"\} (\d+)$/gm,
    )) {
      out[route as string] = Number(value);
    }
    return out;
  }

  beforeAll(async () => {
    await writePosts(app.db, POSTS);
  });

  it("is an index of a pages part and posts parts, each within the protocol's limits", async () => {
    const index = await get(app.url, "/sitemap.xml", { headers: { "accept-encoding": "br" } });
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = text(index);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    parts = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      (m[1] as string).replace(app.url, ""),
    );
    expect(parts).toEqual(["/sitemap-pages.xml", "/sitemap-posts-1.xml", "/sitemap-posts-2.xml"]);
    const locs: string[] = [];
    for (const part of parts) {
      const answer = await get(app.url, part, { headers: { "accept-encoding": "gzip" } });
      expect(answer.status, part).toBe(200);
      const body = text(answer);
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
      const urls = [...body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
      // Every URL names every language and x-default as its alternates.
      expect(body.match(/<xhtml:link /g)?.length).toBe(urls.length * (LANGUAGES.length + 1));
      locs.push(...urls);
    }
    // Every public page and every post in every language, each once, oldest posts first.
    const pages = PUBLIC_PATHS.length;
    expect(locs).toHaveLength((pages + POSTS) * LANGUAGES.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${app.url}/es/stories`);
    expect(locs[pages * LANGUAGES.length]).toBe(`${app.url}/blogs/${bulkSlug(0)}`);
    expect(locs.at(-1)).toBe(`${app.url}/vi/blogs/${bulkSlug(POSTS - 1)}`);
    expect(locs.filter((l) => l.endsWith(`/blogs/${bulkSlug(POSTS_PER_PART)}`))).toHaveLength(
      LANGUAGES.length,
    );
    const robots = text(await get(app.url, "/robots.txt"));
    expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  it("keeps a part within the limits with the longest slugs, languages and a long origin", () => {
    const origin = `https://${"sub.".repeat(20)}example.com`;
    const slug = `${"a".repeat(99)}z`;
    const part = pageEntries(origin, `/blogs/${slug}`, "2026-01-01T00:00:00.000Z");
    expect(part.split("\n")).toHaveLength(LANGUAGES.length);
    expect(Buffer.byteLength(part) * POSTS_PER_PART).toBeLessThan(SITEMAP_LIMITS.bytes);
    expect(LANGUAGES.length * POSTS_PER_PART).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
  });

  it("sends every other spelling to the document's own address, and never builds for it", async () => {
    const before = await builds();
    const cases: [string, string][] = [
      ["/SITEMAP.XML", "/sitemap.xml"],
      ["/sitemap.xml/", "/sitemap.xml"],
      ["/Sitemap.Xml?v=3", "/sitemap.xml"],
      ["/sitemap.%78ml", "/sitemap.xml"],
      ["/SITEMAP-POSTS-02.XML", "/sitemap-posts-2.xml"],
      ["/sitemap-posts-0002.xml/", "/sitemap-posts-2.xml"],
      ["/ROBOTS.TXT", "/robots.txt"],
      ["/Blogs/RSS.xml", "/blogs/rss.xml"],
      ["/ES/Manifest.Webmanifest", "/es/manifest.webmanifest"],
    ];
    for (const [spelling, canonical] of cases) {
      const answer = await get(app.url, spelling, { method: spelling.length % 2 ? "HEAD" : "GET" });
      expect([spelling, answer.status, answer.headers.location]).toEqual([
        spelling,
        301,
        canonical,
      ]);
    }
    expect(await builds()).toEqual(before);
  });

  it("answers 200 spellings and queries from one entry: one build per document", async () => {
    const before = await builds();
    const documents = [
      "/sitemap.xml",
      ...parts,
      "/robots.txt",
      "/blogs/rss.xml",
      "/manifest.webmanifest",
      "/ar/manifest.webmanifest",
    ];
    const etags = new Map<string, Set<string>>();
    for (let round = 0; round < 200; round += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const path = documents[(round + i) % documents.length] as string;
          const query = [`?v=${random()}`, `?utm_source=${random()}&page=2`, "", "?"][i % 4];
          // Credentials change nothing for a document (they would bypass a page's cache).
          // Identity only for the small ones: a part is megabytes as written.
          const encodings = path.startsWith("/sitemap-posts") ? ["br", "gzip"] : ["identity", "br"];
          const headers: Record<string, string> = {
            "accept-encoding": encodings[i % 2] as string,
            ...(i % 3 === 0 && { cookie: `x=${random()}` }),
            ...(i % 5 === 0 && { authorization: `Bearer ${random()}` }),
          };
          return get(app.url, `${path}${query}`, { headers }).then((a) => ({ path, a }));
        }),
      );
      for (const { path, a } of answers) {
        expect([path, a.status]).toEqual([path, 200]);
        if (!etags.has(path)) etags.set(path, new Set());
        etags.get(path)?.add(String(a.headers.etag));
      }
    }
    for (const [path, seen] of etags) expect([path, seen.size]).toEqual([path, 1]);
    const after = await builds();
    const delta = (route: string) => (after[route] ?? 0) - (before[route] ?? 0);
    // The first test built the index, the parts and robots.txt; nothing of those again.
    expect(delta("/sitemap.xml")).toBe(0);
    expect(delta("/sitemap-pages.xml")).toBe(0);
    expect(delta("/sitemap-posts-:n.xml")).toBe(0);
    expect(delta("/robots.txt")).toBe(0);
    expect(delta("/blogs/rss.xml")).toBe(1);
    expect(delta("/manifest.webmanifest")).toBe(1);
    expect(delta("/ar/manifest.webmanifest")).toBe(1);
  });

  it("builds a cold part once for 16 simultaneous requests, and sends it whole to a client that takes no compression", async () => {
    // A new post empties the cache (and lands in the last part).
    await postsRepository(app.db).create({
      title: "Fresh",
      slug: "fresh-post",
      author: "A",
      content: "<p>x</p>",
    });
    const before = await builds();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        get(app.url, `/sitemap-posts-2.xml?r=${i}`, {
          headers: { "accept-encoding": i % 2 ? "identity" : "br" },
        }),
      ),
    );
    expect((await builds())["/sitemap-posts-:n.xml"]).toBe(
      (before["/sitemap-posts-:n.xml"] ?? 0) + 1,
    );
    const bodies = new Set(answers.map(text));
    expect(bodies.size).toBe(1);
    const [body] = bodies;
    // Kept compressed only, inflated for identity, with the right length.
    expect(Buffer.byteLength(body ?? "")).toBeGreaterThan(IDENTITY_KEPT_UP_TO);
    const identity = answers[1] as Answer;
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(Number(identity.headers["content-length"])).toBe(identity.body.length);
    const head = await get(app.url, "/sitemap-posts-2.xml", { method: "HEAD" });
    expect([head.status, head.headers["content-length"], head.body.length]).toEqual([
      200,
      String(identity.body.length),
      0,
    ]);
    expect(body).toContain("/blogs/fresh-post</loc>");
    expect(await sitemapIndex(app.db, app.url)).not.toContain("/sitemap-posts-3.xml");
  });

  it("counts builds against the render limit, never hits, and not the refill of a kept document", async () => {
    const ip = "203.0.113.50";
    // Parts past the last one: each a 404 build (not kept), counted.
    const statuses: number[] = [];
    for (let n = 1000; n <= 1000 + LIMIT; n++) {
      statuses.push((await get(app.url, `/sitemap-posts-${n}.xml`, { ip })).status);
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(LIMIT);
    expect(statuses.at(-1)).toBe(429);
    // Spent: a document nobody built is refused; what is kept is still answered.
    const refused = await get(app.url, "/fr/manifest.webmanifest", { ip });
    expect([refused.status, refused.headers["retry-after"]]).toEqual([429, expect.any(String)]);
    const gzip = { "accept-encoding": "gzip" };
    for (const path of ["/sitemap.xml", "/sitemap-posts-2.xml", "/robots.txt"]) {
      expect((await get(app.url, path, { ip, headers: gzip })).status).toBe(200);
    }
    // Inflating a part kept only compressed costs what a render does: counted like one.
    const inflated = await get(app.url, "/sitemap-posts-2.xml", {
      ip,
      headers: { "accept-encoding": "identity" },
    });
    expect(inflated.status).toBe(429);
    // A change drops everything; the pages kept until then are built again for this visitor
    // too, uncounted, and the rest stays refused.
    await postsRepository(app.db).create({
      title: "Another",
      slug: "another-post",
      author: "A",
      content: "<p>x</p>",
    });
    for (const path of ["/sitemap.xml", "/sitemap-posts-2.xml", "/robots.txt"]) {
      expect((await get(app.url, path, { ip, headers: gzip })).status, path).toBe(200);
    }
    expect((await get(app.url, "/fr/manifest.webmanifest", { ip })).status).toBe(429);
    // Another visitor's builds are their own.
    expect((await get(app.url, "/fr/manifest.webmanifest", { ip: "203.0.113.51" })).status).toBe(
      200,
    );
  });
});
