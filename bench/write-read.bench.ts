/**
 * A write on one instance, read on another: two instances of the built server on one
 * PostgreSQL database and one Redis, a post created through the admin API of the first,
 * and the time until the second's cached `/blogs` shows it (target: within 1 s).
 * Run with `npm run bench write-read` (BENCH_WRITES sets the number of posts, default 10).
 */
import { randomBytes } from "node:crypto";
import { accountToken, postWriter } from "../test-support/app/accounts.js";
import { type RunningApp, startApp } from "../test-support/app/start-app.js";
import { freshPostgresDatabase, postgresAnswers } from "./support/posts-seed.js";

const WRITES = Number(process.env.BENCH_WRITES ?? 10);
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const OWNER = "bench-owner@example.test";

async function visible(app: RunningApp, title: string): Promise<boolean> {
  const res = await fetch(`${app.url}/blogs`);
  return (await res.text()).includes(title);
}

if (!(await postgresAnswers())) {
  console.log("PostgreSQL not reachable: write-then-read skipped.");
} else {
  const database = await freshPostgresDatabase();
  const apps: RunningApp[] = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      ADMIN_EMAILS: OWNER,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
      // One address reads every page: no per-visitor limit on renders.
      PAGE_RENDERS_PER_MINUTE: "0",
    };
    apps.push(await startApp(env));
    apps.push(await startApp(env));
    const [writerApp, readerApp] = apps as [RunningApp, RunningApp];
    const writer = postWriter(writerApp, await accountToken(writerApp, OWNER));
    const delays: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      await visible(readerApp, "warm"); // the reader's /blogs is in its cache before each write
      const title = `Write then read ${i} ${randomBytes(3).toString("hex")}`;
      const written = Date.now();
      await writer.create({ title });
      while (!(await visible(readerApp, title))) {
        if (Date.now() - written > 10_000) throw new Error("not visible after 10 s");
        await new Promise((r) => setTimeout(r, 10));
      }
      delays.push(Date.now() - written);
    }
    delays.sort((a, b) => a - b);
    const max = delays.at(-1) ?? 0;
    console.log(
      "write on instance A, read on instance B (PostgreSQL + Redis), ms from the write's start",
    );
    console.log(
      `writes ${WRITES}  median ${delays[Math.floor(delays.length / 2)]}  max ${max}  (target: within 1000): ${max <= 1000 ? "met" : "NOT met"}`,
    );
    if (max > 1000) process.exitCode = 1;
  } finally {
    await Promise.all(apps.map((a) => a.stop()));
    await database.drop();
  }
}
