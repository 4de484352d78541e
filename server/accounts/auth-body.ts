import type { RequestHandler, Response } from "express";

/**
 * The body of an accounts request as our checks see it, and the only body better-auth
 * gets: we parse what we read once, and hand better-auth that object again as plain JSON.
 * better-auth (better-call) would otherwise parse by its own reading of the Content-Type,
 * which accepts spellings ("Application/x-www-form-urlencoded", "application/json-patch+json",
 * a form field given twice, a byte-order mark) that a check of ours could read differently:
 * a sign-in the account lock never counted. Parsed once, there is nothing to disagree on.
 * Why: docs/decisions/025-request-hardening.md
 */
export interface AccountsBody {
  [field: string]: unknown;
}

declare global {
  namespace Express {
    interface Locals {
      /** The parsed accounts body (POST with a body only). */
      accountsBody?: AccountsBody;
      /** The endpoint takes form bodies too (set by the /api/auth allow-list). */
      acceptsForms?: boolean;
    }
  }
}

const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})$`);

/** The media type without parameters, lower case; null when the header is not one. */
export function mediaTypeOf(header: string | undefined): string | null {
  const essence = (header ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
  return MEDIA_TYPE.test(essence) ? essence : null;
}

type Parsed = { ok: true; body: AccountsBody } | { ok: false; status: 400 | 415 };

/** JSON (any case, any parameters, one leading byte-order mark) or, where allowed, a form. */
export function parseAccountsBody(
  text: string,
  contentType: string | undefined,
  forms: boolean,
): Parsed {
  const type = mediaTypeOf(contentType);
  if (type === "application/json") {
    try {
      const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        return { ok: false, status: 400 };
      }
      return { ok: true, body: value as AccountsBody };
    } catch {
      return { ok: false, status: 400 };
    }
  }
  if (forms && type === "application/x-www-form-urlencoded") {
    // The last of a repeated field wins, as in better-auth's own form reading.
    return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) };
  }
  return { ok: false, status: 415 };
}

function refuse(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}

/**
 * After readCappedBody: a POST body becomes `res.locals.accountsBody` and, re-encoded as
 * JSON, the body better-auth reads. `forms` allows form bodies (sign-in and sign-up, as
 * better-auth does); anything else is 415 and malformed JSON 400, before better-auth.
 */
export function canonicalBody(forms: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || typeof req.body !== "string" || req.body === "") return next();
    const parsed = parseAccountsBody(req.body, req.headers["content-type"], forms);
    if (!parsed.ok) {
      return parsed.status === 415
        ? refuse(res, 415, "unsupported_media_type", "Send the request as JSON.")
        : refuse(res, 400, "invalid", "The request is not valid JSON.");
    }
    const text = JSON.stringify(parsed.body);
    req.body = text;
    req.headers["content-type"] = "application/json";
    req.headers["content-length"] = String(Buffer.byteLength(text));
    delete req.headers["transfer-encoding"];
    res.locals.accountsBody = parsed.body;
    next();
  };
}
