/**
 * What went wrong while a route's body parser read the request body, whatever the parser
 * said: over the cap, in an encoding or charset it does not read, or unreadable (not JSON, a
 * compressed body that does not decompress, a body cut short). Every route that reads a body
 * answers these in its own protocol, never as its own failure (a 5xx).
 * Why: docs/decisions/064-bounded-work-and-closed-doors.md
 */
export type BodyFailure = "too_large" | "unsupported" | "unreadable";

/**
 * body-parser's errors carry a 4xx `status` and `expose: true`: its own (`type` names them)
 * and the ones it passes on from zlib and the stream (`Z_DATA_ERROR`, a Brotli padding error,
 * an aborted request), which carry no `type`.
 */
export function bodyFailure(error: unknown): BodyFailure | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, type, expose } = error as { status?: unknown; type?: unknown; expose?: unknown };
  if (type === "entity.too.large" || status === 413) return "too_large";
  if (typeof status !== "number" || status < 400 || status >= 500) return undefined;
  if (expose !== true && typeof type !== "string") return undefined;
  return status === 415 ? "unsupported" : "unreadable";
}
