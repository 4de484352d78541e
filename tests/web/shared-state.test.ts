import { execFile, fork } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const support = (name: string) => join(import.meta.dirname, "../../test-support", name);

/** The last JSON line a support script printed. */
async function outcome(script: string): Promise<unknown> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", support(script)], {
    timeout: 120_000,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
}

describe("state shared by the workers of one machine, through the primary", () => {
  it("one upstream load for a key looked up at once by three workers; a bench seen by all, and by a worker started later", async () => {
    expect(await outcome("shared-state-cluster.ts")).toEqual({
      ready: [true, true, true],
      // Each worker counts its own loads: one of them loaded, the others waited for it.
      "looked up": expect.arrayContaining([
        { value: "items", loads: 1 },
        { value: "items", loads: 0 },
      ]),
      benched: [true],
      cooling: [true, true],
      "late worker cooling": [true],
    });
    // Four processes start through the TypeScript loader: slow on a busy machine, not a measure.
  }, 120_000);

  it("the primary outlives a worker that leaves while its /metrics answer is on the way", async () => {
    expect(await outcome("cluster-primary.ts")).toMatchObject({
      primaryAlive: true,
      workersAlive: 2,
    });
  }, 120_000);
});

describe("questions to the primary", () => {
  it("never grow without bound: unanswered ones time out, late answers are forgotten", async () => {
    // A child whose parent never answers: every question times out.
    const child = fork(support("unanswered-questions.ts"), [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    const report = await new Promise<{ waiting: number; late: number; timedOut: number }>(
      (resolve, reject) => {
        child.on("message", (message: unknown) => {
          if (typeof message === "object" && message && "waiting" in message) {
            resolve(message as never);
          }
        });
        child.on("exit", (code) => reject(new Error(`exited ${code}`)));
      },
    );
    child.kill();
    expect(report).toEqual({ waiting: 0, late: 0, timedOut: 200 });
    // A child through the TypeScript loader: slow on a busy machine, not a measure.
  }, 120_000);
});
