import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import { Agent, type Dispatcher, request } from "undici";
import type { Config } from "../config.js";
import { MediaError } from "./errors.js";

/** Hosts media may come from: the platforms and their CDNs. */
const PLATFORM_SUFFIXES = [
  "instagram.com",
  "cdninstagram.com",
  "fbcdn.net",
  "instagr.am",
  "youtube.com",
  "youtu.be",
  "googlevideo.com",
  "ytimg.com",
  "ggpht.com",
  "googleusercontent.com",
];

/**
 * Upstream timeouts: connecting, waiting for the answer's headers, and the longest silence
 * inside a body before the transfer is abandoned. Read when the agents are first built
 * (tests shorten them before their first request).
 */
export const netLimits = { connectMs: 10_000, headersMs: 15_000, idleMs: 30_000 };
export const MAX_REDIRECTS = 5;
/** Largest file the tunnel will relay. */
export const MAX_MEDIA_BYTES = 4 * 1024 ** 3;
/** Largest API answer (JSON or HTML) a provider will read. */
export const MAX_API_BYTES = 8 * 1024 ** 2;

// Two lists: Node's BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules, so
// one shared list holding ::ffff:0:0/96 would refuse every IPv4 address.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked4.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-mapped, NAT64, 6to4 and Teredo addresses can all smuggle a private IPv4 address.
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["2002::", 16],
  ["2001::", 32],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked6.addSubnet(net, prefix, "ipv6");
}

/** True for an address on the public internet (not loopback, private, link-local, metadata…). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blocked4.check(address, "ipv4") : !blocked6.check(address, "ipv6");
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
export type LookupFunction = (
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
) => void;

let resolver: LookupFunction = dnsLookup as LookupFunction;

/**
 * The DNS seam: the default is the system resolver. Tests install a resolver that maps
 * platform host names to local addresses, the way a hostile DNS answer would.
 */
export function setMediaLookup(lookup: LookupFunction | undefined): void {
  resolver = lookup ?? (dnsLookup as LookupFunction);
}

export class BlockedAddressError extends Error {
  readonly code = "E_MEDIA_BLOCKED_ADDRESS";
  constructor() {
    super("Refused to connect to a non-public address");
    this.name = "BlockedAddressError";
  }
}

/** A lookup for the connector: every answer must be public, so DNS cannot point us inward. */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  resolver(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = (Array.isArray(addresses) ? addresses : []) as LookupAddress[];
    const first = list[0];
    if (!first || list.some((a) => !isPublicAddress(a.address))) {
      return callback(new BlockedAddressError(), []);
    }
    if (options.all) callback(null, list);
    else callback(null, first.address, first.family);
  });
}

function openLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  resolver(hostname, options, callback);
}

let guardedAgent: Agent | undefined;
let openAgent: Agent | undefined;

function newAgent(lookup: LookupFunction): Agent {
  return new Agent({
    headersTimeout: netLimits.headersMs,
    bodyTimeout: netLimits.idleMs,
    keepAliveTimeout: 10_000,
    connections: 256,
    connect: { timeout: netLimits.connectMs, lookup },
  });
}

function agentFor(allowPrivate: boolean): Agent {
  if (allowPrivate) {
    openAgent ??= newAgent(openLookup);
    return openAgent;
  }
  guardedAgent ??= newAgent(guardedLookup);
  return guardedAgent;
}

export async function closeAgents(): Promise<void> {
  const agents = [guardedAgent, openAgent];
  guardedAgent = undefined;
  openAgent = undefined;
  await Promise.all(agents.map((a) => a?.close().catch(() => undefined)));
}

/**
 * Which upstream URLs may be fetched. Operator-configured provider endpoints are trusted
 * (they may live on a private network, like a cobalt container next door); every other
 * URL comes out of a response and must be a platform host on a public address.
 */
export class UpstreamPolicy {
  private readonly trustedOrigins: Set<string>;
  private readonly extraHosts: Set<string>;
  readonly allowPrivate: boolean;

  constructor(
    config: Pick<
      Config,
      "mediaProviders" | "rapidapi" | "cobalt" | "instagram" | "mediaAllowPrivateHosts"
    >,
  ) {
    this.allowPrivate = config.mediaAllowPrivateHosts;
    this.trustedOrigins = new Set();
    if (config.mediaProviders.includes("rapidapi") && config.rapidapi.baseUrl) {
      this.trustedOrigins.add(new URL(config.rapidapi.baseUrl).origin);
    }
    if (config.mediaProviders.includes("cobalt") && config.cobalt.apiUrl) {
      this.trustedOrigins.add(new URL(config.cobalt.apiUrl).origin);
    }
    // The extractor's own origins are operator settings too (tests point them at local
    // servers); they join the host allow-list but still must resolve to public addresses.
    this.extraHosts = new Set(
      [config.instagram.webOrigin, config.instagram.apiOrigin].map((o) => new URL(o).hostname),
    );
  }

  isTrusted(url: URL): boolean {
    return this.trustedOrigins.has(url.origin);
  }

  /** Throws unless `url` may be requested at all; returns whether private addresses are allowed. */
  check(url: URL): { allowPrivate: boolean } {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new UpstreamRefused();
    if (url.username || url.password) throw new UpstreamRefused();
    if (this.isTrusted(url)) return { allowPrivate: true };
    const host = url.hostname
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^\[|\]$/g, "");
    if (isIP(host)) {
      if (this.allowPrivate) return { allowPrivate: true };
      // A literal address skips DNS, so it is checked here rather than in the lookup.
      throw new UpstreamRefused();
    }
    const known =
      this.extraHosts.has(host) ||
      PLATFORM_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
    if (!known && !(this.allowPrivate && host === "localhost")) throw new UpstreamRefused();
    return { allowPrivate: this.allowPrivate };
  }
}

/** The URL is not one the media engine may fetch. */
export class UpstreamRefused extends Error {
  readonly code = "E_MEDIA_REFUSED";
  constructor() {
    super("Upstream URL refused by policy");
    this.name = "UpstreamRefused";
  }
}

export interface UpstreamOptions {
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  policy: UpstreamPolicy;
  /** Return 3xx answers instead of following them (to read a share link's target). */
  manualRedirect?: boolean;
}

export type UpstreamResponse = Dispatcher.ResponseData & { url: URL };

const CREDENTIAL_HEADERS = ["authorization", "cookie", "x-rapidapi-key", "x-ig-www-claim"];

/**
 * One upstream request with redirects followed by hand (at most 5), every hop checked
 * against the policy and, through the connector's lookup, on its resolved address.
 */
export async function upstreamRequest(
  target: string | URL,
  { method = "GET", headers = {}, body, signal, policy, manualRedirect = false }: UpstreamOptions,
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
      dispatcher: agentFor(allowPrivate),
      // Larger reads mean fewer chunks to relay per megabyte.
      highWaterMark: 256 * 1024,
    });
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && location && !manualRedirect) {
      await response.body.dump().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new TooManyRedirects();
      const next = new URL(String(location), url);
      if (next.origin !== url.origin) {
        // Credentials meant for one host never follow a redirect to another.
        currentHeaders = Object.fromEntries(
          Object.entries(currentHeaders).filter(
            ([k]) => !CREDENTIAL_HEADERS.includes(k.toLowerCase()),
          ),
        );
      }
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

export class TooManyRedirects extends Error {
  readonly code = "E_MEDIA_REDIRECTS";
  constructor() {
    super("Too many redirects");
    this.name = "TooManyRedirects";
  }
}

function errorCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    const name = (current as { name?: unknown }).name;
    if (typeof code === "string" && code !== "") return code;
    if (name === "TimeoutError" || name === "AbortError") return String(name);
    current = (current as { cause?: unknown }).cause;
  }
  return "";
}

/** True when a transport failure was a timeout (connect, headers, idle or overall). */
export function isTimeout(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === "TimeoutError" ||
    code === "UND_ERR_CONNECT_TIMEOUT" ||
    code === "UND_ERR_HEADERS_TIMEOUT" ||
    code === "UND_ERR_BODY_TIMEOUT" ||
    code === "ETIMEDOUT"
  );
}

/** True when the policy or the address guard refused the request. */
export function isRefused(error: unknown): boolean {
  const code = errorCode(error);
  return code === "E_MEDIA_BLOCKED_ADDRESS" || code === "E_MEDIA_REFUSED";
}

/** Maps a transport failure to the resolve error codes (never exposing the URL). */
export function toMediaError(error: unknown): MediaError {
  if (error instanceof MediaError) return error;
  if (isTimeout(error)) return new MediaError("timeout");
  return new MediaError("upstream_failed");
}

/** A short, URL-free description of a failure, safe for logs. */
export function describeFailure(error: unknown): string {
  if (error instanceof MediaError) return error.code;
  return errorCode(error) || (error instanceof Error ? error.name : "unknown");
}

/** Reads a body as text, refusing answers larger than `limit` bytes. */
export async function readText(
  body: Dispatcher.ResponseData["body"],
  limit = MAX_API_BYTES,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      throw new MediaError("upstream_failed");
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Maps an upstream API status to our codes; 2xx returns undefined. */
export function statusError(status: number): MediaError | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 404 || status === 410) return new MediaError("not_found");
  if (status === 429) return new MediaError("rate_limited");
  if (status === 408 || status === 504) return new MediaError("timeout");
  return new MediaError("upstream_failed");
}

/** GET or POST an API answer and parse it as JSON; transport failures become MediaErrors. */
export async function fetchJson(
  url: string | URL,
  options: UpstreamOptions & {
    statusMap?: (status: number, body: string) => MediaError | undefined;
  },
): Promise<{ status: number; json: unknown }> {
  let response: UpstreamResponse;
  try {
    response = await upstreamRequest(url, {
      ...options,
      headers: { accept: "application/json", ...options.headers },
    });
  } catch (error) {
    throw toMediaError(error);
  }
  let text: string;
  try {
    text = await readText(response.body);
  } catch (error) {
    throw toMediaError(error);
  }
  const mapped = options.statusMap?.(response.statusCode, text) ?? statusError(response.statusCode);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (mapped) throw mapped;
    throw new MediaError("upstream_failed");
  }
  if (mapped) throw Object.assign(mapped, { body: json });
  return { status: response.statusCode, json };
}

/** Asks for text (HTML pages); transport failures become MediaErrors. */
export async function fetchText(
  url: string | URL,
  options: UpstreamOptions,
): Promise<{ status: number; text: string; url: URL }> {
  try {
    const response = await upstreamRequest(url, options);
    const text = await readText(response.body);
    return { status: response.statusCode, text, url: response.url };
  } catch (error) {
    throw toMediaError(error);
  }
}
