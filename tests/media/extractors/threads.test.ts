import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { lookUpAs, refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import { bytesOf } from "../../../test-support/media-files.js";
import {
  type ForwardProxy,
  startHttpProxy,
} from "../../../test-support/stand-ins/forward-proxies.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { startThreads, type ThreadsStandIn } from "../../../test-support/stand-ins/threads.js";

/**
 * The built-in Threads extractor against a local stand-in answering as Threads does logged
 * out in 2026 (test-support/stand-ins/threads.ts, decision 047).
 */
let threads: ThreadsStandIn;
let proxy: ForwardProxy;
const apps: Running[] = [];

beforeAll(async () => {
  threads = await startThreads();
  proxy = await startHttpProxy("127.0.0.8");
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await Promise.all([threads?.close(), proxy?.close()]);
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  THREADS_ORIGIN: threads.web.origin,
  // The probe of a wall reads a public post of the stand-in's.
  THREADS_PROBE_URL: "https://www.threads.com/@zuck/post/DPh0t0P0st1",
  ...extra,
});

/** Page requests per source address since `before`, for the addresses that asked. */
function grewSince(before: Map<string, number>): Map<string, number> {
  return new Map(
    [...threads.pagesBy]
      .map(([address, n]): [string, number] => [address, n - (before.get(address) ?? 0)])
      .filter(([, n]) => n > 0),
  );
}

/** An app of its own: a refusal rests its egresses, which must not spill into other tests. */
async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp(env(extra));
  apps.push(app);
  return app;
}

async function fileOf(app: { origin: string }, path: string | undefined): Promise<Buffer> {
  const res = await fetchTunnel(app, path);
  expect(res.status).toBe(200);
  return bytesOf(res);
}

describe("built-in Threads extractor (the post page as Safari loads it)", () => {
  const app = useMediaApp(() => env());

  it("gives a video post's largest MP4, byte for byte, from a threads.net link with query noise", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://threads.net/@zuck/post/DHV7vTivqWD?xmt=AQGzKp&slof=1",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "threads-DHV7vTivqWD.mp4",
      width: 160,
      height: 120,
    });
    expect((await fileOf(app, body.items?.[0]?.download)).equals(threads.media.mp4)).toBe(true);
    const page = threads.web.requests.findLast((r) => r.url.includes("DHV7vTivqWD"));
    expect(page?.url).toBe("/@zuck/post/DHV7vTivqWD");
    expect(page?.headers["user-agent"]).toMatch(/Version\/[\d.]+ Safari\//);
    expect(page?.headers.accept).toMatch(/^text\/html,/);
  });

  it("gives a photo post's largest image, not the related post's", async () => {
    const { body } = await resolveLink(app.origin, "https://www.threads.com/t/DPh0t0P0st1", "post");
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "photo",
      filename: "threads-DPh0t0P0st1.jpg",
      width: 328,
      height: 320,
    });
    expect(
      (await fileOf(app, body.items?.[0]?.download)).equals(threads.media.jpegs[1] as Buffer),
    ).toBe(true);
  });

  it("lists a carousel item by item, in order, with one ZIP of them all", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.threads.com/@zuck/post/DCar0uSe1x9",
      "post",
    );
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["photo", "threads-DCar0uSe1x9-1.jpg"],
      ["video", "threads-DCar0uSe1x9-2.mp4"],
      ["photo", "threads-DCar0uSe1x9-3.jpg"],
    ]);
    const files = await Promise.all((body.items ?? []).map((i) => fileOf(app, i.download)));
    expect(files[0]?.equals(threads.media.jpegs[0] as Buffer)).toBe(true);
    expect(files[1]?.equals(threads.media.mp4)).toBe(true);
    expect(files[2]?.equals(threads.media.jpegs[2] as Buffer)).toBe(true);
    expect(body.archive?.filename).toBe("threads-DCar0uSe1x9.zip");
  });

  it("gives a repost's video: the media lives in the post it shares", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.threads.com/post/DRep0st0001",
      "reel",
    );
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["video", "threads-DRep0st0001.mp4"],
    ]);
    expect((await fileOf(app, body.items?.[0]?.download)).equals(threads.media.mp4)).toBe(true);
  });

  it("follows a share link once, to the post it names", async () => {
    const before = threads.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.threads.com/share/AbCdEf12345/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("threads-DHV7vTivqWD.mp4");
    const asked = threads.web.requests.slice(before).map((r) => r.url);
    expect(asked[0]).toBe("/share/AbCdEf12345/");
  });

  it("says a text post has no photo or video, and a 404 is not found", async () => {
    const text = await resolveLink(app.origin, "https://www.threads.com/post/DTextOnly00", "post");
    expect(text.status).toBe(404);
    expect(text.body.error).toMatchObject({
      code: "not_found",
      reason: "no_media",
      message: "This post has no photo or video to download.",
    });
    const gone = await resolveLink(app.origin, "https://www.threads.com/post/DGone000001", "post");
    expect(gone.status).toBe(404);
    expect(gone.body.error?.code).toBe("not_found");
  });
});

describe("Threads' share links, followed inside the lookup", () => {
  it("one share link pasted 50 times at once is followed once", async () => {
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const before = threads.web.requests.filter((r) => r.url.startsWith("/share/")).length;
    // Fifty visitors (each within their own limit) paste the same link.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        lookUpAs(app, `198.51.100.${i + 1}`, "https://www.threads.com/share/AbCdEf12345/", "reel"),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const follows = threads.web.requests.filter((r) => r.url.startsWith("/share/")).length;
    expect(follows - before).toBe(1);
  });

  it("a 429 on a share link rests the address and the next one asks; a 5xx is Threads' failure", async () => {
    const app = await freshApp({ MEDIA_PROXIES: proxy.url });
    const before = threads.web.requests.length;
    const limited = await resolveLink(
      app.origin,
      "https://www.threads.com/share/RateLimit01/",
      "reel",
    );
    expect(limited.status).toBe(429);
    const asked = threads.web.requests.slice(before).map((r) => `${r.remote} ${r.url}`);
    expect(asked).toEqual(["127.0.0.1 /share/RateLimit01/", "127.0.0.8 /share/RateLimit01/"]);
    const failed = await resolveLink(
      app.origin,
      "https://www.threads.com/share/ServerErr01/",
      "reel",
    );
    expect(failed.body.error?.code).not.toBe("not_found");
  });
});

describe("Threads pushing back: refusals of the egress, never 'not found'", () => {
  it("a 429 rests the egress with Threads' Retry-After, and nothing more is asked until it ends", async () => {
    const app = await freshApp();
    const before = threads.pageRequests();
    const first = await resolveLink(app.origin, "https://www.threads.com/post/DLimited001", "reel");
    expect(first.status).toBe(429);
    expect(first.body.error?.code).toBe("rate_limited");
    expect(first.body.error?.retryAfter).toBeGreaterThan(20);
    expect(first.body.error?.retryAfter).toBeLessThanOrEqual(30);
    expect(threads.pageRequests() - before).toBe(1);
    // Another post: the egress is still resting for Threads, so Threads is not asked.
    const second = await resolveLink(
      app.origin,
      "https://www.threads.com/post/DPh0t0P0st1",
      "post",
    );
    expect(second.status).toBe(429);
    expect(threads.pageRequests() - before).toBe(1);
  });

  it("a challenge refuses one egress, and the next one is asked once", async () => {
    const app = await freshApp({ MEDIA_PROXIES: proxy.url });
    const before = new Map(threads.pagesBy);
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.threads.com/post/DChallenge1",
      "reel",
    );
    expect(status).toBe(429);
    expect(body.error?.code).toBe("rate_limited");
    expect(grewSince(before)).toEqual(
      new Map([
        ["127.0.0.1", 1],
        ["127.0.0.8", 1],
      ]),
    );
  });

  it.each([
    ["the empty shell", "DSh3llOnly1"],
    ["the login wall", "DLoginWall1"],
  ])(
    "%s of one post is that post's answer: nothing rests, the next post is answered",
    async (_name, code) => {
      // The server's own address only: were it rested, the next lookup would answer 429.
      const app = await freshApp();
      const before = new Map(threads.pagesBy);
      const walled = await resolveLink(app.origin, `https://www.threads.com/post/${code}`, "reel");
      expect(walled.status).toBe(403);
      expect(walled.body.error?.code).toBe("login_required");
      // The post's page and one probe of a public post, both through the same address.
      expect(grewSince(before)).toEqual(new Map([["127.0.0.1", 2]]));
      // The address was served: someone else's public post is answered through it at once.
      const next = await resolveLink(
        app.origin,
        "https://www.threads.com/post/DHV7vTivqWD",
        "reel",
      );
      expect(next.status).toBe(200);
      expect(grewSince(before)).toEqual(new Map([["127.0.0.1", 3]]));
      // Within the evidence window the same wall needs no probe.
      await resolveLink(app.origin, `https://www.threads.com/post/${code}`, "reel");
      expect(grewSince(before)).toEqual(new Map([["127.0.0.1", 4]]));
    },
  );

  it("a wall meant for the address (the probe is walled too) rests it, and the next address answers", async () => {
    const app = await freshApp({ MEDIA_PROXIES: proxy.url });
    threads.walled.add("127.0.0.1");
    try {
      const before = new Map(threads.pagesBy);
      const first = await resolveLink(
        app.origin,
        "https://www.threads.com/post/DHV7vTivqWD",
        "reel",
      );
      expect(first.status).toBe(200);
      expect(grewSince(before)).toEqual(
        new Map([
          ["127.0.0.1", 2],
          ["127.0.0.8", 1],
        ]),
      );
      // The walled address rests: the next lookup goes straight to the other.
      const second = await resolveLink(
        app.origin,
        "https://www.threads.com/post/DPh0t0P0st1",
        "post",
      );
      expect(second.status).toBe(200);
      expect(grewSince(before)).toEqual(
        new Map([
          ["127.0.0.1", 2],
          ["127.0.0.8", 2],
        ]),
      );
    } finally {
      threads.walled.delete("127.0.0.1");
    }
  });

  it("one visitor pasting refused posts at the visitor limit does not cost anyone else Threads (lookup cache off)", async () => {
    // All at once here (a visitor's minute in one burst): the bound on lookups in flight is
    // not what this measures.
    const app = await freshApp({ RESOLVE_CACHE_SECONDS: "0", LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => `DPrivate${String(i).padStart(3, "0")}`);
    for (const code of refused) threads.posts.set(code, "login");
    const publicPosts = ["DHV7vTivqWD", "DPh0t0P0st1", "DCar0uSe1x9", "DRep0st0001"];
    const before = new Map(threads.pagesBy);
    const { theirs: refusedAnswers, others: otherAnswers } = await refusedVisitorBesideOthers(
      app,
      refused.map((code) => `https://www.threads.com/post/${code}`),
      publicPosts.map((code) => `https://www.threads.com/post/${code}`),
    );
    expect(otherAnswers).toHaveLength(8);
    expect(otherAnswers.every((a) => a.status === 200)).toBe(true);
    expect(refusedAnswers.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    // Every lookup asked once, plus at most one probe: the walls never rested the address.
    const asked = grewSince(before).get("127.0.0.1") ?? 0;
    expect(asked).toBeGreaterThanOrEqual(32);
    expect(asked).toBeLessThanOrEqual(33);
    const after = await lookUpAs(app, "198.51.100.200", "https://www.threads.com/post/DHV7vTivqWD");
    expect(after.status).toBe(200);
  });

  it("a Chrome user agent set by the operator gets the shell: refused, not 'not found'", async () => {
    const app = await freshApp({
      THREADS_USER_AGENT:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/151.0.0.0 Safari/537.36",
    });
    const { status } = await resolveLink(
      app.origin,
      "https://www.threads.com/post/DHV7vTivqWD",
      "reel",
    );
    expect(status).toBe(429);
  });
});
