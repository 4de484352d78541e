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
  makeYoutubeMedia,
  recorded,
  startYoutube,
  type YoutubeStandIn,
} from "../../../test-support/stand-ins/youtube.js";

/**
 * YouTube's answers table (decisions 059 and 060) against the stand-in: what the visitor is
 * told, and what rests, counted per source address (an HTTP proxy on 127.0.0.11 is the
 * second egress where it matters).
 */
let youtube: YoutubeStandIn;
let proxy: ForwardProxy;
const apps: Running[] = [];
const PUBLIC = "M4gD1WSo5mA";
const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;

beforeAll(async () => {
  youtube = await startYoutube(makeYoutubeMedia(1));
  youtube.answers.set(PUBLIC, { VISIONOS: "player-visionos-M4gD1WSo5mA.json" });
  proxy = await startHttpProxy("127.0.0.11");
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await Promise.all([youtube?.close(), proxy?.close()]);
});

async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    YOUTUBE_ORIGIN: youtube.origin,
    RESOLVE_CACHE_SECONDS: "0",
    ...extra,
  });
  apps.push(app);
  return app;
}

const synthetic = (status: string, reason: string) => ({
  body: { playabilityStatus: { status, reason } },
});

describe("YouTube's answers, one address", () => {
  it.each([
    ["removed", { "*": "player-unavailable-error.json" }, 410, "removed"],
    ["private", { "*": "reel_item_watch-android-private.json" }, 403, "private"],
    [
      "signed-in readers only (age)",
      { "*": synthetic("LOGIN_REQUIRED", "Sign in to confirm your age") },
      403,
      "age_restricted",
    ],
    ["a 5xx from every client", { "*": { status: 503 } }, 424, "upstream_failed"],
    [
      "an answer whose format changed",
      { "*": { body: { playabilityStatus: "OK", streamingData: [] } } },
      424,
      "upstream_failed",
    ],
  ] as const)("%s: the video's answer, nothing rests", async (_name, scenario, status, code) => {
    const app = await freshApp();
    youtube.answers.set("AnsWer00001", scenario);
    const answer = await resolveLink(app.origin, watch("AnsWer00001"), "reel");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
    // The only address still answers someone else's video, asked once.
    const before = youtube.seen.snapshot();
    expect((await resolveLink(app.origin, watch(PUBLIC), "reel")).status).toBe(200);
    expect(youtube.seen.grewSince(before)).toEqual(new Map([["127.0.0.1", 1]]));
  });

  it("a 429 rests the address: the next lookup asks nothing", async () => {
    const app = await freshApp();
    youtube.answers.set("AnsWer00429", { "*": { status: 429 } });
    const answer = await resolveLink(app.origin, watch("AnsWer00429"), "reel");
    expect(answer.status).toBe(429);
    expect(answer.body.error?.retryAfter).toBeGreaterThan(0);
    const before = youtube.seen.snapshot();
    expect((await resolveLink(app.origin, watch(PUBLIC), "reel")).status).toBe(429);
    expect(youtube.seen.grewSince(before)).toEqual(new Map());
  });
});

describe("YouTube's answers, two addresses", () => {
  it("the bot check (the address flagged) rests that address, and the next address answers", async () => {
    const app = await freshApp({ MEDIA_PROXIES: proxy.url });
    youtube.flagged.add("127.0.0.1");
    try {
      const before = youtube.seen.snapshot();
      expect((await resolveLink(app.origin, watch(PUBLIC), "reel")).status).toBe(200);
      expect(youtube.seen.grewSince(before)).toEqual(
        new Map([
          ["127.0.0.1", 1],
          ["127.0.0.11", 1],
        ]),
      );
      const rested = youtube.seen.snapshot();
      expect((await resolveLink(app.origin, watch(PUBLIC), "reel")).status).toBe(200);
      expect(youtube.seen.grewSince(rested)).toEqual(new Map([["127.0.0.11", 1]]));
    } finally {
      youtube.flagged.delete("127.0.0.1");
    }
  });
});

describe("one visitor pasting private videos beside others (lookup cache off)", () => {
  it("costs no one else YouTube: everyone else answered, that visitor told the video's reason", async () => {
    // A visitor's minute in one burst: the bound on lookups in flight is not what this measures.
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => `PrIvAtE${String(i).padStart(4, "0")}`);
    for (const id of refused)
      youtube.answers.set(id, { "*": "reel_item_watch-android-private.json" });
    const before = youtube.seen.snapshot();
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map(watch),
      [watch(PUBLIC)],
      "reel",
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "private")).toBe(true);
    // One player request a lookup: a reason every client would give stops at the first.
    expect(youtube.seen.grewSince(before)).toEqual(new Map([["127.0.0.1", 32]]));
    expect((await lookUpAs(app, "198.51.100.200", watch(PUBLIC), "reel")).status).toBe(200);
  });
});

describe("hostile answers", () => {
  it("stream URLs naming another platform's host never reach the visitor", async () => {
    const app = await freshApp();
    const answer = JSON.stringify(recorded("player-visionos-M4gD1WSo5mA.json", youtube.origin))
      .replaceAll(`${youtube.origin}/gv/`, "https://scontent-hostile.cdninstagram.com/gv/")
      .replaceAll("M4gD1WSo5mA", "HoStIlE0001");
    youtube.answers.set("HoStIlE0001", { VISIONOS: { body: JSON.parse(answer) } });
    const res = await resolveLink(app.origin, watch("HoStIlE0001"), "reel");
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("upstream_failed");
    expect(JSON.stringify(res.body)).not.toContain("cdninstagram");
  });
});
