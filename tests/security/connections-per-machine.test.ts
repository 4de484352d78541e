import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfig } from "../../server/config.js";
import { connectionKey } from "../../server/web/slow-clients.js";

/**
 * Issue 36, item 6: the connection cap was counted per process and per exact address: N
 * workers let one address hold N times the cap (512 of 600 sockets answered on two workers),
 * and an IPv6 client with a /64 had a fresh address for every connection. Now one count per
 * machine (the `npm start` primary's), and IPv6 counted by its /64.
 * Why: docs/decisions/066-connections-per-machine-and-body-rate.md
 */
const run = promisify(execFile);

beforeAll(() => {
  setConfig(loadConfig({ AUTH_SECRET: "connections-test-secret-long-enough-0123456789" }));
});

describe("what a connection is counted by", () => {
  it("is an IPv6 client's /64, an IPv4 address (mapped or not), never the address itself", () => {
    const key = connectionKey("2001:db8:1:2:aaaa::1");
    expect(connectionKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(connectionKey("2001:db8:1:3::1")).not.toBe(key);
    expect(connectionKey("::ffff:203.0.113.7")).toBe(connectionKey("203.0.113.7"));
    expect(connectionKey("203.0.113.8")).not.toBe(connectionKey("203.0.113.7"));
    expect(key).not.toContain("2001");
  });
});

describe("the cap across a cluster's workers", () => {
  it("is one count for the machine: ten connections from one address, four answered", async () => {
    const script = join(import.meta.dirname, "../../test-support/connections-cluster.ts");
    const { stdout } = await run(process.execPath, ["--import", "tsx", script], {
      timeout: 120_000,
    });
    const { statuses } = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
      statuses: number[];
    };
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 503)).toHaveLength(6);
    // Three processes through the TypeScript loader: slow on a busy machine, not a measure.
  }, 120_000);
});
