import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { LookupContext } from "../../lookup.js";
import { retryAfterMs } from "../../pushback/refusals.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { describeFailure, toMediaError } from "../../upstream/failures.js";

/** One TikTok request read whole: status, final URL, the cookies it set and any redirect. */
export interface Answer {
  status: number;
  text: string;
  url: URL;
  cookies: Record<string, string>;
  location?: string;
  retryAfterMs: number;
}

export interface RequestContext extends LookupContext {
  /** The route this lookup leaves through (the server's own when absent). */
  egress?: Egress;
}

/** `name=value` of every Set-Cookie line (attributes dropped; deletions skipped). */
export function setCookies(raw: unknown): Record<string, string> {
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? [raw] : [];
  const cookies: Record<string, string> = {};
  for (const line of list) {
    const match = /^\s*([^=;\s]+)=([^;]*)/.exec(String(line));
    if (match?.[1] && match[2] !== undefined && match[2] !== "" && match[2] !== '""') {
      cookies[match[1]] = match[2];
    }
  }
  return cookies;
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

export async function ask(
  url: string,
  headers: Record<string, string>,
  context: RequestContext,
  options: { manualRedirect?: boolean } = {},
): Promise<Answer> {
  try {
    const response = await upstreamRequest(url, {
      headers,
      signal: context.signal,
      policy: context.policy,
      ...(options.manualRedirect ? { manualRedirect: true } : {}),
      ...(context.egress ? { egress: context.egress } : {}),
    });
    const text = await readText(response.body);
    context.onStatus?.(response.statusCode);
    const location = response.headers.location;
    return {
      status: response.statusCode,
      text,
      url: response.url,
      cookies: setCookies(response.headers["set-cookie"]),
      ...(location ? { location: String(location) } : {}),
      retryAfterMs: retryAfterMs(response.headers["retry-after"]),
    };
  } catch (error) {
    if (error instanceof MediaError) throw error;
    // A short, link-free name of what broke (ENOTFOUND, a timeout, the address guard).
    throw Object.assign(toMediaError(error), { detail: describeFailure(error) });
  }
}

/** The answer is not what the extractor can read; `detail` is a short, link-free reason. */
export function unusable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}
