/**
 * Run by tests/web/shared-slots.test.ts as a process of its own: a cluster primary holding the
 * shared slots and two workers taking them, printing what each step got as one JSON line.
 */
import cluster from "node:cluster";
import { holdSharedSlots, slotPool } from "../server/web/shared-slots.js";

const CAPACITY = 3;

if (cluster.isPrimary) {
  holdSharedSlots();
  const log: Record<string, unknown> = {};
  const first = cluster.fork({ ROLE: "first" });
  first.on("message", (message: { step: string; got: unknown }) => {
    log[message.step] = message.got;
    // The first worker holds two slots and dies without giving them back.
    if (message.step === "first took") {
      const second = cluster.fork({ ROLE: "second" });
      second.on("message", (m: { step: string; got: unknown }) => {
        log[m.step] = m.got;
        if (m.step === "second took") first.process.kill("SIGKILL");
        if (m.step === "second after the first died") {
          console.log(JSON.stringify(log));
          second.kill();
        }
      });
      first.on("exit", () => second.send("first gone"));
    }
  });
} else {
  const pool = slotPool("test", () => CAPACITY);
  const take = async (n: number) => {
    const got: boolean[] = [];
    for (let i = 0; i < n; i++) got.push((await pool.acquire()) !== null);
    return got;
  };
  if (process.env.ROLE === "first") {
    process.send?.({ step: "first took", got: await take(2) });
  } else {
    process.send?.({ step: "second took", got: await take(2) });
    process.on("message", async (message: unknown) => {
      if (message !== "first gone") return;
      process.send?.({ step: "second after the first died", got: await take(2) });
    });
  }
}
