import type { RequestHandler } from "express";
import type { MetricsSource } from "../../web/metrics.js";

let active = 0;
let bytesSent = 0;

/**
 * Measures a download while it streams: bytes written to the visitor (headers included)
 * and transfers in flight, however the answer ends.
 */
export const measureTransfer: RequestHandler = (req, res, next) => {
  const socket = req.socket;
  const before = socket.bytesWritten;
  active++;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    active--;
    bytesSent += Math.max(0, socket.bytesWritten - before);
  };
  res.once("finish", finish);
  res.once("close", finish);
  next();
};

/** The tunnel's numbers on /metrics. */
export const transferMetrics: MetricsSource[] = [
  {
    name: "tunnel_bytes_sent_total",
    help: "Bytes written to clients by the download tunnel (headers included).",
    type: "counter",
    collect: () => [{ value: bytesSent }],
  },
  {
    name: "tunnel_active_transfers",
    help: "Downloads being streamed through the tunnel right now.",
    type: "gauge",
    collect: () => [{ value: active }],
  },
];
