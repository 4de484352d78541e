import type { LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { buildConnector } from "undici";
import type { LookupFunction } from "../upstream/address-guard.js";
import { openTunnel } from "./proxy-tunnel.js";
import type { ProxyEntry } from "./proxy-url.js";

/** Resolves `hostname` through the (guarded or open) lookup to the one address we will reach. */
function resolveOne(lookup: LookupFunction, hostname: string): Promise<string> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve, reject) => {
    lookup(bare, { all: true }, (error, addresses) => {
      if (error) return reject(error);
      const list = (Array.isArray(addresses) ? addresses : []) as LookupAddress[];
      const first = list[0]?.address ?? (typeof addresses === "string" ? addresses : undefined);
      if (!first || isIP(first) === 0) return reject(new Error("no address"));
      resolve(first);
    });
  });
}

/**
 * undici's connector for an egress proxy: the target name is resolved and checked here by
 * the same lookup the direct route uses (the address guard when MEDIA_ALLOW_PRIVATE_HOSTS is
 * off), then a tunnel is opened to that checked address, never to the name, and TLS (with
 * the name as SNI and for the certificate check) runs inside the tunnel, end to end with the
 * platform. The proxy sees an address and encrypted bytes.
 * Why: docs/decisions/028-egress-pool.md
 */
export function proxyConnector(
  proxy: ProxyEntry,
  lookup: LookupFunction,
  timeoutMs: number,
  ca?: string,
): buildConnector.connector {
  const tls = buildConnector({ timeout: timeoutMs, ...(ca ? { ca } : {}) });
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
    resolveOne(lookup, options.hostname)
      .then((address) => openTunnel(proxy, address, port, timeoutMs))
      .then(
        (socket) => {
          if (options.protocol !== "https:") return callback(null, socket);
          tls({ ...options, httpSocket: socket }, (error, secured) => {
            if (error) {
              socket.destroy();
              return callback(error, null);
            }
            callback(null, secured as NonNullable<typeof secured>);
          });
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error("connect failed"), null),
      );
  };
}
