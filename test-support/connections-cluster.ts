/**
 * Run by tests/security/connections-per-machine.test.ts as a process of its own: a cluster
 * primary holding the connection counts (as server/cluster.ts does) and two workers serving
 * one port with the connection cap (MAX_CONNECTIONS_PER_ADDRESS=4). The primary opens ten
 * connections from one address, sends a request on each, and prints what they were answered
 * as one JSON line.
 */
import cluster from "node:cluster";
import { createServer } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import express from "express";
import { loadConfig, setConfig } from "../server/config.js";
import { holdConnectionCounts } from "../server/web/connection-counts.js";
import { limitConnectionsPerAddress, refuseOverLimit } from "../server/web/slow-clients.js";

const WORKERS = 2;

function ask(port: number): Promise<{ status: number; socket: ReturnType<typeof connect> }> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress: "127.0.0.9" });
    let text = "";
    socket.on("error", () => resolve({ status: -1, socket }));
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d+)/.exec(text)?.[1];
      if (status && text.includes("\r\n\r\n")) resolve({ status: Number(status), socket });
    });
    socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"));
  });
}

if (cluster.isPrimary) {
  holdConnectionCounts();
  let listening = 0;
  cluster.on("listening", async (_worker, address) => {
    if (++listening < WORKERS) return;
    // One after another, each kept open: ten connections from one address held at once.
    const answers: Awaited<ReturnType<typeof ask>>[] = [];
    for (let i = 0; i < 10; i++) answers.push(await ask(address.port));
    const statuses = answers.map((a) => a.status);
    for (const answer of answers) answer.socket.destroy();
    console.log(JSON.stringify({ statuses }));
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
  });
  for (let i = 0; i < WORKERS; i++) cluster.fork();
} else {
  setConfig(
    loadConfig({
      DATA_DIR: tmpdir(),
      AUTH_SECRET: "connections-test-secret-long-enough-0123456789",
      MAX_CONNECTIONS_PER_ADDRESS: "4",
    }),
  );
  const app = express();
  app.use(refuseOverLimit);
  app.get("/", (_req, res) => res.json({ worker: cluster.worker?.id }));
  const server = createServer(app);
  limitConnectionsPerAddress(server, () => false);
  server.listen(Number(process.env.PORT ?? 0), "127.0.0.1");
}
