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
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  RUTUBE_PRIVATE_KEY,
  type RutubeStandIn,
  startRutube,
} from "../../../test-support/stand-ins/rutube.js";
import { probeDownload } from "../../../test-support/stand-ins/video-site-streams.js";

/**
 * The built-in Rutube extractor against a stand-in answering as the player's options do
 * (test-support/stand-ins/rutube.ts, decision 082).
 */
let rutube: RutubeStandIn;
const apps: Running[] = [];
const PUBLIC = "3eac3b4561676c17df9132a9a1e62e3e";
const PRIVATE = "884fb55f07a97ab673c7d654553e0f48";
const id = (n: number) => n.toString(16).padStart(32, "0");

beforeAll(async () => {
  rutube = await startRutube();
  rutube.videos.set(PUBLIC, "hls");
  rutube.videos.set(PRIVATE, "private");
  const scenarios = ["geo", "deleted", "live", "rate_limited", "failing", "changed"] as const;
  for (const [i, scenario] of scenarios.entries()) rutube.videos.set(id(i + 1), scenario);
}, 60_000);
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await rutube?.close();
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  RUTUBE_ORIGIN: rutube.origin,
  ...extra,
});

async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp(env(extra));
  apps.push(app);
  return app;
}

describe("built-in Rutube extractor (the player's options)", () => {
  const app = useMediaApp(() => env());

  it("relays a video's HLS as one MP4 of 720p with its sound, from an embed link", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      `https://rutube.ru/play/embed/${PUBLIC}/`,
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.filename).toBe(`rutube-${PUBLIC}-720p.mp4`);
    expect(item?.qualities?.map((q) => [q.label, q.default ?? false])).toEqual([
      ["720p", true],
      ["360p", false],
    ]);
    const res = await fetchTunnel(app, item?.download);
    expect(res.status).toBe(200);
    const streams = probeDownload(await bytesOf(res));
    expect(streams).toContainEqual({ type: "video", width: 1280, height: 720 });
    expect(streams.map((s) => s.type)).toContain("audio");
    const asked = rutube.requests.findLast((r) => r.url.startsWith(`/api/play/options/${PUBLIC}`));
    expect(asked?.url).toBe(`/api/play/options/${PUBLIC}/?no_404=true&referer=&pver=v2`);
  }, 60_000);

  it("gives the audio screen the video's sound alone", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      `https://rutube.ru/video/${PUBLIC}/`,
      "audio",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.type).toBe("audio");
    const res = await fetchTunnel(app, item?.download);
    expect(res.status).toBe(200);
    const streams = probeDownload(await bytesOf(res));
    expect(streams.map((s) => s.type)).toEqual(["audio"]);
  }, 60_000);

  it("reads a private video with its key, and refuses it without", async () => {
    const withKey = await resolveLink(
      app.origin,
      `https://rutube.ru/video/private/${PRIVATE}/?p=${RUTUBE_PRIVATE_KEY}`,
      "reel",
    );
    expect(withKey.status).toBe(200);
    const asked = rutube.requests.findLast((r) => r.url.startsWith(`/api/play/options/${PRIVATE}`));
    expect(asked?.url).toContain(`&p=${RUTUBE_PRIVATE_KEY}`);
    const without = await resolveLink(app.origin, `https://rutube.ru/video/${PRIVATE}/`, "reel");
    expect([without.status, without.body.error?.code, without.body.error?.reason]).toEqual([
      403,
      "private",
      "video_private",
    ]);
  }, 60_000);

  it.each([
    [id(1), 451, "geo_blocked"],
    [id(2), 410, "removed"],
    [id(3), 422, "live_stream"],
    [id(99), 404, "not_found"],
    [id(5), 424, "upstream_failed"],
    [id(6), 424, "upstream_failed"],
  ])("answers %s with %i %s", async (video, status, code) => {
    const answer = await resolveLink(app.origin, `https://rutube.ru/video/${video}/`, "reel");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
  });

  it("reads a 429 as the platform limiting requests", async () => {
    const fresh = await freshApp();
    const answer = await resolveLink(fresh.origin, `https://rutube.ru/video/${id(4)}/`, "reel");
    expect(answer.status).toBe(429);
    expect(answer.body.error?.code).toBe("rate_limited");
  });

  it("one visitor pasting private videos at the visitor limit costs no one else Rutube", async () => {
    const fresh = await freshApp({ RESOLVE_CACHE_SECONDS: "0", LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => id(1000 + i));
    for (const video of refused) rutube.videos.set(video, "private");
    const before = rutube.asked();
    const { theirs, others } = await refusedVisitorBesideOthers(
      fresh,
      refused.map((video) => `https://rutube.ru/video/${video}/`),
      [`https://rutube.ru/video/${PUBLIC}/`],
      "reel",
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "private")).toBe(true);
    expect(rutube.asked() - before).toBe(32);
    const after = await lookUpAs(
      fresh,
      "198.51.100.200",
      `https://rutube.ru/video/${PUBLIC}/`,
      "reel",
    );
    expect(after.status).toBe(200);
  }, 60_000);
});
