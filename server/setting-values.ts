import { resolve } from "node:path";
import { z } from "zod";

/**
 * The shapes a setting's value takes (a URL, a whole number, a list, a file): the schemas
 * server/config.ts and every platform's settings.ts declare their variables with.
 * Why: docs/decisions/018-configuration.md
 */

/**
 * One variable: unset, empty and blank all mean "use the default", and the default
 * goes through the same schema as a given value.
 */
export function variable<T extends z.ZodType>(schema: T, fallback?: string) {
  return z.preprocess((value) => {
    const given = typeof value === "string" ? value.trim() : undefined;
    return given === undefined || given === "" ? fallback : given;
  }, schema);
}

/** A comma-separated list, blanks dropped, each entry checked by `items`. */
export function commaList<T extends z.ZodType<unknown, string[]>>(items: T) {
  return z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(items);
}

/** A whole number of `what` ("must be a number of lookups"), from `min` (0: off) to `max`. */
export function wholeNumber(what: string, min: number, max?: number) {
  const number = z.coerce
    .number({ error: `must be a number of ${what}` })
    .int("must be a whole number")
    .min(min, min === 0 ? "must be 0 (off) or more" : `must be at least ${min}`);
  return max === undefined ? number : number.max(max, `must be at most ${max}`);
}

export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");
export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** A header value a platform is sent (a user agent, an Accept): one line of printable text. */
export const headerValue = z
  .string()
  .max(512, "must be at most 512 characters")
  .regex(/^[\x20-\x7e]+$/, "must be one line of printable ASCII");
/** A user agent a platform is sent. */
export const userAgent = headerValue;
/** A file named by a variable (a platform's cookies file): made absolute, null when not given. */
export const optionalFile = z
  .string()
  .optional()
  .transform((path) => (path ? resolve(path) : null));
