import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { MachineDocuments } from "./machine-documents.js";
import { pageCacheBuilds, pageCacheLookups } from "./metrics.js";
import type { Admission, Built, CachedPage, PageCache } from "./page-cache.js";
import { type GeneratedDocument, spellingOf } from "./page-cache-documents.js";
import { materialise, materialiseDocument, type PageRenderer } from "./page-cache-forms.js";
import type { PageRenderGate } from "./page-renders.js";
import { withScriptHashes } from "./script-hashes.js";

/**
 * CDNs keep a page a minute and may serve it up to five more while they revalidate;
 * browsers revalidate every time (max-age=0) and get 304 when nothing changed.
 * Why: docs/decisions/021-page-cache-and-csp.md
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export interface CacheablePage {
  /** Route pattern, for metrics. */
  pattern: string;
  path: RegExp;
  /** Query parameters that select another page (anything else bypasses the cache). */
  query?: Record<string, RegExp>;
  render: PageRenderer;
}

/** A page at exactly `path` (dots taken literally), rendered by `render`. */
export function exactPage(path: string, render: PageRenderer): CacheablePage {
  return { pattern: path, path: new RegExp(`^${path.replace(/[.]/g, "\\.")}$`), render };
}

/** Single fetch's `.data` twin of a page carries `_routes`; it is cached like the page. */
const DATA_QUERY: Record<string, RegExp> = { _routes: /^[\w/,.-]{1,200}$/ };

function pagePath(pathname: string): { path: string; data: boolean } {
  if (pathname === "/_root.data") return { path: "/", data: true };
  if (pathname.endsWith(".data")) return { path: pathname.slice(0, -5), data: true };
  return { path: pathname, data: false };
}

/**
 * The cache key of a page request, or undefined when it must not share a cached answer: an
 * unknown query parameter (a pasted link, a tracking tag) or a signed-in caller.
 */
export function cacheKey(
  req: Pick<Request, "path" | "query" | "headers" | "url">,
  page: CacheablePage,
  data: boolean,
): string | undefined {
  const allowed = { ...page.query, ...(data ? DATA_QUERY : {}) };
  const search = new URL(req.url, "http://x").searchParams;
  const parts: string[] = [];
  for (const [name, value] of search) {
    const rule = allowed[name];
    if (!rule?.test(value)) return undefined;
    parts.push(`${name}=${value}`);
  }
  parts.sort();
  return parts.length > 0 ? `${req.path}?${parts.join("&")}` : req.path;
}

/** Headers that differ between two answers of the same page: never part of the snapshot. */
const PER_ANSWER = new Set(["x-page-cache", "content-encoding", "content-length"]);

/** Full header sets of answers already sent, per app: its security headers are its own. */
type AnswerHeaders = WeakMap<CachedPage, Record<string, string>>;

function send(
  req: Request,
  res: Response,
  page: CachedPage,
  shared: boolean,
  answers: AnswerHeaders,
): Promise<void> {
  res.status(page.status);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string") {
    res.setHeader("Content-Security-Policy", withScriptHashes(policy, page.scriptHashes));
  }
  res.setHeader("Vary", "Accept-Encoding");
  if (shared) {
    res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
    res.setHeader("ETag", page.etag);
    // Every header is now what any later answer of this page carries (the security
    // headers included): keep them, so hits skip the middleware that set them.
    if (!answers.has(page)) {
      const snapshot: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !PER_ANSWER.has(name)) snapshot[name] = String(value);
      }
      answers.set(page, snapshot);
    }
  }
  return finish(req, res, page, shared);
}

async function finish(req: Request, res: Response, page: CachedPage, shared: boolean) {
  if (shared && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const encoded = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : undefined;
  if (encoded) res.setHeader("Content-Encoding", encoding as string);
  // Without a stored encoding the compression middleware encodes the body as it goes out.
  const body = encoded ?? page.body;
  res.setHeader("Content-Length", String(body?.length ?? page.length));
  if (req.method === "HEAD") res.end();
  else if (body) res.end(body);
  else if (page.gzip) {
    // Kept compressed only: inflated as it goes out, never whole in memory.
    await pipeline(Readable.from([page.gzip]), createGunzip(), res).catch(() => res.destroy());
  } else res.status(500).end();
}

/** True when this answer would be inflated from its compressed copy as it is sent. */
function inflates(req: Request, page: CachedPage): boolean {
  if (page.body || req.method === "HEAD") return false;
  // A revalidation that will get its 304 sends nothing.
  if (req.headers["if-none-match"]?.includes(page.etag)) return false;
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  return encoding !== "br" && encoding !== "gzip";
}

/**
 * A document from the machine's shelf: built by another process (or earlier here), or built
 * now by this request, admitted as a page's build is, and handed to the shelf for the others.
 * Why: docs/decisions/058-one-document-build-per-machine.md
 */
async function fromMachine(
  machine: MachineDocuments,
  key: string,
  build: () => Promise<Built>,
  admit: Admission | undefined,
): Promise<Built | undefined> {
  const claim = await machine.claim(key);
  if (claim.kind === "ready") {
    return { page: claim.value, storable: true, ttlMs: Math.max(0, claim.ttlMs) };
  }
  let kept: CachedPage | undefined;
  try {
    if (admit && !(await admit(claim.refill))) return undefined;
    const built = await build();
    if (built.storable) kept = built.page;
    return built;
  } finally {
    machine.done(key, claim.ticket, kept);
  }
}

type Found =
  | {
      kind: "page";
      pattern: string;
      key: string | undefined;
      build: () => Promise<Built>;
    }
  | {
      kind: "document";
      pattern: string;
      /** The path this document is served at; any other spelling is sent there. */
      canonical: string;
      key: string;
      build: () => Promise<Built>;
    };

export interface CachedPagesOptions {
  cache: PageCache;
  /** Pages rendered by React Router; served from the cache only while the cache is on. */
  pages: CacheablePage[];
  /** Generated documents: always served here, kept while the cache is on. */
  documents?: GeneratedDocument[];
  origin: string;
  /** Asked before each build, by the request that starts it; hits and waits pass freely. */
  renders?: PageRenderGate;
  /**
   * Where documents are built once for every process of the machine (while the cache is
   * on); without it each process builds its own.
   */
  machine?: MachineDocuments;
}

/**
 * Serves the public pages and generated documents from the cache: one build per page until
 * the content changes, then ETag/304 and CDN headers on every answer. `hits` goes first in
 * the app and answers pages already sent once with their stored headers; `pages` goes where
 * the routes are and builds (the security headers are set by then). Page requests that must
 * not share an answer (signed-in callers, unknown query parameters) go on to the normal
 * handlers untouched; a document is the same for everyone, so it always shares one.
 */
export function cachedPages({
  cache,
  pages,
  documents = [],
  origin,
  renders,
  machine,
}: CachedPagesOptions): {
  hits: RequestHandler;
  pages: RequestHandler;
} {
  const answers: AnswerHeaders = new WeakMap();

  const lookup = (req: Request): Found | undefined => {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const spelling = spellingOf(req.path);
    for (const document of documents) {
      const canonical = spelling === undefined ? undefined : document.canonical(spelling);
      if (canonical === undefined) continue;
      return {
        kind: "document",
        pattern: document.pattern,
        canonical,
        key: canonical,
        build: () => materialiseDocument(document, canonical),
      };
    }
    const { path, data } = pagePath(req.path);
    const page = pages.find((p) => p.path.test(path));
    if (!page) return undefined;
    // Admins send a bearer token; nobody else sends credentials. Their answers may differ.
    const key =
      req.headers.authorization || req.headers.cookie ? undefined : cacheKey(req, page, data);
    return {
      kind: "page",
      pattern: page.pattern,
      key,
      build: () => materialise(page.render, new URL(req.url, origin)),
    };
  };

  const hits: RequestHandler = (req, res, next) => {
    if (!cache.enabled) return next();
    const found = lookup(req);
    if (!found?.key || (found.kind === "document" && found.canonical !== req.path)) return next();
    const hit = cache.get(found.key);
    const headers = hit && answers.get(hit);
    if (!hit || !headers || inflates(req, hit)) return next();
    res.locals.routePattern = found.pattern;
    pageCacheLookups.inc({ result: "hit" });
    res.status(hit.status);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    return finish(req, res, hit, true);
  };

  const serve: RequestHandler = async (req, res, next) => {
    const found = lookup(req);
    if (!found) return next();
    res.locals.routePattern = found.pattern;
    if (found.kind === "document" && found.canonical !== req.path) {
      // Another spelling of the document (`/SITEMAP.XML`, a trailing slash): one address
      // for crawlers and CDNs, and never a build of its own.
      res.setHeader("Cache-Control", "public, max-age=86400");
      return res.redirect(301, found.canonical);
    }
    // Pages without the cache are the router's to render (and the render limit's to count).
    if (found.kind === "page" && !cache.enabled) return next();
    const { key } = found;
    if (!key) {
      pageCacheLookups.inc({ result: "bypass" });
      return next();
    }
    try {
      // A HEAD builds like a GET (the page is rendered for everyone, whatever the method).
      // Counted against the visitor only when this request starts the build, and not for a
      // page that was kept until the content changed.
      // Why: docs/decisions/037-crowds-and-the-render-limit.md
      const admit: Admission | undefined =
        renders && ((refill) => (refill ? Promise.resolve(true) : renders.allows(req, res)));
      const build = () => {
        pageCacheBuilds.inc({ route: found.pattern });
        return found.build();
      };
      const filled =
        found.kind === "document" && machine && cache.enabled
          ? await cache.fill(key, () => fromMachine(machine, key, build, admit))
          : await cache.fill(key, build, admit);
      if (!filled) return;
      // Inflating a large kept answer for a client that takes no compression costs about
      // what a render does: counted like one, unless this request has just paid the build.
      if (renders && filled.by !== "build" && inflates(req, filled.page)) {
        if (!(await renders.allows(req, res))) return;
      }
      const result = filled.by === "build" ? "miss" : filled.by;
      pageCacheLookups.inc({ result });
      res.setHeader("X-Page-Cache", filled.by === "hit" ? "hit" : "miss");
      await send(req, res, filled.page, filled.storable, answers);
    } catch (error) {
      next(error);
    }
  };
  return { hits, pages: serve };
}
