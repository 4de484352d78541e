import type { IncomingHttpHeaders } from "node:http";
import { Page, parseJson } from "./page.js";

/**
 * One platform answer read whole (size-limited): status, the URL that answered after the
 * redirects the client followed, the headers (lower-case names, repeated ones joined), the body
 * as text, how long the platform asked us to wait, and readers for its JSON and its HTML, each
 * parsed once. Why: docs/decisions/059-platform-client.md
 */
export class Answer {
  private parsedJson: { value: unknown } | undefined;
  private parsedPage: Page | undefined;

  constructor(
    readonly status: number,
    /** The URL that answered (a login wall shows here). */
    readonly url: URL,
    readonly headers: Readonly<Record<string, string>>,
    readonly text: string,
    /** Retry-After (or the platform's own reset header, by its table), in ms; 0 when none. */
    readonly retryAfterMs: number,
    /** The URL asked for, before any redirect the client followed. */
    readonly requested: URL = url,
  ) {}

  /** Whether the client followed a redirect to get here (sent home: a login wall, say). */
  get redirected(): boolean {
    return this.requested.href !== this.url.href;
  }

  /** A redirect's target, resolved against the URL that answered; undefined when none. */
  get location(): URL | undefined {
    const value = this.headers.location;
    if (!value) return undefined;
    try {
      return new URL(value, this.url);
    } catch {
      return undefined;
    }
  }

  /** The body as JSON, or undefined when it is not JSON (an HTML error page, say). */
  json(): unknown {
    this.parsedJson ??= { value: parseJson(this.text) };
    return this.parsedJson.value;
  }

  /** The body read as an HTML page. */
  page(): Page {
    this.parsedPage ??= new Page(this.text);
    return this.parsedPage;
  }

  /** True when the body is an HTML document (where JSON was asked for, a block page). */
  get isHtml(): boolean {
    const type = this.headers["content-type"] ?? "";
    return type.includes("text/html") || /^\s*</.test(this.text.slice(0, 64));
  }
}

/** Headers as one string each (Set-Cookie lines kept apart by the jar, not here). */
export function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  // One pass over the keys, without the entries' arrays: every answer of a lookup comes here.
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return flat;
}

/** The Set-Cookie lines of an answer. */
export function setCookieLines(headers: IncomingHttpHeaders): string[] {
  const raw = headers["set-cookie"];
  return Array.isArray(raw) ? raw : typeof raw === "string" ? [raw] : [];
}
