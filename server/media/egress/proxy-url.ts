/**
 * MEDIA_PROXIES: the proxies lookups and downloads may leave through. Each entry is an
 * `http://`, `https://` or `socks5://` URL, credentials allowed. Nothing here ever repeats a
 * URL in a message: an entry is named by its position only, as credentials may sit in it.
 * Why: docs/decisions/028-egress-pool.md
 */
export type ProxyKind = "http" | "https" | "socks5";

export interface ProxyEntry {
  kind: ProxyKind;
  host: string;
  port: number;
  username?: string;
  password?: string;
  /** The URL as configured, kept only to fingerprint the egress (never logged or sent out). */
  url: string;
}

const DEFAULT_PORTS: Record<ProxyKind, number> = { http: 80, https: 443, socks5: 1080 };

/** One entry, or a message naming what is wrong with it (never the entry itself). */
export function parseProxy(text: string): ProxyEntry | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "is not a URL";
  }
  const kind = url.protocol.slice(0, -1);
  if (kind !== "http" && kind !== "https" && kind !== "socks5") {
    return "must start with http://, https:// or socks5://";
  }
  if (!url.hostname) return "has no host";
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash) {
    return "must be a proxy's address only (no path or query)";
  }
  const entry: ProxyEntry = {
    kind,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : DEFAULT_PORTS[kind],
    url: url.href,
  };
  if (url.username) entry.username = decodeURIComponent(url.username);
  if (url.password) entry.password = decodeURIComponent(url.password);
  return entry;
}

/** The comma-separated list, blanks dropped; throws naming the bad entry by its position. */
export function parseProxyList(text: string): ProxyEntry[] {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((part, index) => {
    const parsed = parseProxy(part);
    if (typeof parsed === "string") throw new Error(`entry ${index + 1} ${parsed}`);
    return parsed;
  });
}
