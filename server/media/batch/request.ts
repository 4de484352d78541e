import type { ResolveKind } from "../../../common/media-api.js";
import { MediaError } from "../errors.js";

const KINDS: readonly ResolveKind[] = ["reel", "story", "post", "audio"];
/** A link longer than this is no platform's link (the token's own bound, 2048). */
const MAX_LINK = 2048;

/**
 * The links and the kind of a batch: `urls`, a list of 1 to `max` strings (each looked up, and
 * failing, on its own), and an optional kind for all. Past `max` the answer says the limit.
 * Why: docs/decisions/074-several-links-at-once.md
 */
export function batchRequest(
  body: unknown,
  max: number,
): { urls: string[]; kind: ResolveKind | undefined } {
  const given = (
    typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}
  ) as Record<string, unknown>;
  const { urls, kind } = given;
  if (urls === undefined || urls === null) {
    throw new MediaError("invalid_request", "field_missing", { field: "urls" });
  }
  if (!Array.isArray(urls) || urls.length === 0) {
    throw new MediaError("invalid_request", "urls_invalid");
  }
  if (urls.length > max)
    throw new MediaError("invalid_request", "too_many_links", { max: String(max) });
  if (!urls.every((url) => typeof url === "string" && url.length <= MAX_LINK)) {
    throw new MediaError("invalid_request", "urls_invalid");
  }
  if (kind !== undefined && kind !== null && !KINDS.includes(kind as ResolveKind)) {
    throw new MediaError("invalid_request", "kind_invalid");
  }
  return { urls: urls as string[], kind: (kind ?? undefined) as ResolveKind | undefined };
}
