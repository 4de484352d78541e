import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type Socket } from "node:net";
import { SocksClient } from "socks";
import type { ProxyEntry } from "./proxy-url.js";

/** The proxy would not open the tunnel; says how, never where. */
export class ProxyRefused extends Error {
  readonly code = "E_MEDIA_PROXY";
  constructor(readonly detail: string) {
    super(`The egress proxy refused the tunnel (${detail})`);
    this.name = "ProxyRefused";
  }
}

/**
 * A TCP tunnel through `proxy` to `address:port`. `address` is always an IP literal that the
 * address guard has already checked, so the proxy resolves nothing: a hostile DNS answer
 * seen by the proxy cannot point the request inward, and what we checked is what is reached.
 * HTTP(S) proxies get `CONNECT address:port` (node's own client), SOCKS5 ones the address as
 * an IPv4/IPv6 destination (the `socks` client). Why: docs/decisions/028-egress-pool.md
 */
export function openTunnel(
  proxy: ProxyEntry,
  address: string,
  port: number,
  timeoutMs: number,
): Promise<Socket> {
  if (isIP(address) === 0) return Promise.reject(new ProxyRefused("not an address"));
  return proxy.kind === "socks5"
    ? socksTunnel(proxy, address, port, timeoutMs)
    : connectTunnel(proxy, address, port, timeoutMs);
}

async function socksTunnel(
  proxy: ProxyEntry,
  address: string,
  port: number,
  timeoutMs: number,
): Promise<Socket> {
  try {
    const { socket } = await SocksClient.createConnection({
      command: "connect",
      destination: { host: address, port },
      proxy: {
        host: proxy.host,
        port: proxy.port,
        type: 5,
        ...(proxy.username !== undefined ? { userId: proxy.username } : {}),
        ...(proxy.password !== undefined ? { password: proxy.password } : {}),
      },
      timeout: timeoutMs,
    });
    return socket;
  } catch (error) {
    // The library's messages may quote the destination; keep only a kind.
    const message = error instanceof Error ? error.message : "";
    throw new ProxyRefused(/timed? ?out/i.test(message) ? "timeout" : "socks");
  }
}

function connectTunnel(
  proxy: ProxyEntry,
  address: string,
  port: number,
  timeoutMs: number,
): Promise<Socket> {
  const target = isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`;
  const headers: Record<string, string> = { host: target };
  if (proxy.username !== undefined || proxy.password !== undefined) {
    const pair = `${proxy.username ?? ""}:${proxy.password ?? ""}`;
    headers["proxy-authorization"] = `Basic ${Buffer.from(pair).toString("base64")}`;
  }
  const ask = proxy.kind === "https" ? httpsRequest : httpRequest;
  return new Promise<Socket>((resolve, reject) => {
    const req = ask({
      host: proxy.host,
      port: proxy.port,
      method: "CONNECT",
      path: target,
      headers,
      agent: false,
      timeout: timeoutMs,
      ...(proxy.kind === "https" ? { servername: isIP(proxy.host) ? undefined : proxy.host } : {}),
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new ProxyRefused("timeout"));
    }, timeoutMs);
    req.once("connect", (res, socket, head) => {
      clearTimeout(timer);
      if (res.statusCode !== 200) {
        socket.destroy();
        reject(new ProxyRefused(`status ${res.statusCode}`));
        return;
      }
      socket.setTimeout(0);
      if (head.length > 0) socket.unshift(head);
      resolve(socket);
    });
    req.once("timeout", () => req.destroy(new ProxyRefused("timeout")));
    req.once("error", (error) => {
      clearTimeout(timer);
      reject(error instanceof ProxyRefused ? error : new ProxyRefused("unreachable"));
    });
    req.end();
  });
}
