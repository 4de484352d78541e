/**
 * Run by tests/web/shared-state.test.ts as a process of its own: a cluster primary holding the
 * shared lookup store and relaying the pools' events, as `npm start`'s does without Redis,
 * and workers that use them. Prints what each step saw as one JSON line.
 * - three workers look one key up at once: how many upstream loads in all;
 * - one worker benches an egress: whether the others see it;
 * - a worker started afterwards: whether it learns the bench from the replay.
 */
import cluster, { type Worker } from "node:cluster";
import { Cooldowns } from "../server/media/pushback/cooldown.js";
import { LookupCache } from "../server/media/pushback/lookup-cache.js";
import { relaySharedEvents, sharedChannel } from "../server/web/shared-events.js";
import { holdSharedStore, primaryStore } from "../server/web/shared-store.js";

type Step = { step: string; got: unknown };
const BACKOFF = { baseMs: 60_000, maxMs: 600_000 };

if (cluster.isPrimary) {
  holdSharedStore();
  relaySharedEvents();
  const log: Record<string, unknown[]> = {};
  const workers: Worker[] = [];
  const record = (message: Step) => {
    // The workers' questions to the primary come this way too.
    if (typeof message?.step !== "string") return;
    log[message.step] = [...(log[message.step] ?? []), message.got];
    const done = (step: string, n: number) => (log[step]?.length ?? 0) === n;
    if (message.step === "ready" && done("ready", 3)) {
      for (const worker of workers) worker.send("look up");
    }
    if (message.step === "looked up" && done("looked up", 3)) workers[0]?.send("bench");
    if (message.step === "benched") {
      // The others hear it through the primary.
      setTimeout(() => {
        for (const worker of workers.slice(1)) worker.send("report");
      }, 200);
    }
    if (message.step === "cooling" && done("cooling", 2)) {
      const late = cluster.fork({ ROLE: "late" });
      late.on("message", record);
      workers.push(late);
    }
    if (message.step === "late worker cooling") {
      console.log(JSON.stringify(log));
      for (const worker of workers) worker.kill();
    }
  };
  for (let n = 0; n < 3; n++) {
    const worker = cluster.fork({ ROLE: "early" });
    worker.on("message", record);
    workers.push(worker);
  }
} else {
  let loads = 0;
  const cache = new LookupCache<string>(primaryStore(), {
    ttlSeconds: 300,
    lockMs: 10_000,
    pollMs: 20,
    marginMs: 0,
  });
  const cooldowns = new Cooldowns(BACKOFF, Date.now, (event) => channel.publish(event));
  const channel = sharedChannel<Parameters<Cooldowns["apply"]>[0]>("egresses", (event) =>
    cooldowns.apply(event),
  );
  const tell = (step: string, got: unknown) => process.send?.({ step, got } satisfies Step);
  if (process.env.ROLE === "late") {
    // The replay arrives once the channel is open: give it a moment.
    setTimeout(() => tell("late worker cooling", cooldowns.cooling("instagram egress 1")), 300);
  } else {
    process.on("message", async (message: unknown) => {
      if (message === "look up") {
        const value = await cache.get("instagram:post:C1:reel", async () => {
          loads++;
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { value: "items" };
        });
        tell("looked up", { value, loads });
      } else if (message === "bench") {
        cooldowns.strike("instagram egress 1");
        tell("benched", cooldowns.cooling("instagram egress 1"));
      } else if (message === "report") {
        tell("cooling", cooldowns.cooling("instagram egress 1"));
      }
    });
    tell("ready", true);
  }
}
