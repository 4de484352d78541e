/**
 * Run by tests/web/shared-state.test.ts as a process of its own: the real `npm start` primary
 * (server/cluster.ts) over two workers, one of which asks for /metrics and leaves as soon as
 * the primary starts gathering every worker's numbers, so the primary's answer (after its
 * 5 s wait for the missing worker) goes to a closed channel. Prints one JSON line once the
 * primary has outlived it (or dies trying).
 */
import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { runPrimary } from "../server/cluster.js";
import { METRICS_REQUEST } from "../server/web/metrics-endpoint.js";

if (cluster.isPrimary) {
  const primary = runPrimary({ workers: 2, redisUrl: "redis://unused", onListening: () => {} });
  cluster.on("exit", (worker) => {
    if (worker.id !== 1) return;
    // The answer to its /metrics request goes out after it left; the replacement comes online.
    cluster.once("online", () => {
      // Past the aggregator's 5 s wait for the worker that left.
      setTimeout(async () => {
        const alive = Object.values(cluster.workers ?? {}).length;
        await primary.stop("test over");
        console.log(JSON.stringify({ primaryAlive: true, workersAlive: alive }));
        process.exit(0);
      }, 5500);
    });
  });
} else if (cluster.worker?.id === 1) {
  process.on("message", (message: { type?: string }) => {
    // The primary asks every worker for its numbers: this one leaves without answering.
    if (message.type === "prom-client:getMetricsReq") process.exit(0);
  });
  process.send?.({ type: METRICS_REQUEST, id: 1 });
} else {
  // Answers the primary's aggregator, as every worker of the app does.
  new AggregatorRegistry();
  setInterval(() => undefined, 1000);
}
