import { createServer as createHttpServer } from "node:http";
import {
  type AddressInfo,
  createConnection,
  createServer as createNetServer,
  type Server,
  type Socket,
} from "node:net";
import { createServer as createSocksServer } from "@pondwader/socks5-server";
import { createProxy } from "proxy";

/**
 * Real forward proxies for the egress tests: an HTTP proxy (the `proxy` package: CONNECT
 * and plain forwarding) and a SOCKS5 proxy (`@pondwader/socks5-server`). Each listens on its
 * own loopback address and opens its outgoing connections from that same address, so a
 * stand-in reading the source address of a request can tell the egresses apart.
 */
export interface ForwardProxy {
  /** The MEDIA_PROXIES entry, credentials included when the proxy asks for them. */
  url: string;
  /** The address it listens on and leaves from. */
  address: string;
  /** Every tunnel target asked for, as the client sent it (`host:port`). */
  targets: string[];
  close(): Promise<void>;
}

export interface ProxyAuth {
  username: string;
  password: string;
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

function track(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return sockets;
}

function credentials(auth: ProxyAuth | undefined): string {
  return auth ? `${encodeURIComponent(auth.username)}:${encodeURIComponent(auth.password)}@` : "";
}

/** An HTTP proxy on `address` (127.0.0.x) leaving from `address`. */
export async function startHttpProxy(address: string, auth?: ProxyAuth): Promise<ForwardProxy> {
  const server = createProxy(createHttpServer());
  server.localAddress = address;
  if (auth) {
    const expected = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`;
    server.authenticate = (req) => req.headers["proxy-authorization"] === expected;
  }
  const targets: string[] = [];
  server.prependListener("connect", (req) => targets.push(req.url ?? ""));
  const sockets = track(server);
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${credentials(auth)}${address}:${port}`,
    address,
    targets,
    close: () => closeServer(server, sockets),
  };
}

/** A SOCKS5 proxy on `address` leaving from `address`. */
export async function startSocksProxy(address: string, auth?: ProxyAuth): Promise<ForwardProxy> {
  const socks = createSocksServer(auth ? { auth } : {});
  const targets: string[] = [];
  socks.setConnectionHandler((connection, sendStatus) => {
    targets.push(`${connection.destAddress}:${connection.destPort}`);
    if (connection.command !== "connect") return sendStatus("COMMAND_NOT_SUPPORTED");
    connection.socket.on("error", () => undefined);
    // The library's own handler, with the outgoing connection bound to this proxy's address.
    const stream = createConnection({
      host: connection.destAddress,
      port: connection.destPort,
      localAddress: address,
    });
    stream.once("error", () => sendStatus("CONNECTION_REFUSED"));
    stream.once("connect", () => {
      sendStatus("REQUEST_GRANTED");
      connection.socket.pipe(stream).pipe(connection.socket);
    });
    connection.socket.on("close", () => stream.destroy());
  });
  // Our own listener hands each connection to the library (its documented injection point),
  // so the test can read the port and close every socket.
  const server = createNetServer((socket) => {
    socket.setNoDelay();
    socks._handleConnection(socket);
  });
  const sockets = track(server);
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `socks5://${credentials(auth)}${address}:${port}`,
    address,
    targets,
    close: () => closeServer(server, sockets),
  };
}
