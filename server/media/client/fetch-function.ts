import type { Ask, PlatformClient } from "./client.js";

/**
 * A `fetch`-compatible function over a platform's client, for a library that asks with a fetch
 * of its own (youtubei.js loads YouTube's player script so): every request it makes goes
 * through the client, so through the platform's host policy at every hop, the attempt's address
 * and the size limit, and its answer comes back as a `Response` (status and body as the platform
 * sent them: a library reads its own errors). Bodies other than text are not sent: no library we
 * hand this to posts any. Why: docs/decisions/060-instagram-and-youtube-on-the-client.md
 */
export type FetchFunction = (
  input: string | URL | Request,
  init?: RequestInit,
) => Promise<Response>;

/** Statuses a `Response` may not carry a body with. */
const NO_BODY = new Set([101, 204, 205, 304]);

export function fetchFunction(
  client: PlatformClient,
  ask: Pick<Ask, "maxBytes" | "cookies"> = {},
): FetchFunction {
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? init.body : undefined;
    // As fetch does: a text body without a type is plain text.
    if (body !== undefined) headers["content-type"] ??= "text/plain;charset=UTF-8";
    const answer = await client.fetch(url, {
      ...ask,
      method: method === "POST" || method === "HEAD" ? method : "GET",
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      // The body is already decoded and whole: its encoding and length no longer apply.
      if (name !== "content-encoding" && name !== "content-length") out.set(name, value);
    }
    return new Response(NO_BODY.has(answer.status) ? null : answer.text, {
      status: answer.status,
      headers: out,
    });
  };
}
