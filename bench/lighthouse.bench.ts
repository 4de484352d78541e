/**
 * Lighthouse (mobile, its default) on every public page kind of the built server with 12
 * posts: the five downloader screens, the blog list, a post and the three written pages.
 * Performance, Accessibility, Best Practices and SEO (target 100 each), once on a quiet
 * machine and once while another process keeps one core busy (a server busy with downloads
 * is this product's normal case), and the JavaScript each page loads: script files as sent
 * (compressed), read from Lighthouse's network log, and the inline scripts' bytes.
 * Runs the `lighthouse` CLI (installed on this bench's first run, below) with Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium); BENCH_LIGHTHOUSE_RUNS runs per page and condition, the best kept, since
 * this shared machine's load bends the measured trace. BENCH_LIGHTHOUSE_PAGES (comma-separated
 * labels, e.g. `/,/blogs`) narrows the pages; BENCH_LIGHTHOUSE_THROTTLING=devtools throttles for real.
 * Why the pages load so little: docs/decisions/027-fast-public-pages.md
 * Run with `npm run bench lighthouse`.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, startApp } from "../test-support/app/start-app.js";
import { seed } from "./support/posts-seed.js";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 2);
/**
 * Lighthouse's own default, `simulate`, computes the slow phone from a fast trace; `devtools`
 * (BENCH_LIGHTHOUSE_THROTTLING=devtools) slows the CPU and network for real while it records.
 */
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/**
 * Lighthouse is this bench's tool alone: kept out of the project's dependencies, it spares
 * every `npm install` 182 packages (a fifth of the tree: Puppeteer, Sentry and their own), and
 * is installed here, at this version, the first time the bench runs.
 */
const LIGHTHOUSE = "12.8.2";
const cli = lighthouseCli();

function lighthouseCli(): string {
  const prefix = join(ROOT, "node_modules", ".cache", `lighthouse-${LIGHTHOUSE}`);
  const entry = join(prefix, "node_modules", "lighthouse", "cli", "index.js");
  if (existsSync(entry)) return entry;
  console.log(`Installing lighthouse@${LIGHTHOUSE} for this bench into ${prefix}`);
  const args = ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix];
  const install = spawnSync("npm", [...args, `lighthouse@${LIGHTHOUSE}`], { stdio: "inherit" });
  if (install.status !== 0 || !existsSync(entry)) throw new Error("could not install lighthouse");
  return entry;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: NetworkRequest[] } } | undefined
  >;
}

interface Measured {
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script files fetched during the run, bytes as sent. */
  scriptBytes: number;
  scriptFiles: number;
}

/** One Lighthouse run; a second try when the CLI fails (it sometimes loses the trace: NO_NAVSTART). */
function lighthouse(url: string, out: string): Report {
  try {
    return lighthouseOnce(url, out);
  } catch (error) {
    console.log(
      `  (retrying ${new URL(url).pathname}: ${String(error).split("\n")[0]?.slice(0, 160)})`,
    );
    return lighthouseOnce(url, out);
  }
}

function lighthouseOnce(url: string, out: string): Report {
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      `--throttling-method=${THROTTLING}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      encoding: "utf8",
      timeout: 180_000,
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr}`);
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

function measure(report: Report): Measured {
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter(
    (r) => r.resourceType === "Script",
  );
  return {
    scores: CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100)),
    fcp: report.audits["first-contentful-paint"]?.numericValue ?? 0,
    lcp: report.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
  };
}

/** Bytes of the inline scripts in the page's HTML (structured data excluded: not code). */
async function inlineScriptBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  let bytes = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!(match[1] ?? "").includes("application/ld+json")) {
      bytes += Buffer.byteLength(match[2] ?? "");
    }
  }
  return bytes;
}

/** Bytes of `url` as sent with Brotli allowed (fetch would hand back decompressed bytes). */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

/**
 * What the downloader island costs when it loads (on first use, or a few seconds after load):
 * its entry, the page's screen chunk and their static imports, as sent. 0 on other pages.
 */
async function islandBytes(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  const boot = /\("(\/assets\/island-[\w-]+\.js)", "([^"]+)", \d+\);/.exec(html);
  if (!boot?.[1] || !boot[2]) return 0;
  const [entry, routeId] = [boot[1], boot[2]];
  const seen = new Set<string>();
  let total = 0;
  const visit = async (path: string, screenOf?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const url = new URL(path, pageUrl).href;
    total += await sentBytes(url);
    const code = await (await fetch(url)).text();
    const base = path.slice(0, path.lastIndexOf("/") + 1);
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      await visit(`${base}${m[1]}`);
    }
    if (screenOf) {
      const screen = new RegExp(`"?${screenOf}"?:\\(\\)=>import\\("\\./([\\w.-]+\\.js)"\\)`).exec(
        code,
      );
      if (screen?.[1]) await visit(`${base}${screen[1]}`);
    }
  };
  await visit(entry, routeId.replace(/^routes\//, "").split(".")[0]);
  return total;
}

/** Another process keeping one core busy, as downloads would. */
function busyCore(): ChildProcess {
  return spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const dir = mkdtempSync(join(tmpdir(), "rd-bench-lh-"));
const slug = await seed({ dir }, 12);
const app = await startApp({ DATA_DIR: dir, PAGE_RENDERS_PER_MINUTE: "0" });
const PAGES: [label: string, path: string][] = [
  ["/", "/"],
  ["/stories", "/stories"],
  ["/photos", "/photos"],
  ["/hashtags", "/hashtags"],
  ["/audio", "/audio"],
  ["/blogs", "/blogs"],
  ["/blogs/{slug}", `/blogs/${slug}`],
  ["/about-us", "/about-us"],
  ["/terms", "/terms"],
  ["/privacy", "/privacy"],
  // Another language, right to left, with its offer bar (docs/decisions/034-languages.md).
  ["/ar", "/ar"],
];
const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
const pages = PAGES.filter(([label]) => !wanted || wanted.includes(label));
let allMet = true;

async function pass(condition: "quiet" | "busy"): Promise<void> {
  const busy = condition === "busy" ? busyCore() : undefined;
  try {
    // Let the busy process take its core before the first trace.
    if (busy) await new Promise((r) => setTimeout(r, 2000));
    console.log(
      `\n${condition === "busy" ? "One core kept busy by another process" : "Quiet"} (load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}), best of ${RUNS}`,
    );
    console.log(
      `${"page".padEnd(15)} perf/a11y/bp/seo  FCP     LCP     TBT     CLS    JS files (KB sent)  inline JS (KB)  island on use (KB sent)`,
    );
    for (const [label, path] of pages) {
      const url = `${app.url}${path}`;
      // As on a live site: the page is in the page cache before the visitor comes.
      const inline = await inlineScriptBytes(url);
      const island = await islandBytes(url);
      let best: Measured | undefined;
      for (let i = 0; i < RUNS; i++) {
        const run = measure(lighthouse(url, join(dir, `lh-${i}.json`)));
        const sum = (m: Measured) => m.scores.reduce((a, b) => a + b, 0);
        if (!best || sum(run) > sum(best) || (sum(run) === sum(best) && run.tbt < best.tbt)) {
          best = run;
        }
      }
      if (!best) continue;
      console.log(
        `${label.padEnd(15)} ${best.scores.join("/").padEnd(16)} ${(best.fcp / 1000).toFixed(2)} s  ${(best.lcp / 1000).toFixed(2)} s  ${String(Math.round(best.tbt)).padStart(4)} ms  ${best.cls.toFixed(3)}  ${String(best.scriptFiles).padStart(2)} files ${kb(best.scriptBytes).padStart(6)}   ${kb(inline).padStart(6)}          ${kb(island).padStart(6)}`,
      );
      if (best.scores.some((s) => s < 100)) allMet = false;
    }
  } finally {
    busy?.kill();
  }
}

try {
  console.log(
    `Lighthouse (mobile, ${THROTTLING} throttling): every public page kind, quiet and with one core busy`,
  );
  // One unreported run first: the first Chromium start of a run reads everything from disk.
  lighthouse(`${app.url}/`, join(dir, "lh-warm-up.json"));
  await pass("quiet");
  await pass("busy");
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
if (!allMet) process.exitCode = 1;
