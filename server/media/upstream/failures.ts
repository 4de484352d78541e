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

/**
 * Maps a transport failure to the resolve error codes (never exposing the URL); `detail`
 * keeps the failure's code (ECONNREFUSED, E_MEDIA_PROXY...) for the doctor and the pools.
 */
export function toMediaError(error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  const mapped = new MediaError(isTimeout(error) ? "timeout" : "upstream_failed");
  return Object.assign(mapped, { detail: describeFailure(error) });
}

/** The egress's proxy did not answer or refused the tunnel (the egress, not the platform, failed). */
export function isProxyFailure(error: unknown): boolean {
  return (
    errorCode(error) === "E_MEDIA_PROXY" ||
    (error as { detail?: unknown } | null)?.detail === "E_MEDIA_PROXY"
  );
}

/** A short, URL-free description of a failure, safe for logs. */
export function describeFailure(error: unknown): string {
  if (error instanceof MediaError) return error.code;
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
