import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import {
  configure,
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { lookUpAs, refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import { bytesOf } from "../../../test-support/media-files.js";
import {
  type ForwardProxy,
  startHttpProxy,
} from "../../../test-support/stand-ins/forward-proxies.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  startTwitter,
  type TwitterStandIn,
  twitterEnv,
} from "../../../test-support/stand-ins/twitter.js";

/**
 * X's answers table (decisions 059 and 061) against the stand-in's variants, t.co short links
 * and quoted posts (issue 34): what the visitor is told, and what rests, counted per source
 * address (an HTTP proxy on 127.0.0.9 is the second egress where it matters).
 */
let x: TwitterStandIn;
let proxy: ForwardProxy;
const apps: Running[] = [];
const dir = mkdtempSync(join(tmpdir(), "rd-x-answers-"));
const PROBE = "1697304622749086011";

beforeAll(async () => {
  x = await startTwitter();
  proxy = await startHttpProxy("127.0.0.9");
  const variants: [string, Parameters<typeof x.posts.set>[1]][] = [
    [PROBE, "video"],
    ["1877880433242771717", "photos"],
    ["1611399816487084033", "mixed"],
    ["1897839691212202479", "gif"],
    ["1807756010712428565", "suspended"],
    ["1828099210220294314", "protected"],
    ["1815960083475423235", "login-wall"],
    ["1700000000000000001", "rate-limited"],
    ["1700000000000000002", "server-error"],
    ["1700000000000000003", "changed"],
    ["1700000000000000004", "walled-post"],
    ["1700000000000000005", "session-403"],
    ["1700000000000000006", "hostile"],
    ["1700000000000000007", "quoted"],
    ["1700000000000000008", "quote-only"],
  ];
  for (const [id, variant] of variants) x.posts.set(id, variant);
  x.shorts.set("BJYgOjSeGA", `https://twitter.com/NASA/status/${PROBE}`);
  x.shorts.set(
    "UnSaFe0001",
    `https://twitter.com/safety/unsafe_link_warning?unsafe_link=${encodeURIComponent("https://x.com/i/status/1877880433242771717")}`,
  );
  x.shorts.set("ElseWhere1", "https://example.com/article");
  x.shorts.set("FiveOhTwo1", "502");
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await Promise.all([x?.close(), proxy?.close()]);
});
beforeEach(() => {
  x.guests = "ok";
  x.syndicationRefuses = 0;
});

const post = (id: string) => `https://x.com/someone/status/${id}`;

/** An app of its own: a rest must not spill into other tests. */
async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    RESOLVE_CACHE_SECONDS: "0",
    ...twitterEnv(x),
    TWITTER_PROBE_URL: post(PROBE),
    ...extra,
  });
  apps.push(app);
  return app;
}

/** The posts X's API and syndication were asked for since `from`, from `remote`. */
function asked(from: { api: number; syndication: number }, remote = "127.0.0.1"): string[] {
  const idOf = (url: string) => {
    const parsed = new URL(url, "http://x");
    const variables = parsed.searchParams.get("variables");
    return variables
      ? `graphql ${(JSON.parse(variables) as { tweetId: string }).tweetId}`
      : `syndication ${parsed.searchParams.get("id")}`;
  };
  return [
    ...x.api.requests.slice(from.api).filter((r) => r.url.includes("/graphql/")),
    ...x.syndication.requests.slice(from.syndication),
  ]
    .filter((r) => r.remote === remote)
    .map((r) => idOf(r.url));
}
const mark = () => ({ api: x.api.requests.length, syndication: x.syndication.requests.length });

describe("X's answers, one address", () => {
  it.each([
    ["a suspended account's post", "1807756010712428565", 410, "removed"],
    ["a protected post", "1828099210220294314", 403, "private"],
    ["a post X walls for guests", "1815960083475423235", 403, "login_required"],
    ["a 503 from both ways", "1700000000000000002", 424, "upstream_failed"],
    ["answers whose format changed", "1700000000000000003", 424, "upstream_failed"],
    ["a post that is not there", "1799999999999999999", 404, "not_found"],
  ])("%s: the post's answer, nothing rests", async (_name, id, status, expected) => {
    const app = await freshApp();
    const answer = await resolveLink(app.origin, post(id), "post");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(expected);
    const from = mark();
    expect((await resolveLink(app.origin, post("1877880433242771717"), "post")).status).toBe(200);
    expect(asked(from)).toEqual(["graphql 1877880433242771717"]);
  });

  it("a 403 from both ways for one post is a wall: login_required after one probe; nothing rests", async () => {
    const app = await freshApp();
    const from = mark();
    const walled = await resolveLink(app.origin, post("1700000000000000004"), "post");
    expect(walled.status).toBe(403);
    expect(walled.body.error?.code).toBe("login_required");
    expect(asked(from)).toEqual([
      "graphql 1700000000000000004",
      "graphql 1700000000000000004",
      `graphql ${PROBE}`,
      "syndication 1700000000000000004",
    ]);
    expect((await resolveLink(app.origin, post("1877880433242771717"), "post")).status).toBe(200);
  });

  it("a 429 from both ways rests the address, for X's reset time", async () => {
    const app = await freshApp();
    const refused = await resolveLink(app.origin, post("1700000000000000001"), "post");
    expect(refused.status).toBe(429);
    expect(refused.body.error?.retryAfter).toBeGreaterThan(0);
    const from = mark();
    expect((await resolveLink(app.origin, post("1877880433242771717"), "post")).status).toBe(429);
    expect(asked(from)).toEqual([]);
  });
});

describe("a wall meant for the address", () => {
  it("rests it once the probe is walled too, and the next address answers", async () => {
    const app = await freshApp({ MEDIA_PROXIES: proxy.url });
    x.walled.add("127.0.0.1");
    x.expireGuestTokens();
    const from = mark();
    try {
      expect((await resolveLink(app.origin, post("1877880433242771717"), "post")).status).toBe(200);
      expect((await resolveLink(app.origin, post("1611399816487084033"), "post")).status).toBe(200);
      // The walled address: at most the post's syndication and the probe's, then nothing more.
      expect(asked(from, "127.0.0.1").length).toBeLessThanOrEqual(2);
      expect(asked(from, "127.0.0.9").length).toBeGreaterThanOrEqual(2);
    } finally {
      x.walled.delete("127.0.0.1");
    }
  });
});

describe("one visitor pasting walled posts beside others (lookup cache off)", () => {
  it("costs no one else X: everyone else answered, that visitor told the post's reason", async () => {
    // A visitor's minute in one burst: the bound on lookups in flight is not what this measures.
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from(
      { length: 24 },
      (_, i) => `17100000000000000${String(i).padStart(2, "0")}`,
    );
    for (const id of refused) x.posts.set(id, "walled-post");
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map(post),
      ["1877880433242771717", "1611399816487084033", "1897839691212202479"].map(post),
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    expect((await lookUpAs(app, "198.51.100.200", post(PROBE))).status).toBe(200);
  });
});

describe("X with a signed-in session", () => {
  it("a session's 403 without code 326 is that post's answer: the session goes on serving", async () => {
    const file = join(dir, "x-cookies.txt");
    writeFileSync(file, "auth_token=only0001; ct0=ct0only\n");
    x.sessions.set("only0001", { ct0: "ct0only" });
    const app = await freshApp({ TWITTER_COOKIES_FILE: file });
    const walled = await resolveLink(app.origin, post("1700000000000000005"), "post");
    expect(walled.status).toBe(403);
    expect(walled.body.error?.code).toBe("login_required");
    // The only session is not set aside: it still reads a post guests may not.
    const before = x.queries.get("only0001") ?? 0;
    const protectedPost = await resolveLink(app.origin, post("1828099210220294314"), "post");
    expect(protectedPost.status).toBe(200);
    expect(x.queries.get("only0001")).toBe(before + 1);
  });
});

describe("t.co short links (issue 34)", () => {
  it("follows one inside the lookup, to the post it names, and through X's unsafe-link page", async () => {
    const app = await freshApp();
    const from = x.short.requests.length;
    const named = await resolveLink(app.origin, "https://t.co/BJYgOjSeGA", "reel");
    expect(named.status).toBe(200);
    expect(named.body.items?.[0]?.filename).toBe(`twitter-${PROBE}-720p.mp4`);
    expect(x.short.requests.slice(from).map((r) => [r.url, r.headers["user-agent"]])).toEqual([
      ["/BJYgOjSeGA", "curl/8.5.0"],
    ]);
    const unsafe = await resolveLink(app.origin, "https://t.co/UnSaFe0001", "post");
    expect(unsafe.status).toBe(200);
    expect(unsafe.body.items).toHaveLength(3);
  });

  it("a link to another site is not followed there; a 5xx is the platform's failure", async () => {
    const app = await freshApp();
    const elsewhere = await resolveLink(app.origin, "https://t.co/ElseWhere1", "post");
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error?.code).toBe("unsupported_link");
    const failing = await resolveLink(app.origin, "https://t.co/FiveOhTwo1", "post");
    expect(failing.body.error?.code).toBe("upstream_failed");
    const missing = await resolveLink(app.origin, "https://t.co/NoSuchCode", "post");
    expect(missing.body.error?.code).toBe("not_found");
  });
});

describe("quoted posts (issue 34)", () => {
  it("gives the post's own media first, then the quoted post's, by GraphQL and by syndication", async () => {
    const app = await freshApp();
    const quoted = await resolveLink(app.origin, post("1700000000000000007"), "post");
    expect(quoted.status).toBe(200);
    expect(quoted.body.items?.map((i) => i.type)).toEqual(["photo", "video"]);
    const video = await bytesOf(await fetchTunnel(app, quoted.body.items?.[1]?.download));
    expect(video.equals(x.media.videos[720])).toBe(true);
    const only = await resolveLink(app.origin, post("1700000000000000008"), "post");
    expect(only.body.items?.map((i) => i.type)).toEqual(["photo", "video"]);
    // Guests refused: syndication's quoted_tweet gives the same.
    x.guests = "activate-403";
    x.expireGuestTokens();
    const bySyndication = await resolveLink(app.origin, post("1700000000000000007"), "post");
    expect(bySyndication.body.items?.map((i) => i.type)).toEqual(["photo", "video"]);
  });
});

describe("hostile answers", () => {
  it("media URLs naming another platform's CDN or a user-content host are refused before a byte", async () => {
    const app = await freshApp();
    const res = await resolveLink(app.origin, post("1700000000000000006"), "post");
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("upstream_failed");
    expect(JSON.stringify(res.body)).not.toMatch(/tiktok|googleusercontent/);
    // Nothing benched: the next post reads by the guest query at once.
    const from = mark();
    expect((await resolveLink(app.origin, post("1877880433242771717"), "post")).status).toBe(200);
    expect(asked(from)).toEqual(["graphql 1877880433242771717"]);
  });

  it("X's policy (as deployed) refuses a private address, another platform's CDN and plain HTTP", () => {
    const policy = new UpstreamPolicy(configure({})).scoped({ platform: "twitter" });
    for (const url of [
      "https://10.0.0.7/media/x.jpg",
      "https://[fd00::1]/x.mp4",
      "https://v16-webapp-prime.tiktok.com/x.mp4",
      "https://lh3.googleusercontent.com/x",
      "https://video.twimg.com:8443/x.mp4",
      "https://t.co.example.com/x",
    ]) {
      expect(() => policy.check(new URL(url)), url).toThrow();
    }
    expect(policy.check(new URL("https://video.twimg.com/x.mp4")).allowPrivate).toBe(false);
  });
});
