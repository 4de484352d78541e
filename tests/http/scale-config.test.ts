import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../server/config.js";

describe("scale settings", () => {
  it("default to a worker per CPU, no metrics and a 64 MB page cache", () => {
    const config = parseConfig({});
    expect(config.webConcurrency).toBe(availableParallelism());
    expect(config.metricsToken).toBeNull();
    expect(config.pageCacheBytes).toBe(64 * 1_048_576);
  });

  it("read WEB_CONCURRENCY, METRICS_TOKEN and PAGE_CACHE_MB", () => {
    const config = parseConfig({
      WEB_CONCURRENCY: "3",
      METRICS_TOKEN: "a-long-enough-token",
      PAGE_CACHE_MB: "0.5",
    });
    expect(config.webConcurrency).toBe(3);
    expect(config.metricsToken).toBe("a-long-enough-token");
    expect(config.pageCacheBytes).toBe(524_288);
    expect(parseConfig({ PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
  });

  it.each([
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", "two"],
    ["WEB_CONCURRENCY", "1.5"],
    ["METRICS_TOKEN", "short"],
    ["PAGE_CACHE_MB", "-1"],
  ])("refuse %s=%s and name it", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(`Invalid configuration: ${name}`);
  });
});
