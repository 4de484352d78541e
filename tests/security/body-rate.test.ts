import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";

/**
 * Issue 36, item 8: a body that trickles one byte every few seconds never stays idle for
 * BODY_IDLE_TIMEOUT_SECONDS, and held its connection until Node's 300 s request timeout. A
 * body must also keep BODY_MIN_BYTES_PER_SECOND on average past the idle allowance (here 1 s
 * and 200 bytes a second): a trickle is cut as an idle body is, a slow upload that keeps its
 * rate is not. Real sockets. Why: docs/decisions/066-connections-per-machine-and-body-rate.md
 */
const server = useHttpApp({ BODY_IDLE_TIMEOUT_SECONDS: "1", BODY_MIN_BYTES_PER_SECOND: "200" });

const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(from: string) {
  const { port } = new URL(server.url);
  const socket = connect({ host: "127.0.0.1", port: Number(port), localAddress: from });
  sockets.push(socket);
  socket.on("error", () => undefined);
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
  });
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, received: () => text, closed };
}

function head(path: string, length: number): string {
  return `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
}

describe("a body below the minimum rate", () => {
  it("is answered 408 and closed although it never stops for the idle timeout", async () => {
    const lines = await Promise.all(Array.from({ length: 6 }, (_, i) => open(`127.0.8.${i + 1}`)));
    const started = Date.now();
    for (const line of lines) line.socket.write(`${head("/api/resolve", 400)}{`);
    // A byte each 300 ms: never a second of silence, far below 200 bytes a second.
    const trickle = setInterval(() => {
      for (const line of lines) if (!line.socket.destroyed) line.socket.write(" ");
    }, 300);
    try {
      const closedAt = await Promise.all(lines.map((line) => line.closed));
      for (const at of closedAt) expect(at - started).toBeLessThan(3_000);
    } finally {
      clearInterval(trickle);
    }
    for (const line of lines) {
      expect(line.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(line.received()).toContain('"code":"timeout"');
    }
  });

  it("is not cut while it keeps the rate, however long it takes in all", async () => {
    const body = JSON.stringify({ url: `https://example.com/${"a".repeat(900)}`, kind: "reel" });
    const line = await open("127.0.8.20");
    line.socket.write(head("/api/resolve", body.length));
    // About 330 bytes a second for 2.8 s: above the rate, past the idle allowance.
    for (let i = 0; i < body.length; i += 100) {
      line.socket.write(body.slice(i, i + 100));
      await sleep(300);
    }
    while (!/\r\n\r\n[\s\S]*\}/.test(line.received())) await sleep(20);
    // Read whole and looked at: a link no platform reads.
    expect(line.received()).toMatch(/^HTTP\/1\.1 422 /);
    expect(line.received()).toContain('"code":"unsupported_link"');
  });
});
