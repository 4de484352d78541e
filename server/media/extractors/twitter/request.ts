import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { LookupContext } from "../../lookup.js";
import { retryAfterMs } from "../../pushback/refusals.js";
import type { Session } from "../../pushback/sessions.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { describeFailure, toMediaError } from "../../upstream/failures.js";

/** One X request read whole: its status, its JSON (undefined when it is not JSON), when to retry. */
export interface Answer {
  status: number;
  json: unknown;
  retryAfterMs: number;
}

export interface RequestContext extends LookupContext {
  egress?: Egress;
  session?: Session;
}

/** When X says to come back: Retry-After, else `x-rate-limit-reset` (epoch seconds). */
function comeBackIn(headers: Record<string, unknown>): number {
  const retry = retryAfterMs(headers["retry-after"]);
  if (retry > 0) return retry;
  const reset = Number(headers["x-rate-limit-reset"]);
  return Number.isFinite(reset) && reset > 0
    ? Math.max(0, Math.min(reset * 1000 - Date.now(), 86_400_000))
    : 0;
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
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, json, retryAfterMs: comeBackIn(response.headers) };
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
