import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { pageCacheLookups } from "./metrics.js";
import type { CachedPage, PageCache } from "./page-cache.js";
import type { PageRenderGate } from "./page-renders.js";
import { lockScripts, withScriptHashes } from "./script-hashes.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * CDNs keep a page a minute and may serve it up to five more while they revalidate;
 * browsers revalidate every time (max-age=0) and get 304 when nothing changed.
 * Why: docs/decisions/021-page-cache-and-csp.md
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Renders a page for everyone: no visitor header reaches it, only the URL and the marker. */
export type PageRenderer = (url: URL, nonceMarker: string) => Promise<globalThis.Response>;

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

/** A text answer (a feed, robots.txt) to cache like a page. */
export function textPage(body: string, type: string): globalThis.Response {
  return new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });
}

/** Single fetch's `.data` twin of a page carries `_routes`; it is cached like the page. */
const DATA_QUERY: Record<string, RegExp> = { _routes: /^[\w/,.-]{1,200}$/ };

function pagePath(pathname: string): { path: string; data: boolean } {
  if (pathname === "/_root.data") return { path: "/", data: true };
  if (pathname.endsWith(".data")) return { path: pathname.slice(0, -5), data: true };
  return { path: pathname, data: false };
}

/**
 * The cache key of a request, or undefined when it must not share a cached answer: an
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

const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "set-cookie",
  "transfer-encoding",
  "connection",
]);

function storable(response: globalThis.Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("set-cookie")) return false;
  const vary = (response.headers.get("vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v && v !== "accept-encoding");
  if (vary.length > 0) return false;
  return !/\b(private|no-store)\b/i.test(response.headers.get("cache-control") ?? "");
}

/**
 * React hoists the framework's `modulepreload` links into the head, so the browser fetches
 * the hydration scripts before its first paint, and on a slow phone the text waits behind
 * them. These pages need no script to be read: without the links the scripts load from
 * the module script at the end of the body, after the first paint.
 * Why: docs/decisions/021-page-cache-and-csp.md
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

async function materialise(
  render: PageRenderer,
  url: URL,
): Promise<{ page: CachedPage; storable: boolean }> {
  const marker = randomBytes(18).toString("base64url");
  const response = await render(url, marker);
  const locked = lockScripts(await response.text(), marker);
  const hashes = locked.hashes;
  const html = withoutModulePreloads(locked.html);
  const body = Buffer.from(html, "utf8");
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  });
  const keep = storable(response);
  // A page that is kept is compressed once, at the best levels, for every later visitor.
  // One that is not (a 404 for an unknown page number) is compressed by the ordinary
  // compression of every answer, for this visitor's encoding only: a miss must cost no more
  // than a render. Why: docs/decisions/025-request-hardening.md
  const [gz, br] = keep
    ? await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      ])
    : [undefined, undefined];
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return {
    page: {
      status: response.status,
      headers,
      body,
      gzip: gz,
      br,
      etag: `W/"${hash}"`,
      scriptHashes: hashes,
    },
    storable: keep,
  };
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
): void {
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
  finish(req, res, page, shared);
}

function finish(req: Request, res: Response, page: CachedPage, shared: boolean): void {
  if (shared && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const encoded = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : undefined;
  if (encoded) res.setHeader("Content-Encoding", encoding as string);
  // Without a stored encoding the compression middleware encodes the body as it goes out.
  const body = encoded ?? page.body;
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** The page and cache key a request may share, or undefined; the page alone when it may not. */
function lookup(
  req: Request,
  pages: CacheablePage[],
): { page: CacheablePage; key: string | undefined } | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const { path, data } = pagePath(req.path);
  const page = pages.find((p) => p.path.test(path));
  if (!page) return undefined;
  // Admins send a bearer token; nobody else sends credentials. Their answers may differ.
  const key =
    req.headers.authorization || req.headers.cookie ? undefined : cacheKey(req, page, data);
  return { page, key };
}

/**
 * Serves the public pages from the cache: one render per page until their content changes,
 * then ETag/304 and CDN headers on every answer. `hits` goes first in the app and
 * answers pages already sent once with their stored headers; `pages` goes where the
 * routes are and renders (the security headers are set by then). Requests that must
 * not share an answer (signed-in callers, unknown query parameters, other paths) go on
 * to the normal handlers untouched.
 */
export function cachedPages(
  cache: PageCache,
  pages: CacheablePage[],
  origin: string,
  /** Asked before each render (a miss); hits pass freely. */
  renders?: PageRenderGate,
): { hits: RequestHandler; pages: RequestHandler } {
  const answers: AnswerHeaders = new WeakMap();
  const hits: RequestHandler = (req, res, next) => {
    if (!cache.enabled) return next();
    const found = lookup(req, pages);
    const hit = found?.key ? cache.get(found.key) : undefined;
    const headers = hit && answers.get(hit);
    if (!found || !hit || !headers) return next();
    res.locals.routePattern = found.page.pattern;
    pageCacheLookups.inc({ result: "hit" });
    res.status(hit.status);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    finish(req, res, hit, true);
  };
  const render: RequestHandler = async (req, res, next) => {
    if (!cache.enabled) return next();
    const found = lookup(req, pages);
    if (!found) return next();
    const { page, key } = found;
    res.locals.routePattern = page.pattern;
    if (!key) {
      pageCacheLookups.inc({ result: "bypass" });
      return next();
    }
    try {
      const hit = cache.get(key);
      if (hit) {
        pageCacheLookups.inc({ result: "hit" });
        res.setHeader("X-Page-Cache", "hit");
        return send(req, res, hit, true, answers);
      }
      if (req.method === "HEAD") return next();
      if (renders && !(await renders.allows(req, res))) return;
      pageCacheLookups.inc({ result: "miss" });
      res.setHeader("X-Page-Cache", "miss");
      const url = new URL(req.url, origin);
      const rendered = await cache.fill(key, () => materialise(page.render, url));
      send(req, res, rendered.page, rendered.storable, answers);
    } catch (error) {
      next(error);
    }
  };
  return { hits, pages: render };
}
