import { connect, type Socket } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitConnectionsPerAddress } from "../../server/web/slow-clients.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";

/**
 * Clients that hold connections (issue 29, item 17): a body that trickles is cut once nothing
 * arrived for BODY_IDLE_TIMEOUT_SECONDS (1 s here, 60 s by default), and one address has at most
 * MAX_CONNECTIONS_PER_ADDRESS open connections (4 here), a trusted proxy excepted. Real sockets.
 * Why: docs/decisions/053-slow-bodies-and-connections.md
 */
const server = useHttpApp({
  BODY_IDLE_TIMEOUT_SECONDS: "1",
  // The idle timeout alone here; the minimum rate has its own file (body-rate.test.ts).
  BODY_MIN_BYTES_PER_SECOND: "1",
  MAX_CONNECTIONS_PER_ADDRESS: "4",
  TRUST_PROXY: "127.0.0.3",
});
beforeAll(() => {
  // As server.ts does, with Express's own reading of TRUST_PROXY.
  const trusted = express().set("trust proxy", ["127.0.0.3"]).get("trust proxy fn");
  limitConnectionsPerAddress(server.server, trusted);
});

const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

interface Line {
  socket: Socket;
  /** Everything received so far. */
  received: () => string;
  closed: Promise<void>;
  /** Resolves once `pattern` is in what was received (or rejects after `ms`). */
  until(pattern: RegExp, ms?: number): Promise<string>;
}

async function open(from = "127.0.0.1"): Promise<Line> {
  const { port } = new URL(server.url);
  const socket = connect({ host: "127.0.0.1", port: Number(port), localAddress: from });
  sockets.push(socket);
  socket.on("error", () => undefined);
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    socket,
    received: () => text,
    closed,
    until: (pattern, ms = 5_000) =>
      new Promise<string>((resolve, reject) => {
        const started = Date.now();
        const look = () => {
          if (pattern.test(text)) return resolve(text);
          if (Date.now() - started > ms) return reject(new Error(`no ${pattern} in: ${text}`));
          setTimeout(look, 20);
        };
        look();
      }),
  };
}

function head(method: string, path: string, headers: Record<string, string | number> = {}) {
  const lines = Object.entries({ Host: "localhost", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a request body that trickles", () => {
  it("is answered 408 and its connection closed once nothing arrived for the idle timeout", async () => {
    const body = JSON.stringify({ email: "nobody@example.test", password: "not-this-one" });
    const line = await open("127.0.0.11");
    line.socket.write(
      head("POST", "/api/auth/sign-in/email", {
        "Content-Type": "application/json",
        "Content-Length": body.length,
        Origin: server.url,
      }) + body.slice(0, 10),
    );
    const text = await line.until(/\r\n\r\n[\s\S]*\}/, 5_000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('"code":"timeout"');
    await line.closed;
  });

  it("closes every one of many trickling connections, not only the first", async () => {
    const lines = await Promise.all(Array.from({ length: 12 }, (_, i) => open(`127.0.1.${i + 1}`)));
    for (const line of lines) {
      line.socket.write(
        `${head("POST", "/api/auth/sign-in/email", {
          "Content-Type": "application/json",
          "Content-Length": 400,
          Origin: server.url,
        })}{`,
      );
    }
    // One more byte each 500 ms for a while: under the idle timeout, so all stay open.
    for (let i = 0; i < 3; i++) {
      await sleep(500);
      for (const line of lines) line.socket.write('"');
    }
    expect(lines.filter((line) => line.socket.destroyed || line.received() !== "")).toEqual([]);
    // Then nothing: each is answered 408 and closed.
    await Promise.all(lines.map((line) => line.closed));
    for (const line of lines) expect(line.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("is not cut while it keeps coming, however long it takes in all", async () => {
    const body = JSON.stringify({ url: "not a link at all", kind: "reel" });
    const line = await open("127.0.0.12");
    line.socket.write(
      head("POST", "/api/resolve", {
        "Content-Type": "application/json",
        "Content-Length": body.length,
      }),
    );
    // 2.4 s in all, never 1 s without a byte.
    const pieces = 6;
    const size = Math.ceil(body.length / pieces);
    for (let i = 0; i < pieces; i++) {
      line.socket.write(body.slice(i * size, (i + 1) * size));
      await sleep(400);
    }
    const text = await line.until(/\r\n\r\n[\s\S]*\}/);
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("times the body only: a kept-alive connection waits for its next request as before", async () => {
    const body = JSON.stringify({ url: "not a link", kind: "reel" });
    const line = await open("127.0.0.13");
    line.socket.write(
      head("POST", "/api/resolve", {
        "Content-Type": "application/json",
        "Content-Length": body.length,
      }) + body,
    );
    await line.until(/^HTTP\/1\.1 400 [\s\S]*\}/);
    await sleep(1_600);
    expect(line.socket.destroyed).toBe(false);
    line.socket.write(head("GET", "/healthz"));
    await line.until(/HTTP\/1\.1 400 [\s\S]*HTTP\/1\.1 200 /);
  });
});

describe("open connections per address", () => {
  it("answers 503 past the cap, counts each address on its own, and frees a place when one closes", async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => open("127.0.0.21")));
    // Let the server see the four before the fifth.
    await sleep(100);
    const fifth = await open("127.0.0.21");
    fifth.socket.write(head("GET", "/healthz"));
    const refused = await fifth.until(/\r\n\r\n[\s\S]*\}/);
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused).toMatch(/retry-after: 5/i);
    await fifth.closed;

    const other = await open("127.0.0.22");
    other.socket.write(head("GET", "/healthz"));
    expect(await other.until(/^HTTP\/1\.1 \d+/)).toMatch(/^HTTP\/1\.1 200 /);

    held[0]?.socket.destroy();
    await held[0]?.closed;
    await sleep(100);
    const again = await open("127.0.0.21");
    again.socket.write(head("GET", "/healthz"));
    expect(await again.until(/^HTTP\/1\.1 \d+/)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("never counts a trusted proxy's address: every visitor behind it shares it", async () => {
    const lines = await Promise.all(Array.from({ length: 8 }, () => open("127.0.0.3")));
    await sleep(100);
    for (const line of lines) line.socket.write(head("GET", "/healthz"));
    for (const line of lines)
      expect(await line.until(/^HTTP\/1\.1 \d+/)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
