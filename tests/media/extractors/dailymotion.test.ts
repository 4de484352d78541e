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
  type DailymotionStandIn,
  startDailymotion,
} from "../../../test-support/stand-ins/dailymotion.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { probeDownload } from "../../../test-support/stand-ins/video-site-streams.js";

/**
 * The built-in Dailymotion extractor against a stand-in answering as the player's metadata
 * does (test-support/stand-ins/dailymotion.ts, decision 080).
 */
let dm: DailymotionStandIn;
const apps: Running[] = [];

beforeAll(async () => {
  dm = await startDailymotion();
  for (const [id, scenario] of [
    ["x8u4owg", "hls"],
    ["x5kesuj", "progressive"],
    ["xgeo0001", "geo"],
    ["xpriv001", "private"],
    ["xgone001", "deleted"],
    ["xadult01", "explicit"],
    ["xpass001", "password"],
    ["xlimit01", "rate_limited"],
    ["xfail001", "failing"],
    ["xchang01", "changed"],
    ["xblock01", "blocked"],
    ["xmeta001", "metadata_changed"],
  ] as const) {
    dm.videos.set(id, scenario);
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await dm?.close();
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  DAILYMOTION_ORIGIN: dm.origin,
  DAILYMOTION_GRAPHQL_ORIGIN: dm.origin,
  DAILYMOTION_PROBE_URL: "https://www.dailymotion.com/video/x5kesuj",
  ...extra,
});

async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp(env(extra));
  apps.push(app);
  return app;
}

describe("built-in Dailymotion extractor (the player's metadata)", () => {
  const app = useMediaApp(() => env());

  it("relays an HLS-only video as one MP4 of 720p with its sound, from a dai.ly link", async () => {
    const { status, body } = await resolveLink(app.origin, "https://dai.ly/x8u4owg", "reel");
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    const item = body.items?.[0];
    expect(item).toMatchObject({ type: "video", filename: "dailymotion-x8u4owg-720p.mp4" });
    expect(item?.qualities?.map((q) => [q.label, q.default ?? false])).toEqual([
      ["720p", true],
      ["360p", false],
    ]);
    const res = await fetchTunnel(app, item?.download);
    expect(res.status).toBe(200);
    const streams = probeDownload(await bytesOf(res));
    expect(streams).toContainEqual({ type: "video", width: 1280, height: 720 });
    expect(streams.map((s) => s.type)).toContain("audio");
    const asked = dm.requests.findLast((r) => r.url.startsWith("/player/metadata/video/x8u4owg"));
    expect(asked?.url).toBe("/player/metadata/video/x8u4owg?app=com.dailymotion.neon");
  }, 60_000);

  it("prefers the progressive MP4 where the metadata still has one, byte for byte", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.dailymotion.com/video/x5kesuj_office-christmas-party-review_news",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item).toMatchObject({ type: "video", filename: "dailymotion-x5kesuj-720p.mp4" });
    expect(item?.qualities?.map((q) => q.label)).toEqual(["720p", "360p"]);
    const res = await fetchTunnel(app, item?.download);
    expect((await bytesOf(res)).equals(dm.files["720"])).toBe(true);
  }, 60_000);

  it("asks GraphQL for the HLS master (cobalt's way) when the metadata cannot be read", async () => {
    const before = { ...dm.graphql };
    const { status, body } = await resolveLink(app.origin, "https://dai.ly/xmeta001", "reel");
    expect(status).toBe(200);
    expect(body.items?.[0]?.qualities?.map((q) => q.label)).toEqual(["720p", "360p"]);
    expect(dm.graphql.queries - before.queries).toBe(1);
    // The token is kept for the address: a second lookup asks for none.
    await resolveLink(app.origin, "https://www.dailymotion.com/video/xmeta001", "post");
    expect(dm.graphql.tokens - before.tokens).toBeLessThanOrEqual(1);
  }, 60_000);

  it.each([
    ["xgeo0001", 451, "geo_blocked", undefined],
    ["xpriv001", 403, "private", "video_private"],
    ["xgone001", 410, "removed", undefined],
    ["xadult01", 403, "age_restricted", "adults_only"],
    ["xpass001", 403, "private", "password_protected"],
    ["xnone001", 404, "not_found", undefined],
    ["xfail001", 424, "upstream_failed", undefined],
    ["xchang01", 424, "upstream_failed", undefined],
  ])("answers %s with %i %s (%s)", async (id, status, code, reason) => {
    const answer = await resolveLink(app.origin, `https://www.dailymotion.com/video/${id}`, "reel");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
    expect(answer.body.error?.reason).toBe(reason);
  });

  it("reads a 429 as the platform limiting requests, with its wait", async () => {
    const fresh = await freshApp();
    const answer = await resolveLink(fresh.origin, "https://dai.ly/xlimit01", "reel");
    expect(answer.status).toBe(429);
    expect(answer.body.error?.code).toBe("rate_limited");
  });

  it("a block page for one video is judged by the probe: the public video is served, so it is the video's wall", async () => {
    const fresh = await freshApp({ MEDIA_WALL_EVIDENCE_SECONDS: "0" });
    const answer = await resolveLink(fresh.origin, "https://dai.ly/xblock01", "reel");
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe("login_required");
    const after = await resolveLink(fresh.origin, "https://dai.ly/x5kesuj", "reel");
    expect(after.status).toBe(200);
  });

  it("one visitor pasting geo-blocked videos at the visitor limit costs no one else Dailymotion", async () => {
    const fresh = await freshApp({ RESOLVE_CACHE_SECONDS: "0", LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => `xgeo${String(i).padStart(4, "0")}`);
    for (const id of refused) dm.videos.set(id, "geo");
    const before = dm.asked();
    const { theirs, others } = await refusedVisitorBesideOthers(
      fresh,
      refused.map((id) => `https://www.dailymotion.com/video/${id}`),
      ["https://dai.ly/x5kesuj", "https://www.dailymotion.com/video/x5kesuj"],
      "reel",
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 451 && a.code === "geo_blocked")).toBe(true);
    // One metadata request a lookup: no probe, no rest, no second try.
    expect(dm.asked() - before).toBe(32);
    const after = await lookUpAs(fresh, "198.51.100.200", "https://dai.ly/x5kesuj", "reel");
    expect(after.status).toBe(200);
  }, 60_000);
});
