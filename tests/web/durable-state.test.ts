import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";

/**
 * Issue 36, item 3: every lookup published a use and an answer, and the replay a starting
 * process reads (the primary's, the Redis stream) kept the last 20,000 events: past about 11
 * lookups a second, a session set aside fell out of it and a later instance used a dead
 * session again. Facts are now kept as state apart from the changes, and uses and answers
 * summed: an instance (or a worker) that starts after 100,000 lookups sees every session
 * still set aside, and the rest still running. Why: docs/decisions/065-durable-pool-state.md
 */
const run = promisify(execFile);
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const script = join(import.meta.dirname, "../../test-support/durable-state-instance.ts");

async function instance(env: Record<string, string>): Promise<unknown> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, ...env },
    timeout: 240_000,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
}

const EXPECTED = { setAside: [1, 3], routeRests: true };

describe("a process that starts after 100,000 lookups", () => {
  it("sees every session still set aside: an instance sharing through Redis", async () => {
    const env = { RUN_ID: randomUUID(), TEST_REDIS_URL: REDIS_URL };
    try {
      expect(await instance({ ...env, ROLE: "busy" })).toEqual({ done: true });
      expect(await instance({ ...env, ROLE: "late" })).toEqual(EXPECTED);
    } finally {
      // The run's stream and facts (test-support/durable-state-instance.ts names the prefix).
      const redis = new Redis(REDIS_URL);
      await redis.del(`durable-${env.RUN_ID}:events`, `durable-${env.RUN_ID}:facts`);
      await redis.quit();
    }
    // Processes through the TypeScript loader and 100,000 lookups: slow on a busy machine.
  }, 240_000);

  it("sees every session still set aside: a worker of npm start, through the primary", async () => {
    const env = { RUN_ID: randomUUID(), TEST_REDIS_URL: "", ROLE: "cluster" };
    // A machine without Redis: the primary holds what its workers share.
    expect(await instance(env)).toEqual(EXPECTED);
  }, 240_000);
});
