import type { Request } from "express";

/**
 * The API key a request presents: `Authorization: Bearer <key>`, `Authorization: Api-Key
 * <key>` (cobalt's scheme) or `X-API-Key: <key>`. Read only on the lookup routes; on
 * /api/admin and /api/auth a bearer token is a session and nothing here runs.
 * Why: docs/decisions/044-public-api.md
 */
export type Credential =
  | { kind: "none" }
  | { kind: "key"; secret: string }
  /** A header that is there but says nothing usable (another scheme, two keys that differ). */
  | { kind: "malformed" };

const SCHEMES = /^(?:bearer|api-key)[ \t]+([^\s]+)[ \t]*$/i;

export function readCredential(req: Request): Credential {
  const authorization = req.get("authorization");
  const header = req.get("x-api-key")?.trim();
  let fromAuthorization: string | undefined;
  if (authorization !== undefined) {
    const match = SCHEMES.exec(authorization.trim());
    if (!match?.[1]) return { kind: "malformed" };
    fromAuthorization = match[1];
  }
  if (fromAuthorization !== undefined && header !== undefined && header !== fromAuthorization) {
    return { kind: "malformed" };
  }
  const secret = fromAuthorization ?? header;
  if (secret === undefined) return { kind: "none" };
  return secret === "" ? { kind: "malformed" } : { kind: "key", secret };
}
