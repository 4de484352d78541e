/**
 * What the screen's proof of work costs (docs/decisions/063-screen-proof-of-work.md): the built
 * server with API_KEYS_REQUIRED, Chromium solving its challenges in the page's own worker file,
 * unthrottled and with the CPU slowed 4x through the DevTools protocol (a phone-class CPU, as
 * Lighthouse's mobile preset), beside a plain Node script solving the same kind of challenges
 * (what a scraper pays). Each round: a challenge, its work, a session; interleaved, BENCH_ROUNDS
 * (12) of each. Run with `npm run bench screen-proof`.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { chromium } from "playwright-core";
import { BUILD_DIR, startApp } from "../test-support/app/start-app.js";
import { fullChromiumLaunchOptions } from "../test-support/browser/chromium.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

const worker = readdirSync(join(BUILD_DIR, "client/assets")).find((f) =>
  /^screen-proof-[\w-]+\.js$/.test(f),
);
if (!worker) throw new Error("no screen-proof worker in the build: npm run build");

const app = await startApp({ API_KEYS_REQUIRED: "true", TRUST_PROXY: "loopback" });
const browser = await chromium.launch(fullChromiumLaunchOptions());
try {
  const page = await browser.newPage();
  await page.goto(`${app.url}/about-us`);
  const cdp = await page.context().newCDPSession(page);

  /** One round in the page: challenge, the work in the worker, the session (each from its own address). */
  let visitor = 0;
  const inPage = () =>
    page.evaluate(
      async ({ file, from }) => {
        const headers = { "x-forwarded-for": from };
        const asked = await fetch("/api/screen-session", { headers });
        const { challenge } = await asked.json();
        const started = performance.now();
        const solution = await new Promise<{ counter: number }>((resolve, reject) => {
          const w = new Worker(`/assets/${file}`, { type: "module" });
          w.onmessage = (event) => {
            w.terminate();
            if (event.data) resolve(event.data);
            else reject(new Error("no solution"));
          };
          w.postMessage(challenge);
        });
        const workMs = performance.now() - started;
        const bought = await fetch("/api/screen-session", {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ challenge, solution }),
        });
        return { workMs, tries: solution.counter + 1, ok: bought.ok };
      },
      { file: worker, from: `10.8.0.${++visitor}` },
    );

  const rows: Record<string, { ms: number[]; tries: number[]; failed: number }> = {
    "Chromium, CPU as is": { ms: [], tries: [], failed: 0 },
    "Chromium, CPU 4x slower (phone class)": { ms: [], tries: [], failed: 0 },
    "Node script (what a scraper pays)": { ms: [], tries: [], failed: 0 },
  };
  const note = (name: string, ms: number, tries: number, ok: boolean) => {
    const row = rows[name] as (typeof rows)[string];
    row.ms.push(ms);
    row.tries.push(tries);
    if (!ok) row.failed++;
  };
  for (let round = 0; round < ROUNDS; round++) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const plain = await inPage();
    note("Chromium, CPU as is", plain.workMs, plain.tries, plain.ok);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const phone = await inPage();
    note("Chromium, CPU 4x slower (phone class)", phone.workMs, phone.tries, phone.ok);
    const { challenge } = (await (
      await fetch(`${app.url}/api/screen-session`, {
        headers: { "x-forwarded-for": `10.9.0.${round + 1}` },
      })
    ).json()) as { challenge: Challenge };
    const started = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    note(
      "Node script (what a scraper pays)",
      performance.now() - started,
      (solution?.counter ?? 0) + 1,
      solution !== null,
    );
  }
  const { loadavg } = await import("node:os");
  console.log(`rounds ${ROUNDS}, load average ${loadavg()[0]?.toFixed(1)}`);
  for (const [name, row] of Object.entries(rows)) {
    const msPerTry = row.ms.map((ms, i) => ms / (row.tries[i] as number));
    console.log(
      `${name}: work p50 ${percentile(row.ms, 50).toFixed(0)} ms, p95 ${percentile(row.ms, 95).toFixed(0)} ms; ` +
        `${percentile(msPerTry, 50).toFixed(2)} ms per try; tries p50 ${percentile(row.tries, 50)}; failed ${row.failed}`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
