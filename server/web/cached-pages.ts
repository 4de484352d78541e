import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { Readable, type Transform } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGunzip,
  createGzip,
  gzip,
} from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { pageCacheBuilds, pageCacheLookups } from "./metrics.js";
import type { Admission, Built, CachedPage, PageCache } from "./page-cache.js";
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

/**
 * A document's text, whole or in pieces: a large one (a sitemap part) is written piece by
 * piece and compressed as it is written, so its whole text is never held.
 */
export type DocumentBody = string | AsyncIterable<string>;

/** A document as the server writes it; `status` 404 for a part that does not exist. */
export interface DocumentAnswer {
  status?: number;
  /** Media type, without the charset (always UTF-8). */
  type: string;
  body: DocumentBody;
}

/**
 * A document the server writes itself (the sitemap and its parts, the feed, robots.txt, the
 * web manifests): it reads no query and no visitor header, so every spelling of its path
 * shares one cache entry. Why: docs/decisions/038-generated-documents.md
 */
export interface GeneratedDocument {
  /** Route pattern, for metrics (`/sitemap-posts-:n.xml`). */
  pattern: string;
  /**
   * The canonical path of a spelling (the request path decoded, in lower case, without a
   * trailing slash), or undefined when the spelling is not this document.
   */
  canonical(spelling: string): string | undefined;
  /** Writes the document at its canonical path. */
  build(path: string): Promise<DocumentAnswer>;
}

/** A document at one path, written by `write`. */
export function fixedDocument(
  path: string,
  type: string,
  write: () => DocumentBody | Promise<DocumentBody>,
): GeneratedDocument {
  const spelt = path.toLowerCase();
  return {
    pattern: path,
    canonical: (spelling) => (spelling === spelt ? path : undefined),
    build: async () => ({ type, body: await write() }),
  };
}

/**
 * How a path is spelt, for matching documents: decoded, in lower case, without a trailing
 * slash; undefined when it does not decode.
 */
export function spellingOf(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const trimmed = decoded.replace(/\/+$/, "");
  return (trimmed || "/").toLowerCase();
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

/**
 * Past this size a kept answer keeps only its compressed copies: a sitemap part of a few
 * thousand URLs is megabytes as written and a few hundred KB compressed, and nearly every
 * client asks for it compressed. Why: docs/decisions/038-generated-documents.md
 */
export const IDENTITY_KEPT_UP_TO = 512 * 1024;

/** The cached form of an answer: compressed once at the best levels when it is kept. */
async function cachedForm(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  scriptHashes: string[],
  keep: boolean,
): Promise<Built> {
  // A page that is kept is compressed once, at the best levels, for every later visitor.
  // One that is not (a 404 for an unknown page number) is compressed by the ordinary
  // compression of every answer, for this visitor's encoding only: a miss must cost no more
  // than a render. Why: docs/decisions/025-request-hardening.md
  const [gz, br] = keep
    ? await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ])
    : [undefined, undefined];
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return {
    page: {
      status,
      headers,
      body: keep && body.length > IDENTITY_KEPT_UP_TO ? undefined : body,
      length: body.length,
      gzip: gz,
      br,
      etag: `W/"${hash}"`,
      scriptHashes,
    },
    storable: keep,
  };
}

async function materialise(render: PageRenderer, url: URL): Promise<Built> {
  const marker = randomBytes(18).toString("base64url");
  const response = await render(url, marker);
  const locked = lockScripts(await response.text(), marker);
  const html = withoutModulePreloads(locked.html);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  });
  const body = Buffer.from(html, "utf8");
  return cachedForm(response.status, headers, body, locked.hashes, storable(response));
}

/** Runs tasks one after another. */
function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => {});
    return run;
  };
}

/** Documents written in pieces are built one at a time per process: each holds compressors. */
const streamedBuilds = oneAtATime();

function collected(stream: Transform): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return finished(stream).then(() => Buffer.concat(chunks));
}

/**
 * A document kept from its pieces: compressed as they come (gzip 9, brotli 5: such text is
 * mostly repeats, and 5 takes half the time of 9 for the same size), hashed and counted on
 * the way; its text is kept only while it stays within IDENTITY_KEPT_UP_TO.
 */
function streamedForm(headers: Record<string, string>, pieces: AsyncIterable<string>) {
  return streamedBuilds(async (): Promise<Built> => {
    const gz = createGzip({ level: 9 });
    const br = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const outputs = Promise.all([collected(gz), collected(br)]);
    const hash = createHash("sha256");
    let text: Buffer[] | undefined = [];
    let length = 0;
    try {
      for await (const piece of pieces) {
        const bytes = Buffer.from(piece, "utf8");
        hash.update(bytes);
        length += bytes.length;
        if (text && length <= IDENTITY_KEPT_UP_TO) text.push(bytes);
        else text = undefined;
        gz.write(bytes);
        br.write(bytes);
        // Each compressor may drain while the other is waited for: ask, do not assume.
        if (gz.writableNeedDrain) await once(gz, "drain");
        if (br.writableNeedDrain) await once(br, "drain");
      }
      gz.end();
      br.end();
      const [gzip, brotli] = await outputs;
      return {
        page: {
          status: 200,
          headers,
          body: text && Buffer.concat(text),
          length,
          gzip,
          br: brotli,
          etag: `W/"${hash.digest("base64url").slice(0, 27)}"`,
          scriptHashes: [],
        },
        storable: true,
      };
    } catch (error) {
      gz.destroy();
      br.destroy();
      outputs.catch(() => {});
      throw error;
    }
  });
}

async function materialiseDocument(document: GeneratedDocument, path: string): Promise<Built> {
  const answer = await document.build(path);
  const status = answer.status ?? 200;
  const headers = { "content-type": `${answer.type}; charset=utf-8` };
  if (typeof answer.body !== "string" && status === 200) {
    return streamedForm(headers, answer.body);
  }
  let text = "";
  if (typeof answer.body === "string") text = answer.body;
  else for await (const piece of answer.body) text += piece;
  return cachedForm(status, headers, Buffer.from(text, "utf8"), [], status === 200);
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
    if (!hit || !headers) return next();
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
      if (found.kind === "page" && req.method === "HEAD" && !cache.get(key)) return next();
      // Counted against the visitor only when this request starts the build, and not for a
      // page that was kept until the content changed.
      // Why: docs/decisions/037-crowds-and-the-render-limit.md
      const admit: Admission | undefined =
        renders && ((refill) => (refill ? Promise.resolve(true) : renders.allows(req, res)));
      const filled = await cache.fill(
        key,
        () => {
          pageCacheBuilds.inc({ route: found.pattern });
          return found.build();
        },
        admit,
      );
      if (!filled) return;
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

/** A text answer to cache like a page, for a page renderer that answers text. */
export function textPage(body: string, type: string): globalThis.Response {
  return new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });
}
