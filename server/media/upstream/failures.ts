import { logger } from "../../logger.js";
import { MediaError } from "../errors.js";

/**
 * Classifies transport failures (undici, DNS, the guard, the policy) without ever looking
 * at, or repeating, the URL. Why: docs/decisions/007-specific-error-reasons.md
 */
function errorCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    const name = (current as { name?: unknown }).name;
    if (typeof code === "string" && code !== "") return code;
    if (name === "TimeoutError" || name === "AbortError") return String(name);
    current = (current as { cause?: unknown }).cause;
  }
  return "";
}

/** True when a transport failure was a timeout (connect, headers, idle or overall). */
export function isTimeout(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === "TimeoutError" ||
    code === "UND_ERR_CONNECT_TIMEOUT" ||
    code === "UND_ERR_HEADERS_TIMEOUT" ||
    code === "UND_ERR_BODY_TIMEOUT" ||
    code === "ETIMEDOUT"
  );
}

/** True when the host policy or the address guard refused the request. */
export function isRefused(error: unknown): boolean {
  const code = errorCode(error);
  return code === "E_MEDIA_BLOCKED_ADDRESS" || code === "E_MEDIA_REFUSED";
}

/** Why a platform could not be reached at all: its name, a connection, a route, or TLS. */
export type TransportCause = "dns" | "refused" | "unreachable" | "tls";

const CAUSES: ReadonlyArray<[RegExp, TransportCause]> = [
  [/^(?:ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NONAME|ENODATA)$/, "dns"],
  [/^ECONNREFUSED$/, "refused"],
  [/^(?:EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN|EADDRNOTAVAIL)$/, "unreachable"],
  [
    /^(?:ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH$|EPROTO$)/,
    "tls",
  ],
];

/** What a transport failure was, for the log, the doctor and /metrics: never the URL. */
export interface TransportFailure {
  /** The host that could not be reached (a platform's or a provider's, never a visitor's). */
  host: string;
  cause: TransportCause;
  /** The system's own code: ENOTFOUND, ECONNREFUSED, CERT_HAS_EXPIRED... */
  code: string;
}

/**
 * A request that never reached its host: thrown by `upstreamRequest` in place of the
 * connector's error (kept as `cause`), naming the host the URL had.
 * Why: docs/decisions/068-unreachable-platforms.md
 */
export class HostUnreachable extends Error {
  readonly code: string;
  constructor(
    readonly transport: TransportFailure,
    cause: unknown,
  ) {
    super(`Could not reach ${transport.host} (${transport.code})`, { cause });
    this.name = "HostUnreachable";
    this.code = transport.code;
  }
}

/** The transport failure an error is, when it is one (DNS, refused, unreachable, TLS). */
export function transportCause(error: unknown): TransportCause | undefined {
  const code = errorCode(error);
  return CAUSES.find(([pattern]) => pattern.test(code))?.[1];
}

/** `error`, or a HostUnreachable naming `host` when the request never reached it. */
export function reachFailure(error: unknown, host: string): unknown {
  if (error instanceof HostUnreachable) return error;
  const cause = transportCause(error);
  return cause ? new HostUnreachable({ host, cause, code: errorCode(error) }, error) : error;
}

/** The transport failure behind a lookup's failure, when the platform was never reached. */
export function transportOf(error: unknown): TransportFailure | undefined {
  if (error instanceof HostUnreachable) return error.transport;
  const carried = (error as { transport?: TransportFailure } | null)?.transport;
  return carried && typeof carried.host === "string" ? carried : undefined;
}

/**
 * Maps a transport failure to the resolve error codes (never exposing the URL); `detail`
 * keeps the failure's code (ECONNREFUSED, E_MEDIA_PROXY...) for the doctor and the pools,
 * and a host that could not be reached is carried as `transport` (still `upstream_failed`
 * to the extractor, which may try another way; the resolver tells the visitor).
 */
export function toMediaError(error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  const mapped = new MediaError(isTimeout(error) ? "timeout" : "upstream_failed");
  const transport = transportOf(error);
  return Object.assign(mapped, { detail: describeFailure(error), ...(transport && { transport }) });
}

/** How many lookups found a platform unreachable, by platform, provider and cause. */
const unreachableCounts = new Map<string, number>();
/** When each platform's last warning was logged (one a minute while it lasts). */
const warnedAt = new Map<string, number>();
export const UNREACHABLE_WARN_MS = 60_000;

/**
 * A lookup of `platform` could not reach its host: counted for /metrics, and logged once a
 * minute per platform with the host and the cause (never the link). What the visitor reads
 * depends on who failed: our own extractor could not reach the platform (`unreachable`,
 * naming it), another provider is "the download service" (`upstream_failed`).
 * Why: docs/decisions/068-unreachable-platforms.md
 */
export function unreachableLookup(
  failure: MediaError,
  transport: TransportFailure,
  where: { platform: string; provider: string; own: boolean },
  now = Date.now(),
): MediaError {
  const key = [where.platform, where.provider, transport.cause].join("\u0000");
  unreachableCounts.set(key, (unreachableCounts.get(key) ?? 0) + 1);
  const last = warnedAt.get(where.platform);
  if (last === undefined || now - last >= UNREACHABLE_WARN_MS) {
    warnedAt.set(where.platform, now);
    logger.warn(
      {
        platform: where.platform,
        provider: where.provider,
        host: transport.host,
        cause: transport.cause,
        code: transport.code,
      },
      "media: cannot reach the platform",
    );
  }
  if (!where.own) return failure;
  const detail = (failure as { detail?: unknown }).detail;
  return Object.assign(new MediaError("unreachable").naming({ platform: where.platform }), {
    detail,
    transport,
  });
}

/** Every count of unreachable lookups so far. */
export function unreachableCountsByLabel(): Array<{
  platform: string;
  provider: string;
  cause: string;
  count: number;
}> {
  return [...unreachableCounts].map(([key, count]) => {
    const [platform = "", provider = "", cause = ""] = key.split("\u0000");
    return { platform, provider, cause, count };
  });
}

/** The egress's proxy did not answer or refused the tunnel (the egress, not the platform, failed). */
export function isProxyFailure(error: unknown): boolean {
  return (
    errorCode(error) === "E_MEDIA_PROXY" ||
    (error as { detail?: unknown } | null)?.detail === "E_MEDIA_PROXY"
  );
}

/** A short, URL-free description of a failure, safe for logs (a host it could not reach too). */
export function describeFailure(error: unknown): string {
  if (error instanceof MediaError) return error.code;
  const transport = transportOf(error);
  if (transport) return `${transport.code} ${transport.host}`;
  return errorCode(error) || (error instanceof Error ? error.name : "unknown");
}

/** Maps an upstream API status to our codes; 2xx returns undefined. */
export function statusError(status: number): MediaError | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 404 || status === 410) return new MediaError("not_found");
  if (status === 429) return new MediaError("rate_limited");
  if (status === 408 || status === 504) return new MediaError("timeout");
  return new MediaError("upstream_failed");
}
