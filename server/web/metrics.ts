/**
 * Prometheus metrics (prom-client's default registry, so a cluster primary can add up
 * its workers'). Labels are only ever route patterns, methods, status classes and names
 * chosen in code: never a path, a link, an e-mail or an address. Why:
 * docs/decisions/024-logging-and-privacy.md and docs/decisions/022-all-cores-and-rate-limits.md
 */
import cluster from "node:cluster";
import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  register,
} from "prom-client";

let defaultsOn = false;

/** Process metrics (CPU, memory, event loop lag), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics();
  // prom-client answers its primary's requests only once an aggregator exists in the worker.
  if (cluster.isWorker) new AggregatorRegistry();
}

const SAFE_LABEL = /^[A-Za-z0-9_:*./-]{1,80}$/;
const LOOKS_LIKE_ADDRESS = /\d{1,3}(\.\d{1,3}){3}|::|@|\/\/|[0-9a-f]{4}:[0-9a-f]{0,4}:/i;

/**
 * The last guard before a value becomes a label: anything that is not a short plain
 * token, or that looks like an address, a link or an e-mail, is reported as "other".
 */
export function safeLabel(value: string | undefined): string {
  if (!value || !SAFE_LABEL.test(value) || LOOKS_LIKE_ADDRESS.test(value)) return "other";
  return value;
}

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by method, route pattern and status class.",
  labelNames: ["method", "route", "status"] as const,
});

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to the end of the response, by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});

export const pageCacheLookups = new Counter({
  name: "page_cache_lookups_total",
  help: "Page cache lookups: hit, miss (rendered), wait (joined a build in flight), bypass (not cacheable for this request).",
  labelNames: ["result"] as const,
});

export const pageCacheBuilds = new Counter({
  name: "page_cache_builds_total",
  help: "Pages and documents built for the page cache (one per build, however many waited), by route pattern.",
  labelNames: ["route"] as const,
});

export const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused with 429, by limiter name.",
  labelNames: ["limiter"] as const,
});

export interface MetricsSample {
  labels?: Record<string, string>;
  value: number;
}

export interface MetricsSource {
  /** Prometheus metric name, e.g. `media_resolve_outcomes_total`. */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** "counter" for running totals (the source keeps them), "gauge" for a current level. */
  type: "counter" | "gauge";
  /**
   * How a cluster primary combines its workers' values of a gauge: added up (the default,
   * for what each worker holds) or the largest (for what every worker reports alike, such
   * as a machine-wide capacity).
   */
  aggregate?: "sum" | "max";
  /** Called on every scrape; label values pass through safeLabel. */
  collect: () => MetricsSample[] | Promise<MetricsSample[]>;
}

function cleanLabels(labels: Record<string, string> | undefined): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(labels ?? {})) clean[key] = safeLabel(value);
  return clean;
}

/**
 * Lets another module publish numbers it already keeps (for example resolve outcomes per
 * provider and method) without depending on prom-client. Registering a name twice
 * replaces the earlier source.
 */
export function registerMetricsSource(source: MetricsSource): void {
  register.removeSingleMetric(source.name);
  const labelNames = [...(source.labelNames ?? [])];
  if (source.type === "gauge") {
    new Gauge({
      name: source.name,
      help: source.help,
      labelNames,
      aggregator: source.aggregate ?? "sum",
      async collect() {
        const samples = await source.collect();
        this.reset();
        for (const s of samples) this.set(cleanLabels(s.labels), s.value);
      },
    });
    return;
  }
  new Counter({
    name: source.name,
    help: source.help,
    labelNames,
    async collect() {
      const samples = await source.collect();
      // The source holds the running totals: republish them as they are.
      this.reset();
      for (const s of samples) this.inc(cleanLabels(s.labels), Math.max(0, s.value));
    },
  });
}

/**
 * Process metrics, and the sources the domains declare (docs/decisions/032-toolkit-and-root.md).
 * prom-client's registry is one per process by design: a cluster primary adds up its
 * workers' default registries.
 */
export function publishMetrics(sources: readonly MetricsSource[]): void {
  collectProcessMetrics();
  for (const source of sources) registerMetricsSource(source);
}

export function metricsContentType(): string {
  return register.contentType;
}

/** This process's metrics in the Prometheus text format. */
export function localMetrics(): Promise<string> {
  return register.metrics();
}
