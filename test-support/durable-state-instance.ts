/**
 * Run by tests/web/durable-state.test.ts as processes of their own, with the app's own pools
 * (server/media/pushback/runtime.ts) sharing their state as they do in production:
 * - `busy`: sets Instagram sessions 1 and 3 aside and benches the server's own route for
 *   Instagram, then makes 100,000 lookups' worth of uses and answers through the egress and
 *   session pools, and says when it is done;
 * - `late`: an instance (or worker) that starts afterwards: prints which sessions it sees set
 *   aside, and whether the route rests, as one JSON line.
 * With `ROLE=cluster` it is the `npm start` primary relaying between a busy worker and a late
 * one (no Redis); otherwise each role is an instance on its own, sharing through Redis.
 */
import cluster from "node:cluster";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, setConfig } from "../server/config.js";
import { PLATFORMS } from "../server/media/platforms/index.js";
import { pushback } from "../server/media/pushback/runtime.js";
import { closeShared } from "../server/shutdown.js";
import { relaySharedEvents } from "../server/web/shared-events.js";

const LOOKUPS = 100_000;
const SESSIONS = 5;

function start(role: string) {
  const file = join(tmpdir(), `rd-durable-${process.env.RUN_ID}.txt`);
  if (role === "busy") {
    const lines = Array.from({ length: SESSIONS }, (_, i) => `sessionid=s${i}; csrftoken=t${i}`);
    writeFileSync(file, `${lines.join("\n")}\n`);
  }
  const config = loadConfig({
    DATA_DIR: tmpdir(),
    AUTH_SECRET: "durable-state-test-secret-long-enough-0123456789",
    INSTAGRAM_COOKIES_FILE: file,
    INSTANCE_ID: "one-machine",
    ...(process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: `durable-${process.env.RUN_ID}:` }
      : {}),
  });
  setConfig(config);
  const instagram = PLATFORMS.find((p) => p.name === "instagram");
  if (!instagram) throw new Error("no Instagram in the registry");
  const pools = pushback(config);
  return { sessions: pools.sessions(instagram), egresses: pools.egresses };
}

async function busy(): Promise<void> {
  const { sessions, egresses } = start("busy");
  for (let i = 0; i < SESSIONS; i++) {
    const session = sessions.take();
    if (!session) throw new Error("a session should be free");
    if (session.index === 1 || session.index === 3) sessions.lost(session, "logged_out");
    else sessions.answered(session);
  }
  const direct = egresses.egresses[0];
  if (!direct) throw new Error("no egress");
  egresses.refused(direct, "instagram", 600_000);
  for (let n = 0; n < LOOKUPS; n++) {
    const sent = Date.now();
    const egress = egresses.pick("youtube");
    if (egress) egresses.answered(egress, "youtube", sent);
    const session = sessions.take();
    if (session) sessions.answered(session, sent);
    // As lookups do, a few at a time: what was published goes out meanwhile.
    if (n % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  // Long enough for the last sums and the Redis writes to leave.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function late(): Promise<Record<string, unknown>> {
  const { sessions, egresses } = start("late");
  const direct = egresses.egresses[0];
  const setAside = () =>
    sessions
      .report()
      .filter((s) => s.state === "logged_out")
      .map((s) => s.index);
  // What it hears comes by IPC or Redis: give it up to 5 s to arrive.
  const started = Date.now();
  while (setAside().length < 2 && Date.now() - started < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    setAside: setAside(),
    routeRests: direct ? egresses.cooling(direct, "instagram") : null,
  };
}

const role = process.env.ROLE ?? "";
if (role === "cluster" && cluster.isPrimary) {
  relaySharedEvents();
  const first = cluster.fork({ ROLE: "busy" });
  first.on("message", (message: unknown) => {
    if (message !== "done") return;
    first.kill();
    const second = cluster.fork({ ROLE: "late" });
    second.on("message", (seen: unknown) => {
      // The worker's own questions to the primary come this way too.
      if (typeof seen !== "object" || seen === null || !("setAside" in seen)) return;
      console.log(JSON.stringify(seen));
      second.kill();
    });
  });
} else if (role === "busy") {
  await busy();
  if (cluster.isWorker) process.send?.("done");
  else console.log(JSON.stringify({ done: true }));
  await closeShared();
  if (!cluster.isWorker) process.exit(0);
} else if (role === "late") {
  const seen = await late();
  if (cluster.isWorker) process.send?.(seen);
  else console.log(JSON.stringify(seen));
  await closeShared();
  process.exit(0);
}
