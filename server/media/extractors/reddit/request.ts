import type { IncomingHttpHeaders } from "node:http";
import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { LookupContext } from "../../lookup.js";
import { retryAfterMs } from "../../pushback/refusals.js";
import type { Session } from "../../pushback/sessions.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { describeFailure, toMediaError } from "../../upstream/failures.js";

/** What one Reddit request of a lookup goes out with: the route and, when signed in, the session. */
export interface RedditContext extends LookupContext {
  egress?: Egress;
  session?: Session;
}

/** One answer read whole, with the cookies it set and how long Reddit asked us to wait. */
export interface Answer {
  status: number;
  text: string;
  url: URL;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** Retry-After, else Reddit's `x-ratelimit-reset` when no request is left (ms, 0 when none). */
  retryAfterMs: number;
}

function setCookies(headers: IncomingHttpHeaders): Record<string, string> {
  const raw = headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? [raw] : [];
  const cookies: Record<string, string> = {};
  for (const line of list) {
    const match = /^\s*([^=;\s]+)=([^;]*)/.exec(line);
    if (match?.[1] && match[2] !== undefined && match[2] !== "") cookies[match[1]] = match[2];
  }
  return cookies;
}

function waitOf(headers: IncomingHttpHeaders): number {
  const retry = retryAfterMs(headers["retry-after"]);
  if (retry > 0) return retry;
  const remaining = Number(headers["x-ratelimit-remaining"]);
  const reset = Number(headers["x-ratelimit-reset"]);
  return remaining === 0 && reset > 0 ? Math.min(reset, 3600) * 1000 : 0;
}

export async function ask(
  url: string,
  init: { method?: "GET" | "POST" | "HEAD"; headers: Record<string, string>; body?: string },
  context: RedditContext,
  manualRedirect = false,
): Promise<Answer> {
  try {
    const response = await upstreamRequest(url, {
      ...init,
      signal: context.signal,
      policy: context.policy,
      manualRedirect,
      ...(context.egress ? { egress: context.egress } : {}),
    });
    const text = init.method === "HEAD" ? "" : await readText(response.body);
    if (init.method === "HEAD") await response.body.dump().catch(() => undefined);
    context.onStatus?.(response.statusCode);
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    return {
      status: response.statusCode,
      text,
      url: response.url,
      headers: flat,
      cookies: setCookies(response.headers),
      retryAfterMs: waitOf(response.headers),
    };
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw Object.assign(toMediaError(error), { detail: describeFailure(error) });
  }
}

/** The answer as JSON, or undefined when it is not (a block page). */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/** The answer is not what the reader can use; `detail` is a short, link-free reason for the doctor. */
export function unusable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
}
