import { randomInt } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idToShortcode } from "../../../server/media/platforms/instagram/shortcode.js";
import { resolveLink, startMediaApp } from "../../../test-support/in-process/media-app.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  type InstagramStandIn,
  startInstagramStandIn,
} from "../../../test-support/stand-ins/instagram.js";
import {
  type BusyInstagram,
  startBusyInstagram,
} from "../../../test-support/stand-ins/instagram-busy.js";

/** One upstream lookup per link, sessions set aside, and methods that step aside. */
let busy: BusyInstagram;
let recorded: InstagramStandIn;
const apps: Running[] = [];

beforeAll(async () => {
  busy = await startBusyInstagram({
    addressBudget: 1000,
    sessions: ["good"],
    loggedOut: ["gone"],
    challenged: ["checked"],
  });
  recorded = await startInstagramStandIn();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all([busy?.close(), recorded?.close()]);
});

async function app(env: Record<string, string>): Promise<Running> {
  const running = await startMediaApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    ...env,
  });
  apps.push(running);
  return running;
}

const busyEnv = () => ({
  INSTAGRAM_WEB_ORIGIN: busy.web.origin,
  INSTAGRAM_API_ORIGIN: busy.web.origin,
});
/** A post code no earlier run has used (the Redis entries outlive a run). */
const freshReel = () =>
  `https://www.instagram.com/reel/${idToShortcode(3_300_000_000_000_000_000n + BigInt(randomInt(2 ** 40)))}/`;
const queries = () => busy.endpoints.total("127.0.0.1 graphql");

describe("one upstream lookup per link", () => {
  it("answers repeated and simultaneous lookups of one link with one request", async () => {
    const running = await app(busyEnv());
    const link = freshReel();
    const before = queries();
    const together = await Promise.all(
      Array.from({ length: 8 }, () => resolveLink(running.origin, link, "reel")),
    );
    const later = await resolveLink(running.origin, link, "reel");
    expect([...together, later].map((r) => r.status)).toEqual(Array(9).fill(200));
    expect(queries() - before).toBe(1);
    // Every answer has its own download links (sealed afresh), for the same file.
    expect(new Set([...together, later].map((r) => r.body.items?.[0]?.download)).size).toBe(9);
    // The sound of the same reel is another answer (the cache keeps sound and pictures apart).
    expect((await resolveLink(running.origin, link, "audio")).status).toBe(200);
    expect(queries() - before).toBe(2);
  });

  it("asks every time with RESOLVE_CACHE_SECONDS=0", async () => {
    const running = await app({ ...busyEnv(), RESOLVE_CACHE_SECONDS: "0" });
    const link = freshReel();
    const before = queries();
    for (let n = 0; n < 3; n++)
      expect((await resolveLink(running.origin, link, "reel")).status).toBe(200);
    expect(queries() - before).toBe(3);
  });

  it("shares one lookup between instances through Redis", async () => {
    // Other suites share this Redis: this run's keys carry their own prefix.
    const env = {
      ...busyEnv(),
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_PREFIX: `test-${randomInt(2 ** 40)}:`,
    };
    const [one, two] = [await app(env), await app(env)] as [Running, Running];
    const link = freshReel();
    const before = queries();
    const answers = await Promise.all([
      resolveLink(one.origin, link, "reel"),
      resolveLink(two.origin, link, "reel"),
      resolveLink(two.origin, link, "reel"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await resolveLink(one.origin, link, "reel")).status).toBe(200);
    expect(queries() - before).toBe(1);
  });
});

describe("the Instagram session pool", () => {
  it("sets a logged-out and a challenged session aside after one try each, and goes on with the good one", async () => {
    const cookies = join(mkdtempSync(join(tmpdir(), "rd-lookups-")), "cookies.txt");
    writeFileSync(cookies, ["sessionid=gone", "sessionid=checked", "sessionid=good"].join("\n"));
    const running = await app({
      ...busyEnv(),
      INSTAGRAM_COOKIES_FILE: cookies,
      RESOLVE_CACHE_SECONDS: "0",
    });
    for (let n = 0; n < 6; n++) {
      expect((await resolveLink(running.origin, freshReel(), "reel")).status).toBe(200);
    }
    expect(busy.sessions.get("session:gone")).toBe(1);
    expect(busy.sessions.get("session:checked")).toBe(1);
    expect(busy.sessions.get("session:good")).toBe(6);
    // Replacing the logged-out line brings a fresh session in, without a restart.
    writeFileSync(cookies, ["sessionid=good", "sessionid=good2"].join("\n"));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await resolveLink(running.origin, freshReel(), "reel")).status).toBe(200);
    expect(busy.sessions.get("session:good2") + busy.sessions.get("session:good")).toBe(7);
  });
});

describe("methods that keep failing", () => {
  it("skips a broken Polaris query after 5 failures in a row and probes it once the cool-down ends", async () => {
    const running = await app({
      INSTAGRAM_WEB_ORIGIN: recorded.web.origin,
      INSTAGRAM_API_ORIGIN: recorded.web.origin,
      // A query id Instagram retired: every Polaris query fails; the post page still answers.
      INSTAGRAM_POLARIS_DOC_ID: "1111",
      RESOLVE_CACHE_SECONDS: "0",
      // Long enough that ten lookups end inside it even on a busy machine.
      MEDIA_COOLDOWN_SECONDS: "8",
    });
    const polaris = () => recorded.web.requests.filter((r) => r.url === "/api/graphql").length;
    const before = polaris();
    for (let n = 0; n < 10; n++) {
      const res = await resolveLink(
        running.origin,
        "https://www.instagram.com/p/CVAksOjMuQu/",
        "post",
      );
      expect(res.status).toBe(200);
    }
    // Five failures, then skipped.
    const afterTen = polaris() - before;
    expect(afterTen).toBe(5);
    // Past the bench (8 s): one probe, which fails and benches it again.
    await new Promise((resolve) => setTimeout(resolve, 8300));
    await resolveLink(running.origin, "https://www.instagram.com/p/CVAksOjMuQu/", "post");
    await resolveLink(running.origin, "https://www.instagram.com/p/CVAksOjMuQu/", "post");
    expect(polaris() - before - afterTen).toBe(1);
  });
});

describe("what a post is never benches a method", () => {
  const recordedEnv = () => ({
    INSTAGRAM_WEB_ORIGIN: recorded.web.origin,
    INSTAGRAM_API_ORIGIN: recorded.web.origin,
    RESOLVE_CACHE_SECONDS: "0",
    MEDIA_COOLDOWN_SECONDS: "60",
  });

  it("deleted posts looked up again and again leave every method in: a good reel still answers", async () => {
    const running = await app(recordedEnv());
    for (let n = 0; n < 7; n++) {
      const gone = await resolveLink(
        running.origin,
        `https://www.instagram.com/reel/Gone${n}Post12/`,
        "reel",
      );
      expect(gone.status).toBe(404);
      expect(gone.body.error?.code).toBe("not_found");
    }
    // Only the Polaris query reads this reel: had the deleted posts benched it, this would fail.
    const good = await resolveLink(
      running.origin,
      "https://www.instagram.com/reel/CfRjHP0g-07/",
      "reel",
    );
    expect(good.status).toBe(200);
    expect(good.body.items?.[0]?.type).toBe("video");
  });

  it("answers a retryable refusal, never 'not found', when every method has stepped aside", async () => {
    // A retired query id: the one method that reads this reel is broken, and so, by their
    // answers, are all the others.
    const running = await app({ ...recordedEnv(), INSTAGRAM_POLARIS_DOC_ID: "1111" });
    const reel = "https://www.instagram.com/reel/CfRjHP0g-07/";
    for (let n = 0; n < 5; n++) {
      const unread = await resolveLink(running.origin, reel, "reel");
      expect(unread.body.error?.code).toBe("upstream_failed");
    }
    const before = recorded.web.requests.length;
    const aside = await resolveLink(running.origin, reel, "reel");
    expect(aside.status).toBe(429);
    expect(aside.body.error?.code).toBe("rate_limited");
    expect(aside.body.error?.retryAfter).toBeGreaterThan(0);
    // Nothing was asked while every method rests.
    expect(recorded.web.requests.length).toBe(before);
  });
});

describe("the lookup cache key", () => {
  it("carries the link's form and the kind asked: a reel is not answered from a post's entry", async () => {
    const running = await app(busyEnv());
    const code = new URL(freshReel()).pathname.split("/")[2];
    const before = queries();
    const ask = (form: string, kind: string) =>
      resolveLink(running.origin, `https://www.instagram.com/${form}/${code}/`, kind);
    expect((await ask("p", "post")).status).toBe(200);
    expect((await ask("p", "post")).status).toBe(200);
    expect(queries() - before).toBe(1);
    // The same post as a reel (a photo would not do), and on the reel screen: other questions.
    expect((await ask("reel", "reel")).status).toBe(200);
    expect((await ask("p", "reel")).status).toBe(200);
    expect(queries() - before).toBe(3);
  });
});
