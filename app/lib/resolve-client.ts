/** Browser side of the media API: `POST /api/resolve` and the tunnel's download links. */

import type { Translate } from "~/i18n/translate";
import type { MessageId } from "~common/catalogs";
import type { Language } from "~common/languages";
import type {
  MediaItem,
  MediaQuality,
  ResolveKind,
  ResolveRequest,
  ResolveResponse,
} from "~common/media-api";
import { MEDIA_ERROR_MESSAGES, rateLimitedMessage } from "~common/media-messages";
import { heldSession, needsSession, newSession, SESSION_HEADER } from "./screen-session";

export type { MediaItem, MediaQuality, ResolveKind, ResolveResponse };
/** What a download needs: the tunnel URL and the name to save it under. */
export type Downloadable = Pick<MediaItem, "download" | "filename">;

/** What went wrong, with a sentence a visitor can act on. */
export class LookupError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** With `rate_limited`: how long to wait, and whether the platform (not our limit) said so. */
    readonly wait?: { seconds: number; platform: boolean },
  ) {
    super(message);
    this.name = "LookupError";
  }
}

/**
 * Reasons for the server's error codes, used when its answer carries no message, plus the
 * failures only the browser meets (an expired link, a failed fetch, no network).
 */
export const REASONS = {
  ...MEDIA_ERROR_MESSAGES,
  expired: "This download link has expired. Please look up the link again.",
  download_failed: "The file could not be fetched. Please look up the link again.",
  network: "Could not reach the server. Check your connection and try again.",
} as const satisfies Record<string, string>;

/** The reason for a code, or a generic one for a code this page does not know. */
export function reasonText(code: string): string {
  return (REASONS as Record<string, string>)[code] ?? REASONS.upstream_failed;
}

export function reasonFor(error: unknown): string {
  if (error instanceof LookupError) return error.message || reasonText(error.code);
  return REASONS.network;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; retryAfter?: unknown };
}

async function readError(res: Response): Promise<LookupError> {
  let body: ErrorBody = {};
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    // Not our JSON (a proxy's error page, say): fall back to the status.
  }
  const code =
    typeof body.error?.code === "string"
      ? body.error.code
      : res.status === 429
        ? "rate_limited"
        : "upstream_failed";
  const message = typeof body.error?.message === "string" ? body.error.message : "";
  // The platform is spent: the sentence is made here (from common/, so it can be translated)
  // with the wait the server knows. Our own per-visitor limit keeps its own sentence.
  const retryAfter = body.error?.retryAfter;
  if (code === "rate_limited" && typeof retryAfter === "number" && retryAfter > 0) {
    return new LookupError(code, rateLimitedMessage(retryAfter), {
      seconds: retryAfter,
      platform: true,
    });
  }
  const header = Number(res.headers.get("retry-after"));
  const wait =
    code === "rate_limited" && header > 0 ? { seconds: header, platform: false } : undefined;
  return new LookupError(code, message || reasonText(code), wait);
}

async function askResolve(
  url: string,
  kind: ResolveKind,
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
  kind: ResolveKind,
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
      else throw new LookupError("upstream_failed", REASONS.upstream_failed);
    }
  }
  if (!res.ok) throw await readError(res);
  let body: Partial<ResolveResponse>;
  try {
    body = (await res.json()) as Partial<ResolveResponse>;
  } catch {
    throw new LookupError("upstream_failed", REASONS.upstream_failed);
  }
  const items = Array.isArray(body.items) ? body.items : [];
  if (items.length === 0) throw new LookupError("not_found", REASONS.not_found);
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
    throw new LookupError(code, reasonText(code));
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

/**
 * Sentences the server gives beside its codes' own (a story that is gone, a private video),
 * by the message that translates them; a test holds them to the server's words.
 */
export const SERVER_SENTENCES: Record<string, MessageId> = {
  "Stories can't be downloaded on this site right now.": "reason.storiesUnavailable",
  "This account could not be found.": "reason.accountNotFound",
  "This story is no longer available.": "reason.storyGone",
  "This post has no sound to download.": "reason.noSound",
  "This video is private.": "reason.videoPrivate",
  "This video is not available.": "reason.videoUnavailable",
};

function waitWords(t: Translate, seconds: number): string {
  return seconds < 60
    ? t("reason.wait_seconds", { count: Math.max(1, Math.ceil(seconds)) })
    : t("reason.wait_minutes", { count: Math.ceil(seconds / 60) });
}

/**
 * The reason for a failure in the page's language, from its code (and the server's own
 * sentence where it gave one of those above). English pages show the server's sentence as
 * it came, which is the same text. Why: docs/decisions/034-languages.md
 */
export function explainFailure(t: Translate, language: Language, error: unknown): string {
  if (!(error instanceof LookupError)) return t("reason.network");
  if (language.code === "en" && error.message) return error.message;
  const { wait } = error;
  if (wait) {
    const id = wait.platform ? "reason.rate_limited_wait" : "reason.too_many";
    return t(id, { wait: waitWords(t, wait.seconds) });
  }
  const sentence = SERVER_SENTENCES[error.message];
  if (sentence) return t(sentence);
  if (error.code in REASONS) return t(`reason.${error.code}` as MessageId);
  return t("reason.upstream_failed");
}
