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
  type PinterestStandIn,
  startPinterest,
} from "../../../test-support/stand-ins/pinterest.js";

/**
 * Pinterest's answers table (decisions 059 and 061) against the stand-in's variants: what the
 * visitor is told, and what rests, counted per source address (an HTTP proxy on 127.0.0.9 is the
 * second egress where it matters).
 */
let pinterest: PinterestStandIn;
let proxy: ForwardProxy;
const apps: Running[] = [];

beforeAll(async () => {
  pinterest = await startPinterest();
  proxy = await startHttpProxy("127.0.0.9");
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await Promise.all([pinterest?.close(), proxy?.close()]);
});

const pin = (id: string) => `https://www.pinterest.com/pin/${id}/`;
const PROBE = "664281013778109217";
const PUBLIC = pin("412994228343400946");

/** An app of its own: a rest must not spill into other tests. */
async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    PINTEREST_ORIGIN: pinterest.web.origin,
    PINTEREST_API_ORIGIN: pinterest.web.origin,
    PINTEREST_PROBE_URL: pin(PROBE),
    RESOLVE_CACHE_SECONDS: "0",
    ...extra,
  });
  apps.push(app);
  return app;
}

/** The pins asked since `from` (by id), from `remote`. */
function pinsAsked(from: number, remote = "127.0.0.1"): string[] {
  return pinterest.web.requests
    .slice(from)
    .filter((r) => r.remote === remote && r.url.startsWith("/resource/"))
    .map((r) => {
      const data = new URL(r.url, "http://x").searchParams.get("data") ?? "";
      return (JSON.parse(data) as { options: { id: string } }).options.id;
    });
}

describe("Pinterest's answers, one address", () => {
  it.each([
    ["removed", "1110000000000000005", 404, "not_found"],
    ["a secret pin", "1110000000000000006", 404, "not_found"],
    ["an HTML 502", "1110000000000000007", 424, "upstream_failed"],
    ["an answer whose format changed", "1110000000000000008", 424, "upstream_failed"],
  ])("%s: the pin's answer, nothing rests", async (_name, id, status, expected) => {
    const app = await freshApp();
    const answer = await resolveLink(app.origin, pin(id), "post");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(expected);
    // The only address still answers someone else's pin at once.
    expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(200);
  });

  it.each([
    ["a login redirect for one pin", "1110000000000000002"],
    ["a 403 for one pin", "1110000000000000004"],
  ])("%s: login_required for that pin after one probe; nothing rests", async (_name, id) => {
    const app = await freshApp();
    const from = pinterest.web.requests.length;
    const walled = await resolveLink(app.origin, pin(id), "post");
    expect(walled.status).toBe(403);
    expect(walled.body.error?.code).toBe("login_required");
    expect(pinsAsked(from)).toEqual([id, PROBE]);
    // The probe vouched for the address: the same wall again costs no probe.
    const again = pinterest.web.requests.length;
    expect((await resolveLink(app.origin, pin(id), "post")).body.error?.code).toBe(
      "login_required",
    );
    expect(pinsAsked(again)).toEqual([id]);
    expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(200);
  });

  it("a 429 rests the address; the bot check too (each a retryable refusal)", async () => {
    for (const id of ["1110000000000000001", "1110000000000000003"]) {
      const app = await freshApp();
      const refused = await resolveLink(app.origin, pin(id), "post");
      expect(refused.status).toBe(429);
      expect(refused.body.error?.code).toBe("rate_limited");
      const from = pinterest.web.requests.length;
      expect((await resolveLink(app.origin, PUBLIC, "post")).status).toBe(429);
      expect(pinterest.web.requests.length).toBe(from);
    }
  });
});

describe("a login wall meant for the address", () => {
  it("rests it once the probe is walled too, and the next address answers", async () => {
    const app = await freshApp({ MEDIA_PROXIES: proxy.url });
    pinterest.walled.add("127.0.0.1");
    const from = pinterest.web.requests.length;
    try {
      const first = await resolveLink(app.origin, PUBLIC, "post");
      expect(first.status).toBe(200);
      const second = await resolveLink(app.origin, pin("824721750502199491"), "post");
      expect(second.status).toBe(200);
      // The walled address: at most a pin and the probe, then nothing more.
      expect(pinsAsked(from, "127.0.0.1").length).toBeLessThanOrEqual(2);
      expect(pinsAsked(from, "127.0.0.9").length).toBeGreaterThanOrEqual(2);
    } finally {
      pinterest.walled.delete("127.0.0.1");
    }
  });
});

describe("one visitor pasting walled pins beside others (lookup cache off)", () => {
  it("costs no one else Pinterest: everyone else answered, that visitor told the pin's reason", async () => {
    // A visitor's minute in one burst: the bound on lookups in flight is not what this measures.
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from(
      { length: 24 },
      (_, i) => `12200000000000000${String(i).padStart(2, "0")}`,
    );
    for (const id of refused) pinterest.pins.set(id, "login");
    const publicPins = ["412994228343400946", "824721750502199491", "643170390530326178"];
    const from = pinterest.web.requests.length;
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map(pin),
      publicPins.map(pin),
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    // Each pin asked once, and at most one probe: the walls never rested the address.
    expect(pinsAsked(from).length).toBeLessThanOrEqual(24 + 8 + 1);
    expect((await lookUpAs(app, "198.51.100.200", pin(PROBE))).status).toBe(200);
  });
});

describe("hostile answers", () => {
  it("media URLs naming another platform's host are refused before a byte", async () => {
    const app = await freshApp();
    const res = await resolveLink(app.origin, pin("1110000000000000009"), "post");
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("upstream_failed");
    expect(JSON.stringify(res.body)).not.toMatch(/twimg/);
    // The poster went with the video it belonged to.
    expect(pinterest.canary.requests).toHaveLength(0);
  });

  it("Pinterest's policy (as deployed) refuses a private address, another platform's CDN and plain HTTP", () => {
    const policy = new UpstreamPolicy(configure({})).scoped({ platform: "pinterest" });
    for (const url of [
      "https://10.0.0.7/originals/x.jpg",
      "https://127.0.0.1/x.mp4",
      "https://[::1]/x.mp4",
      "https://video.twimg.com/x.mp4",
      "https://lh3.googleusercontent.com/x",
      "https://i.pinimg.com:8443/originals/x.jpg",
    ]) {
      expect(() => policy.check(new URL(url)), url).toThrow();
    }
    expect(policy.check(new URL("https://i.pinimg.com/originals/x.jpg")).allowPrivate).toBe(false);
  });

  it("a 5xx on a pin.it link is the platform's failure, never 'not found'", async () => {
    const app = await freshApp();
    pinterest.shorts.set("f1veOhTwo", "502");
    const res = await resolveLink(app.origin, "https://pin.it/f1veOhTwo", "post");
    expect(res.body.error?.code).toBe("upstream_failed");
  });
});
