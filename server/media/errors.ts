import type { MediaErrorCode, ResolveErrorBody } from "../../common/media-api.js";
import {
  type MediaReason,
  type ReasonParams,
  type SentenceParams,
  visitorSentence,
} from "../../common/media-messages.js";

export type { MediaErrorCode, MediaReason };

/**
 * The HTTP status and the short visitor-facing sentence of each error code of
 * POST /api/resolve (the codes themselves are declared in common/media-api.ts).
 */
const STATUS: Record<MediaErrorCode, number> = {
  invalid_url: 400,
  invalid_request: 400,
  unsupported_link: 422,
  not_found: 404,
  private: 403,
  login_required: 403,
  rate_limited: 429,
  // Failures of a third party are reported with 424 (Failed Dependency): the contract asks
  // for 4xx answers, and 424 is neither retried by browsers nor mistaken for our own crash.
  upstream_failed: 424,
  timeout: 424,
  audio_unavailable: 424,
  // Our side could not reach the platform at all: still the platform's answer that failed.
  unreachable: 424,
  members_only: 403,
  age_restricted: 403,
  // 451: withheld where the request comes from, the closest status there is for a geo-block.
  geo_blocked: 451,
  live_stream: 422,
  upcoming: 422,
  removed: 410,
};

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * The parameters a reason names: required where its sentence has placeholders, none where it
 * has none; free when no one reason was given (a code's own sentence, named later by `naming`).
 */
type ParamsOf<R extends MediaReason> =
  true extends IsUnion<R>
    ? [params?: ReasonParams]
    : keyof SentenceParams<R> extends never
      ? []
      : [params: SentenceParams<R>];

/**
 * A lookup that failed: a stable code, and optionally a reason the code's own sentence does
 * not say, with what it names. The English `message` is written from them
 * (common/media-messages.ts); the screens translate the code and reason, never the message.
 * Why: docs/decisions/067-visitor-sentences-are-codes.md
 */
export class MediaError<R extends MediaReason = MediaReason> extends Error {
  readonly status: number;
  /** With `rate_limited`: when a try can succeed (sent as Retry-After). */
  retryAfterSeconds?: number;
  /**
   * The wait is this server's (too many lookups in flight), not the platform's: sent as
   * Retry-After only, so the screen says "too many requests" rather than blaming the platform.
   */
  serverBusy?: boolean;
  readonly reason: R | undefined;
  params: ReasonParams | undefined;

  constructor(
    readonly code: MediaErrorCode,
    reason?: R,
    ...params: ParamsOf<R>
  ) {
    super(visitorSentence(reason ?? code, params[0]));
    this.name = "MediaError";
    this.status = STATUS[code];
    this.reason = reason;
    this.params = params[0];
  }

  /**
   * The same failure, naming what its sentence names (the platform an `unreachable` could not
   * reach, known only to the caller that asked it).
   */
  naming(params: ReasonParams): this {
    this.params = { ...params, ...this.params };
    this.message = visitorSentence(this.reason ?? this.code, this.params);
    return this;
  }

  toJSON(): ResolveErrorBody & { error: { code: MediaErrorCode } } {
    return {
      error: {
        code: this.code,
        ...(this.reason ? { reason: this.reason } : {}),
        ...(this.params ? { params: this.params } : {}),
        message: this.message,
        ...(this.retryAfterSeconds === undefined || this.serverBusy
          ? {}
          : { retryAfter: this.retryAfterSeconds }),
      },
    };
  }
}

/**
 * Every egress, session and method that could answer is benched until `until`: the visitor
 * is told when to come back. Why: docs/decisions/031-one-lookup-per-link.md
 */
export function rateLimitedUntil(until: number | undefined, now = Date.now()): MediaError {
  if (until === undefined) return new MediaError("rate_limited");
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  const error = new MediaError("rate_limited", "rate_limited_wait", { wait: seconds });
  error.retryAfterSeconds = seconds;
  return error;
}

/**
 * This process already has as many lookups in flight as LOOKUPS_IN_FLIGHT allows.
 * Why: docs/decisions/064-bounded-work-and-closed-doors.md
 */
export function serverBusy(retryAfterSeconds: number): MediaError {
  // The sentence of the server's own limits (as a visitor's 429), not the platform's.
  const error = new MediaError("rate_limited", "server_busy", { wait: retryAfterSeconds });
  error.retryAfterSeconds = retryAfterSeconds;
  error.serverBusy = true;
  return error;
}

/** Codes after which the next provider in MEDIA_PROVIDERS is tried. */
export const FALLBACK_CODES: ReadonlySet<MediaErrorCode> = new Set([
  "upstream_failed",
  "unreachable",
  "timeout",
  "rate_limited",
]);
