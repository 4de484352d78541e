import { type Dispatcher, request } from "undici";
import type { Egress } from "../egress/pool.js";
import { agentFor } from "./agents.js";
import { reachFailure } from "./failures.js";
import type { PolicyCheck } from "./policy-check.js";

export const MAX_REDIRECTS = 5;

export interface UpstreamOptions {
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  policy: PolicyCheck;
  /** Return 3xx answers instead of following them (to read a share link's target). */
  manualRedirect?: boolean;
  /**
   * The route to leave through (the server's own when absent). Operator-trusted origins
   * (RapidAPI, cobalt) are always reached directly. Why: docs/decisions/028-egress-pool.md
   */
  egress?: Egress;
}

export type UpstreamResponse = Dispatcher.ResponseData & { url: URL };

export class TooManyRedirects extends Error {
  readonly code = "E_MEDIA_REDIRECTS";
  constructor() {
    super("Too many redirects");
    this.name = "TooManyRedirects";
  }
}

/**
 * Headers that may follow a redirect to another origin. Everything else (cookies,
 * `authorization`, API keys, `x-csrftoken`, `x-ig-app-id` and any other platform header)
 * was meant for the host that was asked, so it is dropped rather than listed: a header a
 * provider adds tomorrow is then safe by default.
 */
const PORTABLE_HEADERS = new Set([
  "accept",
  "accept-language",
  "content-type",
  "if-range",
  "range",
  "user-agent",
]);

export function portableHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => PORTABLE_HEADERS.has(name.toLowerCase())),
  );
}

/**
 * One upstream request with redirects followed by hand (at most 5), every hop checked
 * against the host policy and, through the connector's lookup, on its resolved address.
 * Why: docs/decisions/008-upstream-guard-and-timeouts.md
 */
export async function upstreamRequest(
  target: string | URL,
  {
    method = "GET",
    headers = {},
    body,
    signal,
    policy,
    manualRedirect = false,
    egress,
  }: UpstreamOptions,
): Promise<UpstreamResponse> {
  let url = new URL(target);
  let currentMethod = method;
  let currentBody = body;
  let currentHeaders = { ...headers };
  for (let hop = 0; ; hop++) {
    const { allowPrivate } = policy.check(url);
    const response = await request(url, {
      method: currentMethod,
      headers: currentHeaders,
      body: currentBody,
      signal,
      dispatcher: agentFor(allowPrivate, policy.isTrusted(url) ? undefined : egress),
      // Larger reads mean fewer chunks to relay per megabyte.
      highWaterMark: 256 * 1024,
    }).catch((error: unknown) => {
      // A host that was never reached is named (its name only, never the URL).
      throw reachFailure(error, url.hostname);
    });
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && location && !manualRedirect) {
      await response.body.dump().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new TooManyRedirects();
      const next = new URL(String(location), url);
      if (next.origin !== url.origin) currentHeaders = portableHeaders(currentHeaders);
      if (
        response.statusCode === 303 ||
        (currentMethod === "POST" && response.statusCode !== 307 && response.statusCode !== 308)
      ) {
        currentMethod = "GET";
        currentBody = undefined;
      }
      url = next;
      continue;
    }
    return Object.assign(response, { url });
  }
}
