import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import {
  configure,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { lookUpAs, refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import {
  type ForwardProxy,
  startHttpProxy,
} from "../../../test-support/stand-ins/forward-proxies.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  type RedditStandIn,
  redditEnv,
  startRedditStandIn,
} from "../../../test-support/stand-ins/reddit.js";

/**
 * Reddit's answers table (decisions 059 and 061) against the stand-in's variants: what the
 * visitor is told, and what rests, counted per source address (an HTTP proxy on 127.0.0.9 is the
 * second egress where it matters).
 */
let rd: RedditStandIn;
let proxy: ForwardProxy;
const apps: Running[] = [];
const PROBE = "probe01";

beforeAll(async () => {
  rd = await startRedditStandIn();
  proxy = await startHttpProxy("127.0.0.9");
  const variants: [string, Parameters<typeof rd.posts.set>[1]][] = [
    [PROBE, "image"],
    ["pub001", "image"],
    ["pub002", "gallery"],
    ["pub003", "gif"],
    ["gone01", "not-found"],
    ["remov1", "removed"],
    ["priv01", "private"],
    ["quar01", "quarantined"],
    ["forb01", "forbidden"],
    ["rate01", "rate-limited"],
    ["block1", "blocked"],
    ["fail01", "server-error"],
    ["chng01", "changed"],
    ["else01", "link-elsewhere"],
    ["host01", "hostile-gallery"],
  ];
  for (const [id, variant] of variants) rd.posts.set(id, variant);
  rd.shares.set("FiveOhTwo1", "502");
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await Promise.all([rd?.close(), proxy?.close()]);
});

const post = (id: string) => `https://www.reddit.com/comments/${id}/`;

/** An app of its own: a rest must not spill into other tests. */
async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp({
    ...redditEnv(rd),
    REDDIT_PROBE_URL: post(PROBE),
    RESOLVE_CACHE_SECONDS: "0",
    ...extra,
  });
  apps.push(app);
  return app;
}

/** The posts' JSON asked since `from`, by id, from `remote`. */
function postsAsked(from: number, remote = "127.0.0.1"): string[] {
  return rd.web.requests
    .slice(from)
    .filter((r) => r.remote === remote && r.url.startsWith("/comments/"))
    .map((r) => r.url.split("/")[2] ?? "");
}

describe("Reddit's answers, one address", () => {
  it.each([
    ["removed", "gone01", 404, "not_found"],
    ["removed by a moderator", "remov1", 410, "removed"],
    ["a private community", "priv01", 403, "private"],
    ["a quarantined community", "quar01", 403, "login_required"],
    ["an HTML 500", "fail01", 424, "upstream_failed"],
    ["an answer whose format changed", "chng01", 424, "upstream_failed"],
  ])("%s: the post's answer, nothing rests", async (_name, id, status, expected) => {
    const app = await freshApp();
    const answer = await resolveLink(app.origin, post(id), "post");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(expected);
    const from = rd.web.requests.length;
    expect((await resolveLink(app.origin, post("pub001"), "post")).status).toBe(200);
    // No probe was needed: the post's own answer said what it is.
    expect(postsAsked(from)).toEqual(["pub001"]);
  });

  it("a 403 naming no reason is a wall: login_required for that post after one probe; nothing rests", async () => {
    const app = await freshApp();
    const from = rd.web.requests.length;
    const walled = await resolveLink(app.origin, post("forb01"), "post");
    expect(walled.status).toBe(403);
    expect(walled.body.error?.code).toBe("login_required");
    expect(postsAsked(from)).toEqual(["forb01", PROBE]);
    const again = rd.web.requests.length;
    expect((await resolveLink(app.origin, post("forb01"), "post")).status).toBe(403);
    expect(postsAsked(again)).toEqual(["forb01"]);
    expect((await resolveLink(app.origin, post("pub001"), "post")).status).toBe(200);
  });

  it.each([
    ["a 429", "rate01"],
    ["the block page", "block1"],
  ])(
    "%s rests the address: a retryable refusal, and the next lookup does not knock",
    async (_n, id) => {
      const app = await freshApp();
      const refused = await resolveLink(app.origin, post(id), "post");
      expect(refused.status).toBe(429);
      expect(refused.body.error?.code).toBe("rate_limited");
      const from = rd.web.requests.length;
      expect((await resolveLink(app.origin, post("pub001"), "post")).status).toBe(429);
      expect(rd.web.requests.length).toBe(from);
    },
  );

  it("a 5xx on a share link is the platform's failure, never 'not found'", async () => {
    const app = await freshApp();
    const res = await resolveLink(
      app.origin,
      "https://www.reddit.com/r/videos/s/FiveOhTwo1",
      "post",
    );
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("upstream_failed");
  });
});

describe("a wall meant for the address", () => {
  it("rests it once the probe is walled too, and the next address answers", async () => {
    const app = await freshApp({ MEDIA_PROXIES: proxy.url });
    rd.walled.add("127.0.0.1");
    const from = rd.web.requests.length;
    try {
      expect((await resolveLink(app.origin, post("pub001"), "post")).status).toBe(200);
      expect((await resolveLink(app.origin, post("pub002"), "post")).status).toBe(200);
      // The walled address: at most a post and the probe, then nothing more.
      expect(postsAsked(from, "127.0.0.1").length).toBeLessThanOrEqual(2);
      expect(postsAsked(from, "127.0.0.9").length).toBeGreaterThanOrEqual(2);
    } finally {
      rd.walled.delete("127.0.0.1");
    }
  });
});

describe("one visitor pasting walled posts beside others (lookup cache off)", () => {
  it("costs no one else Reddit: everyone else answered, that visitor told the post's reason", async () => {
    // A visitor's minute in one burst: the bound on lookups in flight is not what this measures.
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => `wal${String(i).padStart(3, "0")}`);
    for (const id of refused) rd.posts.set(id, "forbidden");
    const from = rd.web.requests.length;
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map(post),
      ["pub001", "pub002", "pub003"].map(post),
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    // Each post asked once, and at most one probe: the walls never rested the address.
    expect(postsAsked(from).length).toBeLessThanOrEqual(24 + 8 + 1);
    expect((await lookUpAs(app, "198.51.100.200", post(PROBE))).status).toBe(200);
  });
});

describe("hostile answers", () => {
  it("a link post naming a user-content host is no media of Reddit's: nothing fetched there", async () => {
    const app = await freshApp();
    const res = await resolveLink(app.origin, post("else01"), "post");
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe("not_found");
    expect(JSON.stringify(res.body)).not.toMatch(/googleusercontent/);
  });

  it("a gallery naming another platform's CDN is refused before a byte", async () => {
    const app = await freshApp();
    const res = await resolveLink(app.origin, post("host01"), "post");
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("upstream_failed");
    expect(JSON.stringify(res.body)).not.toMatch(/twimg/);
  });

  it("Reddit's policy (as deployed) refuses a private address, another platform's CDN and plain HTTP", () => {
    const policy = new UpstreamPolicy(configure({})).scoped({ platform: "reddit" });
    for (const url of [
      "https://10.0.0.7/DASH_720.mp4",
      "https://169.254.169.254/latest/meta-data",
      "https://pbs.twimg.com/media/x.jpg",
      "https://lh3.googleusercontent.com/x",
      "https://i.redd.it.example.com/x.jpg",
    ]) {
      expect(() => policy.check(new URL(url)), url).toThrow();
    }
    expect(policy.check(new URL("https://v.redd.it/abc/DASH_720.mp4")).allowPrivate).toBe(false);
  });
});
