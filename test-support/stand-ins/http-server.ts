import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

/** A stand-in listening on 127.0.0.1: what every fake service and CDN of the suite is. */
export interface Running {
  origin: string;
  port: number;
  server: Server;
  /**
   * Every request the server saw: method, path with query, headers, and the address it came
   * from (each egress leaves from its own loopback address).
   */
  requests: { method: string; url: string; headers: IncomingMessage["headers"]; remote: string }[];
  close(): Promise<void>;
}

/** Serves `handler` on a free port of 127.0.0.1 (never a public address), keeping a log. */
export async function listen(handler: RequestListener): Promise<Running> {
  const requests: Running["requests"] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push({
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      remote: req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "",
    });
    handler(req, res);
  });
  // Idle connections outlive the clients' own keep-alive (undici's 4 s): with Node's default
  // 5 s, a test paused by a busy machine reused a connection the server was closing
  // (ECONNRESET on a request that did nothing wrong).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    server,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
