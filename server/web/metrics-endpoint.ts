import cluster from "node:cluster";
import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { getConfig } from "../config.js";
import { localMetrics, metricsContentType } from "./metrics.js";

export const METRICS_REQUEST = "metrics:request";
export const METRICS_REPLY = "metrics:reply";

interface MetricsReply {
  type: typeof METRICS_REPLY;
  id: number;
  text?: string;
  error?: string;
}

let nextId = 0;
const pending = new Map<number, (reply: MetricsReply) => void>();
let listening = false;

function isReply(message: unknown): message is MetricsReply {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === METRICS_REPLY
  );
}

/** In a cluster worker: the primary adds up every worker's metrics (prom-client's aggregator). */
function clusterMetrics(timeoutMs = 8000): Promise<string> {
  if (!listening) {
    listening = true;
    process.on("message", (message: unknown) => {
      if (isReply(message)) pending.get(message.id)?.(message);
    });
  }
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error("the primary did not answer"));
    }, timeoutMs);
    pending.set(id, (reply) => {
      clearTimeout(timer);
      pending.delete(id);
      if (reply.text !== undefined) resolve(reply.text);
      else reject(new Error(reply.error ?? "no metrics"));
    });
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics: answers 404 unless METRICS_TOKEN is set (the endpoint does not exist),
 * then 401 without that bearer token.
 */
export const metricsEndpoint: RequestHandler = async (req, res, next) => {
  const token = getConfig().metricsToken;
  res.set("Cache-Control", "no-store");
  if (!token) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  if (!tokenMatches(req.headers.authorization, token)) {
    res
      .status(401)
      .set("WWW-Authenticate", 'Bearer realm="metrics"')
      .type("text/plain")
      .send("Unauthorized");
    return;
  }
  try {
    const text = cluster.isWorker ? await clusterMetrics() : await localMetrics();
    res.type(metricsContentType()).send(text);
  } catch (error) {
    next(error);
  }
};
