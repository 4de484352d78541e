import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import type { UpstreamPolicy } from "../../upstream/host-policy.js";

/**
 * Where InnerTube requests go. Production leaves it alone; tests point it at a local
 * server that plays YouTube (there is no configuration variable for it on purpose).
 */
export const youtubeTransport = { origin: "https://www.youtube.com" };

type FetchInput = Parameters<typeof fetch>[0];

/** youtubei.js's fetch hook, carried by our policy-checked, time-limited upstream client. */
export function policyFetch(policy: UpstreamPolicy, signal: AbortSignal) {
  return async (input: FetchInput, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    let url = request ? request.url : String(input);
    if (url.startsWith("https://www.youtube.com/")) {
      url = `${youtubeTransport.origin}${url.slice("https://www.youtube.com".length)}`;
    }
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let body: string | undefined;
    if (typeof init?.body === "string") body = init.body;
    else if (request?.body) body = await request.text();
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const response = await upstreamRequest(url, {
      method: method === "POST" ? "POST" : "GET",
      headers,
      body,
      signal,
      policy,
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
