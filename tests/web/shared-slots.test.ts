import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { slotPool } from "../../server/web/shared-slots.js";

const run = promisify(execFile);

describe("shared slots", () => {
  it("in one process: at most the capacity at once, a slot back on release (once)", async () => {
    const pool = slotPool("alone", () => 2);
    const [a, b, c] = await Promise.all([pool.acquire(), pool.acquire(), pool.acquire()]);
    expect([a !== null, b !== null, c !== null]).toEqual([true, true, false]);
    a?.();
    a?.();
    expect(pool.held()).toBe(1);
    expect(await pool.acquire()).not.toBeNull();
    expect(await pool.acquire()).toBeNull();
  });

  it("across a cluster's workers: one count, and a dead worker's slots come back", async () => {
    const script = join(import.meta.dirname, "../../test-support/shared-slots-cluster.ts");
    const { stdout } = await run(process.execPath, ["--import", "tsx", script], {
      timeout: 120_000,
    });
    expect(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}")).toEqual({
      "first took": [true, true],
      // Capacity 3 for the machine: the second worker gets the one slot left.
      "second took": [true, false],
      // The first worker was killed holding two: they are free again.
      "second after the first died": [true, true],
    });
    // Three processes through the TypeScript loader: slow on a busy machine, not a measure.
  }, 120_000);
});
