/**
 * Browser side of several links at once and of playlists: `POST /api/resolve/batch` read row by
 * row as NDJSON, `POST /api/collection` a page at a time, and 'Download all' as one ZIP
 * (`POST /api/tunnel/batch`, sent by a form so the browser saves the answer as a download).
 * Why: docs/decisions/074-several-links-at-once.md, 075-collections.md, 076-batch-zip.md
 */
import type {
  BatchLine,
  BatchRequest,
  CollectionRequest,
  CollectionResponse,
  ResolveKind,
} from "~common/media-api";
import { LookupError, REASONS, readError } from "./resolve-client";
import { heldSession, needsSession, newSession, SESSION_HEADER } from "./screen-session";

async function post(
  path: string,
  body: unknown,
  accept: string,
  session: string | undefined,
  signal?: AbortSignal,
): Promise<Response> {
  try {
    return await fetch(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept,
        ...(session ? { [SESSION_HEADER]: session } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new LookupError("network", REASONS.network);
  }
}

/** A lookup request, with the page's lookup session when the server wants one (as resolveLink). */
async function lookupRequest(
  path: string,
  body: unknown,
  accept: string,
  signal?: AbortSignal,
): Promise<Response> {
  let res = await post(path, body, accept, await heldSession(), signal);
  if (res.status === 401) {
    const refusal = await readError(res.clone());
    if (needsSession(refusal.code)) {
      let session: string | undefined;
      try {
        session = await newSession(signal);
      } catch (error) {
        if (signal?.aborted) throw error;
      }
      if (!session) throw new LookupError("upstream_failed", "");
      res = await post(path, body, accept, session, signal);
    }
  }
  if (!res.ok) throw await readError(res);
  return res;
}

/** The error a row's line carries, as the screens explain it. */
export function rowError(line: BatchLine): LookupError | undefined {
  if (!("error" in line)) return undefined;
  const { code, message, reason, params, retryAfter } = line.error;
  const wait =
    code === "rate_limited" && typeof retryAfter === "number"
      ? { seconds: retryAfter, platform: true }
      : code === "rate_limited" && typeof params?.wait === "number"
        ? { seconds: params.wait, platform: false }
        : undefined;
  return new LookupError(code, message, wait, reason, params);
}

/**
 * Looks up several links: `onLine` hears each link's row as the server answers it. Rejects with
 * a LookupError when the request itself is refused (`too_many_links` names the limit).
 */
export async function lookUpLinks(
  urls: string[],
  kind: ResolveKind | undefined,
  onLine: (line: BatchLine) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await lookupRequest(
    "/api/resolve/batch",
    { urls, kind } satisfies BatchRequest,
    "application/x-ndjson",
    signal,
  );
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new LookupError("upstream_failed", "");
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffered += value;
    let end = buffered.indexOf("\n");
    while (end >= 0) {
      const text = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (text) onLine(JSON.parse(text) as BatchLine);
      end = buffered.indexOf("\n");
    }
    if (done) break;
  }
}

/** One page of a playlist: the first, or the one `page` (the last page's `next`) names. */
export async function listCollection(
  url: string,
  page: string | undefined,
  signal?: AbortSignal,
): Promise<CollectionResponse> {
  const res = await lookupRequest(
    "/api/collection",
    { url, page } satisfies CollectionRequest,
    "application/json",
    signal,
  );
  try {
    return (await res.json()) as CollectionResponse;
  } catch {
    throw new LookupError("upstream_failed", "");
  }
}

/**
 * Saves one ZIP of `downloads` (download links the server gave), in their order: a form posted
 * to the tunnel, whose answer is an attachment, so the page stays and the browser saves it as
 * it streams.
 */
export function downloadAsZip(downloads: string[], filename: string): void {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = "/api/tunnel/batch";
  form.hidden = true;
  const field = (name: string, value: string) => {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  };
  for (const download of downloads) field("downloads", download);
  field("filename", filename);
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Whether a link names a collection (a YouTube playlist, a SoundCloud set), and whether it also
 * names one of its items. Why: docs/decisions/075-collections.md
 */
export function playlistOfLink(link: string): { video: boolean } | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  // `soundcloud.com/<user>/sets/<set>[/s-<secret>]`; a short link stays a post.
  if (host === "soundcloud.com") {
    const parts = url.pathname.split("/").filter(Boolean);
    return parts[1] === "sets" && parts.length >= 3 && parts.length <= 4
      ? { video: false }
      : undefined;
  }
  if (host !== "youtube.com" && host !== "youtu.be") return undefined;
  const list = url.searchParams.get("list");
  if (!list || list.startsWith("RD")) return undefined;
  const video = host === "youtu.be" ? url.pathname.length > 1 : url.searchParams.has("v");
  if (!video && !url.pathname.startsWith("/playlist")) return undefined;
  return { video };
}
