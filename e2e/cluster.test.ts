import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResolveResponse } from "../common/media-api.js";
import { accountToken, postWriter } from "../test-support/app/accounts.js";
import { type RunningNginx, startNginx } from "../test-support/app/nginx.js";
import { freePort, type RunningApp, startApp } from "../test-support/app/start-app.js";
import { freshPostgresSchema } from "../test-support/databases.js";
import { startPotProvider } from "../test-support/stand-ins/budgets.js";
import { type ForwardProxy, startHttpProxy } from "../test-support/stand-ins/forward-proxies.js";
import {
  type BusyInstagram,
  startBusyInstagram,
} from "../test-support/stand-ins/instagram-busy.js";
import { makeYoutubeMedia } from "../test-support/stand-ins/youtube.js";
import { type BusyYoutube, startBusyYoutube } from "../test-support/stand-ins/youtube-busy.js";

/**
 * Two instances of two workers each behind real nginx, sharing PostgreSQL and Redis, as
 * docs/several-instances.md sets them up: one lookup per link for the whole
 * deployment, a YouTube stream never fetched from an address that did not ask for it, a
 * download with Range through the tunnel, a post written on one instance seen on the other's
 * cached pages, and one instance killed mid-crowd while the other answers and no acknowledged
 * write is lost. Why: docs/decisions/036-one-state-across-processes.md
 */
const OWNER = "owner@cluster.test";
let instagram: BusyInstagram;
let youtube: BusyYoutube;
let proxies: ForwardProxy[];
let apps: RunningApp[];
let nginx: RunningNginx;
let dropSchema: () => Promise<void>;
const dataDir = mkdtempSync(join(tmpdir(), "rd-cluster-"));

beforeAll(async () => {
  const [ig, yt, pot, a, b, schema] = await Promise.all([
    startBusyInstagram({ addressBudget: 10_000 }),
    startBusyYoutube(makeYoutubeMedia(1), { addressBudget: 10_000 }),
    startPotProvider(),
    // Each instance leaves from its own address: a YouTube stream works only from the one that asked.
    startHttpProxy("127.0.0.2"),
    startHttpProxy("127.0.0.3"),
    freshPostgresSchema(),
  ]);
  [instagram, youtube, proxies] = [ig, yt, [a, b]];
  dropSchema = () => Promise.all([schema.drop(), pot.close()]).then(() => undefined);
  const shared = {
    WEB_CONCURRENCY: "2",
    DATABASE_URL: schema.url,
    DATA_DIR: dataDir,
    REDIS_URL: "redis://127.0.0.1:6379",
    // Other suites share this Redis: this run's keys and stream carry their own prefix.
    REDIS_PREFIX: `test-${randomUUID()}:`,
    // The crowds here test one lookup per link, not the bound on lookups in flight (064): up to
    // 20 new links may land on one worker at once.
    LOOKUPS_IN_FLIGHT: "32",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_EMAILS: OWNER,
    TRUST_PROXY: "loopback",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    MEDIA_DIRECT: "false",
    INSTAGRAM_WEB_ORIGIN: ig.web.origin,
    INSTAGRAM_API_ORIGIN: ig.web.origin,
    YOUTUBE_ORIGIN: yt.origin,
    YOUTUBE_POT_PROVIDER_URL: pot.origin,
  };
  // Side by side on one schema (the migrator locks it: one applies, the other waits). Both
  // answer on nginx's address.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  apps = await Promise.all(
    [a, b].map((proxy) =>
      startApp(
        { ...shared, PUBLIC_URL: publicUrl, MEDIA_PROXIES: proxy.url },
        { limitMs: 240_000 },
      ),
    ),
  );
  nginx = await startNginx(
    apps.map((app) => new URL(app.url).host),
    port,
  );
  // Six processes start at once: a minute or more on a busy machine, seconds on a quiet one.
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all((apps ?? []).map((app) => app.stop()));
  await Promise.all([
    instagram?.close(),
    youtube?.close(),
    ...(proxies ?? []).map((p) => p.close()),
  ]);
  await dropSchema?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A visitor of its own (nginx adds the hop; the apps trust loopback). */
const visitor = () => ({ "x-forwarded-for": `10.9.${randomInt(256)}.${randomInt(256)}` });

async function resolve(origin: string, url: string, kind = "reel") {
  const res = await fetch(`${origin}/api/resolve`, {
    method: "POST",
    headers: { "content-type": "application/json", ...visitor() },
    body: JSON.stringify({ url, kind }),
  });
  return { status: res.status, body: (await res.json()) as Partial<ResolveResponse> };
}

const reel = () =>
  `https://www.instagram.com/reel/C${randomBytes(8).toString("base64url").replace(/[-_]/g, "x")}/`;
const instagramCalls = () => instagram.seen.total() + instagram.sessions.total();

describe("two instances of two workers behind nginx", () => {
  it("look each link up once for the whole deployment, however the crowd lands", async () => {
    const links = Array.from({ length: 20 }, reel);
    const crowd = [...links, ...links, ...Array.from({ length: 10 }, () => links[0] as string)];
    const count = (endpoint: string) =>
      instagram.endpoints.total(`127.0.0.2 ${endpoint}`) +
      instagram.endpoints.total(`127.0.0.3 ${endpoint}`);
    const queries = () => count("graphql");
    const before = { queries: queries(), all: instagramCalls() };
    const answers = await Promise.all(crowd.map((link) => resolve(nginx.url, link)));
    expect(answers.map((a) => a.status)).toEqual(crowd.map(() => 200));
    // Each new reel is asked once, wherever nginx sent its 2 or 12 lookups.
    expect(queries() - before.queries).toBe(20);
    // Beside them, only each worker's anonymous web session (the home page and the ruling),
    // once per worker: 4 workers.
    expect(instagramCalls() - before.all - 20).toBeLessThanOrEqual(4 * 2);
    // Ten simultaneous lookups of one new reel: one upstream query.
    const one = reel();
    const start = queries();
    const ten = await Promise.all(Array.from({ length: 10 }, () => resolve(nginx.url, one)));
    expect(ten.every((a) => a.status === 200)).toBe(true);
    expect(queries() - start).toBe(1);
  });

  it("never fetch a YouTube stream from an address that did not ask: the other instance looks it up again", async () => {
    const [first, second] = apps as [RunningApp, RunningApp];
    const video = `https://www.youtube.com/watch?v=c${randomBytes(5).toString("hex")}`;
    const answer = await resolve(first.url, video, "reel");
    expect(answer.status).toBe(200);
    const download = answer.body.items?.[0]?.download as string;
    const refusedBefore = youtube.downloadsRefused.total();
    const asked = youtube.seen.total();
    // Fetched on the instance that asked: its own address.
    const here = await fetch(`${first.url}${download}`, { method: "HEAD" });
    expect(here.status).toBe(200);
    // On the other instance: looked up again through its own address, then fetched from there.
    const there = await fetch(`${second.url}${download}`, { method: "HEAD" });
    expect(there.status).toBe(200);
    expect(youtube.seen.total()).toBeGreaterThan(asked);
    expect(youtube.seen.get("127.0.0.3")).toBeGreaterThan(0);
    expect(youtube.downloadsRefused.total()).toBe(refusedBefore);
  });

  it("relay a download with Range through nginx's unbuffered tunnel", async () => {
    const answer = await resolve(nginx.url, reel());
    const path = answer.body.items?.[0]?.download as string;
    const res = await fetch(`${nginx.url}${path}`, { headers: { range: "bytes=0-99" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it("drop every instance's cached pages when a post is written on one", async () => {
    const token = await accountToken({ url: nginx.url, dataDir }, OWNER);
    const titleOf = `Written once ${randomUUID().slice(0, 8)}`;
    // Each instance has /blogs cached.
    for (const app of apps)
      expect(await (await fetch(`${app.url}/blogs`)).text()).not.toContain(titleOf);
    await postWriter({ url: nginx.url }, token).create({ title: titleOf });
    for (const app of apps) {
      const deadline = Date.now() + 5000;
      let page = "";
      while (Date.now() < deadline) {
        page = await (await fetch(`${app.url}/blogs`, { headers: visitor() })).text();
        if (page.includes(titleOf)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(page).toContain(titleOf);
    }
  });

  it("keep answering when one instance is killed mid-crowd, and lose no acknowledged write", async () => {
    const token = await accountToken({ url: nginx.url, dataDir }, OWNER);
    const writer = postWriter({ url: nginx.url }, token);
    const victim = apps[1] as RunningApp;
    const statuses: number[] = [];
    const written: string[] = [];
    let killed = false;
    const pages = ["/", "/blogs", "/about-us", "/privacy"];
    const crowd = Array.from({ length: 8 }, async (_, lane) => {
      for (let n = 0; n < 25; n++) {
        if (lane === 0 && n === 6 && !killed) {
          killed = true;
          killTree(victim.pid);
        }
        if (lane === 1 && n % 5 === 0) {
          const title = `Kept ${lane}-${n}-${randomUUID().slice(0, 6)}`;
          // A write that failed was never acknowledged; one that answered must last.
          await writer.create({ title }).then(
            () => written.push(title),
            () => undefined,
          );
        }
        const res = await fetch(`${nginx.url}${pages[n % pages.length]}`, { headers: visitor() });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    });
    await Promise.all(crowd);
    expect(killed).toBe(true);
    // Every page request was answered: nginx sent what met the dead instance to the other.
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(written.length).toBeGreaterThan(0);
    // Newest first, twelve a page: every acknowledged post of this test is on the first.
    const list = await (await fetch(`${nginx.url}/blogs`, { headers: visitor() })).text();
    for (const title of written) expect(list).toContain(title);
  });
});

/** SIGKILL to a process and every descendant (the primary of `npm start` and its workers). */
function killTree(pid: number): void {
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i] as number));
  for (const id of all) {
    try {
      process.kill(id, "SIGKILL");
    } catch {
      // gone already
    }
  }
}
