import type { Egress } from "../../egress/pool.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import type { PolicyCheck } from "../../upstream/policy-check.js";

type FetchInput = Parameters<typeof fetch>[0];

const LIBRARY_ORIGIN = "https://www.youtube.com";

/**
 * youtubei.js's fetch hook (it loads the player script with it), carried by our
 * policy-checked, time-limited upstream client and pointed at YOUTUBE_ORIGIN.
 */
export function policyFetch(
  origin: string,
  policy: PolicyCheck,
  signal: AbortSignal,
  egress?: Egress,
) {
  return async (input: FetchInput, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    let url = request ? request.url : String(input);
    if (url.startsWith(`${LIBRARY_ORIGIN}/`)) url = `${origin}${url.slice(LIBRARY_ORIGIN.length)}`;
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await upstreamRequest(url, {
      headers,
      signal,
      policy,
      ...(egress ? { egress } : {}),
    });
    const text = await readText(response.body);
    const out = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (typeof value === "string") out.set(key, value);
    }
    out.delete("content-encoding");
    out.delete("content-length");
    return new Response(text, { status: response.statusCode, headers: out });
  };
}
