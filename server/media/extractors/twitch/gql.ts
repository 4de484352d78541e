import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { LookupContext } from "../../lookup.js";
import { twitchSettings } from "../../platforms/twitch/settings.js";
import { Refusal, retryAfterMs } from "../../pushback/refusals.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { toMediaError } from "../../upstream/failures.js";

/** A failure the method cannot read past: words in `detail`, so the breaker counts it. */
export function unreadable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}

/**
 * One POST to Twitch's GraphQL endpoint, as yt-dlp sends it (Client-ID, a text/plain body);
 * the parsed answer, or why there is none: a 429 or an HTML challenge is about who asked
 * (the egress rests), a refused client id or an unreadable answer is the method's failure.
 * Why: docs/decisions/055-twitch-clips.md
 */
export async function askGql(
  body: unknown,
  context: LookupContext,
  egress: Egress | undefined,
): Promise<unknown> {
  const { gqlOrigin, clientId, userAgent } = twitchSettings.of(context.config);
  let status: number;
  let text: string;
  let headers: Record<string, unknown>;
  try {
    const response = await upstreamRequest(`${gqlOrigin}/gql`, {
      method: "POST",
      headers: {
        accept: "*/*",
        "content-type": "text/plain;charset=UTF-8",
        "client-id": clientId,
        "user-agent": userAgent,
      },
      body: JSON.stringify(body),
      signal: context.signal,
      policy: context.policy,
      ...(egress ? { egress } : {}),
    });
    text = await readText(response.body);
    status = response.statusCode;
    headers = response.headers;
  } catch (error) {
    throw context.signal.aborted ? new MediaError("timeout") : toMediaError(error);
  }
  context.onStatus?.(status);
  if (status === 429) throw new Refusal("egress", "429", retryAfterMs(headers["retry-after"]));
  const html = text.trimStart().startsWith("<");
  if (html && (status === 403 || status === 503)) throw new Refusal("egress", "challenge");
  // A server's failure says nothing of the method (a code, not words, in `detail`).
  if (status >= 500) throw Object.assign(new MediaError("upstream_failed"), { detail: "HTTP_5XX" });
  if (status !== 200) throw unreadable(`refused with ${status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unreadable("not JSON");
  }
}
