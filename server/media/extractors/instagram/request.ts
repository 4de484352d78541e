import type { IncomingHttpHeaders } from "node:http";
import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { LookupContext } from "../../lookup.js";
import { retryAfterMs } from "../../pushback/refusals.js";
import type { Session } from "../../pushback/sessions.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { describeFailure, toMediaError } from "../../upstream/failures.js";

/**
 * One request of the Instagram extractor, read whole (size-limited), with what the methods
 * need and the generic JSON helper hides: the final URL (login walls), the cookies set, and
 * the status, which is also reported to `onStatus` so the doctor can print it.
 */
export interface Answer {
  status: number;
  text: string;
  url: URL;
  cookies: Record<string, string>;
  /** What Retry-After asked for, in ms (0 when absent). */
  retryAfterMs: number;
}

export interface RequestContext extends LookupContext {
  /** The route this lookup leaves through (the server's own when absent). */
  egress?: Egress;
  /** The signed-in session of this lookup, for the logged-in endpoints. */
  session?: Session;
}

function setCookies(
  headers: IncomingHttpHeaders | Record<string, unknown>,
): Record<string, string> {
  const raw = headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? [raw] : [];
  const cookies: Record<string, string> = {};
  for (const line of list) {
    const match = /^\s*([^=;\s]+)=([^;]*)/.exec(String(line));
    if (match?.[1] && match[2] !== undefined && match[2] !== '""') cookies[match[1]] = match[2];
  }
  return cookies;
}

export async function ask(
  url: string,
  init: { method?: "GET" | "POST"; headers: Record<string, string>; body?: string },
  context: RequestContext,
): Promise<Answer> {
  try {
    const response = await upstreamRequest(url, {
      ...init,
      signal: context.signal,
      policy: context.policy,
      ...(context.egress ? { egress: context.egress } : {}),
    });
    const text = await readText(response.body);
    context.onStatus?.(response.statusCode);
    return {
      status: response.statusCode,
      text,
      url: response.url,
      cookies: setCookies(response.headers),
      retryAfterMs: retryAfterMs(response.headers["retry-after"]),
    };
  } catch (error) {
    if (error instanceof MediaError) throw error;
    // A short, link-free name of what broke (ENOTFOUND, a timeout, the address guard).
    throw Object.assign(toMediaError(error), { detail: describeFailure(error) });
  }
}

/** The answer as JSON, or undefined when it is not JSON (an HTML error page, say). */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/** The answer is not what a method can use; `detail` is a short, link-free reason for the doctor. */
export function unusable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}
