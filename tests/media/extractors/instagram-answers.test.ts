import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import { resolveLink, startMediaApp } from "../../../test-support/in-process/media-app.js";
import { lookUpAs, refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import {
  type ForwardProxy,
  startHttpProxy,
} from "../../../test-support/stand-ins/forward-proxies.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  type InstagramStandIn,
  instagramEnv,
  startInstagramStandIn,
} from "../../../test-support/stand-ins/instagram.js";

/**
 * Instagram's answers table (decisions 059 and 060) against the stand-in's variants: what the
 * visitor is told, and what rests, counted per source address (an HTTP proxy on 127.0.0.9 is
 * the second egress where it matters).
 */
let ig: InstagramStandIn;
let proxy: ForwardProxy;
const apps: Running[] = [];

beforeAll(async () => {
  ig = await startInstagramStandIn();
  proxy = await startHttpProxy("127.0.0.9");
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await Promise.all([ig?.close(), proxy?.close()]);
});

const post = (code: string) => `https://www.instagram.com/p/${code}/`;
const PUBLIC = post("CVAksOjMuQu");

/** An app of its own: a rest must not spill into other tests. */
async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp({ ...instagramEnv(ig), RESOLVE_CACHE_SECONDS: "0", ...extra });
  apps.push(app);
  return app;
}

/** What the stand-in was asked since `from`, as paths. */
const paths = (from: number) => ig.web.requests.slice(from).map((r) => r.url.split("?")[0]);

describe("Instagram's answers, one address", () => {
  it.each([
    ["removed", "Missing1234", 404, "not_found"],
    ["a 502", "DFailing502", 424, "upstream_failed"],
    ["a query whose answer changed shape", "DDrifted001", 424, "upstream_failed"],
  ])("%s: the post's answer, nothing rests", async (_name, code, status, expected) => {
    const app = await freshApp();
    expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(200);
    const answer = await resolveLink(app.origin, post(code), "post");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(expected);
    // The only address still answers someone else's post at once.
    const before = ig.seen.snapshot();
    expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(200);
    expect(ig.seen.grewSince(before)).toEqual(new Map([["127.0.0.1", 1]]));
  });

  it("a private account's post (its pages sent to the login page): login_required for it, after one probe; nothing rests", async () => {
    const app = await freshApp();
    const from = ig.web.requests.length;
    const walled = await resolveLink(app.origin, post("DPrivate001"), "post");
    expect(walled.status).toBe(403);
    expect(walled.body.error?.code).toBe("login_required");
    const asked = paths(from);
    // Every method once (the page read by two), then the probe: a public reel's query.
    expect(asked.filter((p) => p === "/api/graphql")).toHaveLength(2);
    expect(asked.filter((p) => p === "/p/DPrivate001/")).toHaveLength(1);
    const next = await resolveLink(app.origin, PUBLIC, "post");
    expect(next.status).toBe(200);
    // Within the evidence window the same wall needs no probe.
    const again = ig.web.requests.length;
    await resolveLink(app.origin, post("DPrivate001"), "post");
    expect(paths(again).filter((p) => p === "/api/graphql")).toHaveLength(1);
  });

  it.each([
    ["a 429 ('Please wait a few minutes')", "Limited1234"],
    ["a challenge", "DChallenge1"],
  ])("%s rests the address: the next lookup asks nothing", async (_name, code) => {
    const app = await freshApp();
    expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(200);
    const answer = await resolveLink(app.origin, post(code), "post");
    expect(answer.status).toBe(429);
    expect(answer.body.error?.code).toBe("rate_limited");
    const from = ig.web.requests.length;
    expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(429);
    expect(ig.web.requests.length).toBe(from);
  });
});

describe("Instagram's answers, two addresses", () => {
  it("a login wall for the address rests it (no probe: no post provokes it), and the next address answers", async () => {
    const app = await freshApp({ MEDIA_PROXIES: proxy.url });
    ig.walled.add("127.0.0.1");
    try {
      const before = ig.seen.snapshot();
      const first = await resolveLink(app.origin, post("CrGkUHUL7_y"), "reel");
      expect(first.status).toBe(200);
      const asked = ig.seen.grewSince(before);
      // The home page, sent to the login page: refused at once, nothing more asked there.
      expect(asked.get("127.0.0.1")).toBe(2);
      expect(asked.get("127.0.0.9")).toBeGreaterThanOrEqual(1);
      const rested = ig.seen.snapshot();
      expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(200);
      expect(ig.seen.grewSince(rested)).toEqual(new Map([["127.0.0.9", 1]]));
    } finally {
      ig.walled.delete("127.0.0.1");
    }
  });
});

describe("one visitor pasting private posts beside others (lookup cache off)", () => {
  it("costs no one else Instagram: everyone else answered, that visitor told the post's reason", async () => {
    // A visitor's minute in one burst: the bound on lookups in flight is not what this measures.
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(200);
    const refused = Array.from({ length: 24 }, (_, i) => `DPriv${String(i).padStart(6, "0")}`);
    for (const code of refused) ig.privatePost(code);
    const publicPosts = ["CVAksOjMuQu", "CrGkUHUL7_y", "CAG3E8-A3wf", "CN5mPCGhA9C"];
    const before = ig.seen.snapshot();
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map(post),
      publicPosts.map(post),
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    // Each refused post asked its five ways once (the page read by two) and was sent to the
    // login page twice, each public one its query, plus at most two probes: the walls never
    // rested the address nor benched a method.
    const asked = ig.seen.grewSince(before).get("127.0.0.1") ?? 0;
    expect(asked).toBeGreaterThanOrEqual(24 * 7 + 8);
    expect(asked).toBeLessThanOrEqual(24 * 7 + 8 + 2);
    const after = await lookUpAs(app, "198.51.100.200", post("CfRjHP0g-07"));
    expect(after.status).toBe(200);
  });
});

describe("hostile answers", () => {
  it.each([
    ["another platform's host", "BAHyoutube0"],
    ["a user-content host", "BAHusercont"],
    ["a host of no platform", "BAHevil0000"],
  ])("a share link naming %s is refused before anything is fetched there", async (_n, token) => {
    const app = await freshApp();
    const from = ig.web.requests.length;
    const res = await resolveLink(
      app.origin,
      `https://www.instagram.com/share/reel/${token}/`,
      "reel",
    );
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe("unsupported_link");
    expect(paths(from)).toEqual([`/share/reel/${token}/`]);
  });

  it("media URLs naming another platform's host or a user-content host never reach the visitor", async () => {
    const app = await freshApp();
    const res = await resolveLink(app.origin, post("DHostile001"), "post");
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("upstream_failed");
    expect(JSON.stringify(res.body)).not.toMatch(/googlevideo|googleusercontent/);
  });
});
