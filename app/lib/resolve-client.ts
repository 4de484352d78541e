/** Browser side of the media API: `POST /api/resolve` and the tunnel's download links. */

import type { Translate } from "~/i18n/translate";
import { platformName } from "~/lib/platform-words";
import type { MessageId } from "~common/catalogs";
import type {
  MediaItem,
  MediaQuality,
  ReasonParams,
  ResolveKind,
  ResolveRequest,
  ResolveResponse,
} from "~common/media-api";
import { heldSession, needsSession, newSession, SESSION_HEADER } from "./screen-session";

export type { MediaItem, MediaQuality, ResolveKind, ResolveResponse };
/** What a download needs: the tunnel URL and the name to save it under. */
export type Downloadable = Pick<MediaItem, "download" | "filename">;

/** What went wrong: the server's code, and its reason and what that names when it gave them. */
export class LookupError extends Error {
  constructor(
    readonly code: string,
    /** The server's English sentence, when it sent one; the screens translate the code instead. */
    message: string,
    /** With `rate_limited`: how long to wait, and whether the platform (not our limit) said so. */
    readonly wait?: { seconds: number; platform: boolean },
    readonly reason?: string,
    readonly params?: ReasonParams,
  ) {
    super(message);
    this.name = "LookupError";
  }
}

/**
 * The failures only the browser meets (an expired link, a failed fetch, no network), in
 * English, for a screen that does not translate (the translated ones are `reason.<code>`).
 */
export const REASONS = {
  expired: "This download link has expired. Please look up the link again.",
  download_failed: "The file could not be fetched. Please look up the link again.",
  network: "Could not reach the server. Check your connection and try again.",
} as const satisfies Record<string, string>;

export function reasonFor(error: unknown): string {
  if (error instanceof LookupError) return error.message || error.code;
  return REASONS.network;
}

interface ErrorBody {
  error?: {
    code?: unknown;
    reason?: unknown;
    params?: unknown;
    message?: unknown;
    retryAfter?: unknown;
  };
}

/** The answer's parameters: names to strings or numbers, nothing else. */
function paramsOf(value: unknown): ReasonParams | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export async function readError(res: Response): Promise<LookupError> {
  let body: ErrorBody = {};
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    // Not our JSON (a proxy's error page, say): fall back to the status.
  }
  const error = body.error ?? {};
  const code =
    typeof error.code === "string"
      ? error.code
      : res.status === 429
        ? "rate_limited"
        : "upstream_failed";
  const message = typeof error.message === "string" ? error.message : "";
  const reason = typeof error.reason === "string" ? error.reason : undefined;
  const params = paramsOf(error.params);
  // The platform is spent: the wait the server knows is said in the page's words. Our own
  // per-visitor limit keeps its own sentence.
  const { retryAfter } = error;
  if (code === "rate_limited" && typeof retryAfter === "number" && retryAfter > 0) {
    return new LookupError(code, message, { seconds: retryAfter, platform: true }, reason, params);
  }
  const header = Number(res.headers.get("retry-after"));
  const wait =
    code === "rate_limited" && header > 0 ? { seconds: header, platform: false } : undefined;
  return new LookupError(code, message, wait, reason, params);
}

async function askResolve(
  url: string,
  kind: ResolveKind | undefined,
  session: string | undefined,
  signal?: AbortSignal,
): Promise<Response> {
  try {
    return await fetch("/api/resolve", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(session ? { [SESSION_HEADER]: session } : {}),
      },
      body: JSON.stringify({ url, kind } satisfies ResolveRequest),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new LookupError("network", REASONS.network);
  }
}

/**
 * Asks our server what a link holds. Rejects with a LookupError. When the server wants a
 * lookup session (API_KEYS_REQUIRED), the page buys one with a proof of work and asks again.
 */
export async function resolveLink(
  url: string,
  kind: ResolveKind | undefined,
  signal?: AbortSignal,
): Promise<ResolveResponse> {
  let res = await askResolve(url, kind, await heldSession(), signal);
  if (res.status === 401) {
    const refusal = await readError(res.clone());
    if (needsSession(refusal.code)) {
      let session: string | undefined;
      try {
        session = await newSession(signal);
      } catch (error) {
        if (signal?.aborted) throw error;
      }
      if (session) res = await askResolve(url, kind, session, signal);
      // No session to be had (its limit, a failed worker): the visitor hears the generic
      // sentence, never the API's words about keys.
      else throw new LookupError("upstream_failed", "");
    }
  }
  if (!res.ok) throw await readError(res);
  let body: Partial<ResolveResponse>;
  try {
    body = (await res.json()) as Partial<ResolveResponse>;
  } catch {
    throw new LookupError("upstream_failed", "");
  }
  const items = Array.isArray(body.items) ? body.items : [];
  if (items.length === 0) throw new LookupError("not_found", "");
  const archive = body.archive;
  return typeof archive?.download === "string" && typeof archive.filename === "string"
    ? { items, archive }
    : { items };
}

/**
 * Saves one file. The tunnel is asked first with HEAD (it checks the token and the
 * upstream without sending a body), so an expired link or a vanished file is reported
 * here instead of becoming a broken download in the browser's download list.
 */
export async function downloadItem(item: Downloadable): Promise<void> {
  let res: Response;
  try {
    res = await fetch(item.download, { method: "HEAD" });
  } catch {
    throw new LookupError("network", REASONS.network);
  }
  if (!res.ok) {
    const code =
      res.status === 410
        ? "expired"
        : res.status === 429
          ? "rate_limited"
          : res.status === 504
            ? "timeout"
            : "download_failed";
    throw new LookupError(code, code in REASONS ? REASONS[code as keyof typeof REASONS] : "");
  }
  const link = document.createElement("a");
  link.href = item.download;
  link.download = item.filename;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

function waitWords(t: Translate, seconds: number): string {
  return seconds < 60
    ? t("reason.wait_seconds", { count: Math.max(1, Math.ceil(seconds)) })
    : t("reason.wait_minutes", { count: Math.ceil(seconds / 60) });
}

/** A message of the page's catalog for `id`, when the page has one (Lingui answers the id). */
function known(t: Translate, id: string | undefined): MessageId | undefined {
  if (!id || !/^\w+$/.test(id)) return undefined;
  const message = `reason.${id}` as MessageId;
  return t(message) === message ? undefined : message;
}

/** What a sentence names, in the page's words: a platform by its name there, a wait in time. */
function namedValues(t: Translate, params: ReasonParams = {}): Record<string, string> {
  const values: Record<string, string> = { platform: "", field: "", wait: "" };
  for (const [name, value] of Object.entries(params)) {
    if (name === "wait") values.wait = waitWords(t, Number(value));
    else if (name === "platform") values.platform = platformName(t, String(value));
    else values[name] = String(value);
  }
  return values;
}

/**
 * The reason for a failure in the page's language, from the server's code and reason (never
 * from its English words), with what it names (a platform, a field) in the page's words. A
 * reason or code this page does not know reads as the generic failure.
 * Why: docs/decisions/034-languages.md, 067-visitor-sentences-are-codes.md
 */
export function explainFailure(t: Translate, error: unknown): string {
  if (!(error instanceof LookupError)) return t("reason.network");
  const { wait } = error;
  if (wait) {
    const id = wait.platform ? "reason.rate_limited_wait" : "reason.too_many";
    return t(id, { wait: waitWords(t, wait.seconds) });
  }
  const id = known(t, error.reason) ?? known(t, error.code) ?? "reason.upstream_failed";
  return t(id, namedValues(t, error.params));
}
