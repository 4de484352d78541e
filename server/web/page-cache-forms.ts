/**
 * The form a page or document is kept in: compressed once at the best levels when it is
 * kept, its inline scripts hashed for the CSP. Why: docs/decisions/021-page-cache-and-csp.md
 */
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Transform } from "node:stream";
import { finished } from "node:stream/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import type { Built } from "./page-cache.js";
import type { GeneratedDocument } from "./page-cache-documents.js";
import { lockScripts } from "./script-hashes.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Renders a page for everyone: no visitor header reaches it, only the URL and the marker. */
export type PageRenderer = (url: URL, nonceMarker: string) => Promise<globalThis.Response>;

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

/** A page rendered for the cache (a 404 is rendered, sent, not kept). */
export async function materialise(render: PageRenderer, url: URL): Promise<Built> {
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
        // A 256 KiB window instead of 4 MiB: such text repeats within a few entries, so the
        // answer grows by 2% while a build's memory halves (docs/decisions/038-generated-documents.md).
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
    });
    const outputs = Promise.all([collected(gz), collected(br)]);
    // Awaited below; a compressor failing meanwhile must not count as unhandled.
    outputs.catch(() => {});
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
      throw error;
    }
  });
}

/** A document written for the cache, in pieces when it comes in pieces. */
export async function materialiseDocument(
  document: GeneratedDocument,
  path: string,
): Promise<Built> {
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
