import { describe, expect, it } from "vitest";
import { localMetrics, registerMetricsSource } from "../../server/web/metrics.js";

describe("registerMetricsSource", () => {
  it("publishes another module's running totals on every scrape, labels made safe", async () => {
    const totals = new Map<string, number>([
      ["builtin|graphql|ok", 4],
      ["rapidapi|api|https://www.instagram.com/p/leak/", 1],
    ]);
    registerMetricsSource({
      name: "test_resolve_outcomes_total",
      help: "Resolve outcomes per provider and method (test).",
      labelNames: ["provider", "method", "outcome"],
      type: "counter",
      collect: () =>
        [...totals].map(([key, value]) => {
          const [provider = "", method = "", outcome = ""] = key.split("|");
          return { labels: { provider, method, outcome }, value };
        }),
    });
    let text = await localMetrics();
    expect(text).toContain("# TYPE test_resolve_outcomes_total counter");
    expect(text).toContain(
      'test_resolve_outcomes_total{provider="builtin",method="graphql",outcome="ok"} 4',
    );
    expect(text).toContain(
      'test_resolve_outcomes_total{provider="rapidapi",method="api",outcome="other"} 1',
    );
    expect(text).not.toContain("instagram");

    totals.set("builtin|graphql|ok", 9);
    text = await localMetrics();
    expect(text).toContain(
      'test_resolve_outcomes_total{provider="builtin",method="graphql",outcome="ok"} 9',
    );
  });

  it("publishes a current level as a gauge, and a second registration replaces the first", async () => {
    registerMetricsSource({
      name: "test_level",
      help: "A level (test).",
      type: "gauge",
      collect: () => [{ value: 2 }],
    });
    registerMetricsSource({
      name: "test_level",
      help: "A level (test).",
      type: "gauge",
      collect: async () => [{ value: 5 }],
    });
    const text = await localMetrics();
    expect(text).toContain("# TYPE test_level gauge");
    expect(text).toMatch(/\ntest_level 5\n/);
  });
});
