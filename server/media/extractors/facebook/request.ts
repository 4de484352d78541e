import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { LookupContext } from "../../lookup.js";
import { retryAfterMs } from "../../pushback/refusals.js";
import type { Session } from "../../pushback/sessions.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { describeFailure, toMediaError } from "../../upstream/failures.js";

/** What one Facebook request of a lookup goes out with: the route and, when signed in, the session. */
export interface FacebookContext extends LookupContext {
  egress?: Egress;
  session?: Session;
}

/** One answer read whole (pages run to a few MB), with what the reader needs besides the body. */
export interface Answer {
  status: number;
  text: string;
  /** The URL that answered, after redirects (a login wall shows here). */
  url: URL;
  headers: Record<string, string>;
  retryAfterMs: number;
}

/** A video page is larger than an API answer; beyond this it is not a page we can read. */
const MAX_PAGE_BYTES = 24 * 1024 ** 2;

export async function ask(
  url: string,
  headers: Record<string, string>,
  context: FacebookContext,
  manualRedirect = false,
): Promise<Answer> {
  try {
    const response = await upstreamRequest(url, {
      headers,
      signal: context.signal,
      policy: context.policy,
      manualRedirect,
      ...(context.egress ? { egress: context.egress } : {}),
    });
    const text = await readText(response.body, MAX_PAGE_BYTES);
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
      retryAfterMs: retryAfterMs(response.headers["retry-after"]),
    };
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw Object.assign(toMediaError(error), { detail: describeFailure(error) });
  }
}

/** The answer is not what the reader can use; `detail` is a short, link-free reason for the doctor. */
export function unusable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}
