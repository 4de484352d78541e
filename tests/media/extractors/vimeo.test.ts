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
import { probeDownload } from "../../../test-support/stand-ins/video-site-streams.js";
import {
  startVimeo,
  VIMEO_UNLISTED_HASH,
  type VimeoStandIn,
} from "../../../test-support/stand-ins/vimeo.js";

/**
 * The built-in Vimeo extractor against a stand-in answering as the player's config does
 * (test-support/stand-ins/vimeo.ts, decision 081).
 */
let vimeo: VimeoStandIn;
const apps: Running[] = [];

beforeAll(async () => {
  vimeo = await startVimeo();
  for (const [id, scenario] of [
    ["54469442", "progressive"],
    ["967252742", "hls"],
    ["288386543", "small_progressive"],
    ["903115595", "unlisted"],
    ["11111111", "password"],
    ["22222222", "embed_only"],
    ["33333333", "private"],
    ["44444444", "live"],
    ["55555555", "rate_limited"],
    ["66666666", "failing"],
    ["77777777", "blocked"],
    ["88888888", "dash"],
  ] as const) {
    vimeo.videos.set(id, scenario);
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await vimeo?.close();
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  VIMEO_PLAYER_ORIGIN: vimeo.origin,
  ...extra,
});

async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp(env(extra));
  apps.push(app);
  return app;
}

describe("built-in Vimeo extractor (the player's config)", () => {
  const app = useMediaApp(() => env());

  it("gives the progressive MP4s where the config has them at the video's quality, byte for byte", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://player.vimeo.com/video/54469442",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.filename).toBe("vimeo-54469442-720p.mp4");
    expect(item?.qualities?.map((q) => [q.label, q.default ?? false])).toEqual([
      ["720p", true],
      ["360p", false],
    ]);
    const res = await fetchTunnel(app, item?.download);
    expect((await bytesOf(res)).equals(vimeo.files["720"])).toBe(true);
    const asked = vimeo.requests.findLast((r) => r.url.startsWith("/video/54469442/"));
    expect(asked?.url).toBe("/video/54469442/config");
  }, 60_000);

  it("relays an HLS-only video with its separate sound as one MP4, from the default CDN", async () => {
    const { status, body } = await resolveLink(app.origin, "https://vimeo.com/967252742", "reel");
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.qualities?.map((q) => q.label)).toEqual(["720p", "360p"]);
    const res = await fetchTunnel(app, item?.download);
    expect(res.status).toBe(200);
    const streams = probeDownload(await bytesOf(res));
    expect(streams).toContainEqual({ type: "video", width: 1280, height: 720 });
    expect(streams.map((s) => s.type)).toContain("audio");
    expect(vimeo.requests.some((r) => r.url.startsWith("/akfire/967252742/hls/master"))).toBe(true);
    expect(vimeo.requests.some((r) => r.url.startsWith("/fastly/"))).toBe(false);
  }, 60_000);

  it("takes the stream over a progressive file smaller than the video", async () => {
    const { body } = await resolveLink(app.origin, "https://vimeo.com/288386543", "reel");
    expect(body.items?.[0]?.qualities?.map((q) => q.label)).toEqual(["720p", "360p"]);
    expect(vimeo.requests.some((r) => r.url.startsWith("/akfire/288386543/hls/master"))).toBe(true);
  }, 60_000);

  it("reads a DASH-only video's MPD (master.json asked as master.mpd), its sound muxed in", async () => {
    const { status, body } = await resolveLink(app.origin, "https://vimeo.com/88888888", "reel");
    expect(status).toBe(200);
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    const streams = probeDownload(await bytesOf(res));
    expect(streams).toContainEqual({ type: "video", width: 1280, height: 720 });
    expect(streams.map((s) => s.type)).toContain("audio");
    expect(
      vimeo.requests.some((r) => r.url.startsWith("/dash/88888888/sep/video/master.mpd")),
    ).toBe(true);
  }, 60_000);

  it("reads an unlisted video with its hash, from either link form", async () => {
    for (const link of [
      `https://vimeo.com/903115595/${VIMEO_UNLISTED_HASH}`,
      `https://player.vimeo.com/video/903115595?h=${VIMEO_UNLISTED_HASH}`,
    ]) {
      const { status } = await resolveLink(app.origin, link, "reel");
      expect(status, link).toBe(200);
    }
    const asked = vimeo.requests.findLast((r) => r.url.startsWith("/video/903115595/"));
    expect(asked?.url).toBe(`/video/903115595/config?h=${VIMEO_UNLISTED_HASH}`);
    // Without its hash the player does not know it.
    const bare = await resolveLink(app.origin, "https://vimeo.com/903115595", "reel");
    expect(bare.status).toBe(404);
  }, 60_000);

  it.each([
    ["11111111", 403, "private", "password_protected"],
    ["22222222", 403, "private", "embed_only"],
    ["33333333", 403, "private", "video_private"],
    ["44444444", 422, "live_stream", undefined],
    ["99999999", 404, "not_found", undefined],
    ["66666666", 424, "upstream_failed", undefined],
  ])("answers %s with %i %s (%s)", async (id, status, code, reason) => {
    const answer = await resolveLink(app.origin, `https://vimeo.com/${id}`, "reel");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
    expect(answer.body.error?.reason).toBe(reason);
  });

  it("reads the player's 429 as the platform limiting requests", async () => {
    const fresh = await freshApp();
    const answer = await resolveLink(fresh.origin, "https://vimeo.com/55555555", "reel");
    expect(answer.status).toBe(429);
    expect(answer.body.error?.code).toBe("rate_limited");
  });

  it("an HTML block of one video is judged by the probe before anything rests", async () => {
    const fresh = await freshApp({
      MEDIA_WALL_EVIDENCE_SECONDS: "0",
      VIMEO_PROBE_URL: "https://player.vimeo.com/video/54469442",
    });
    const answer = await resolveLink(fresh.origin, "https://vimeo.com/77777777", "reel");
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe("login_required");
    const after = await resolveLink(fresh.origin, "https://vimeo.com/54469442", "reel");
    expect(after.status).toBe(200);
  });

  it("one visitor pasting private videos at the visitor limit costs no one else Vimeo", async () => {
    const fresh = await freshApp({ RESOLVE_CACHE_SECONDS: "0", LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => String(80_000_000 + i));
    for (const id of refused) vimeo.videos.set(id, "private");
    const before = vimeo.asked();
    const { theirs, others } = await refusedVisitorBesideOthers(
      fresh,
      refused.map((id) => `https://vimeo.com/${id}`),
      ["https://player.vimeo.com/video/54469442", "https://vimeo.com/54469442"],
      "reel",
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "private")).toBe(true);
    // One config request a lookup: the player's words about a video are the video's answer.
    expect(vimeo.asked() - before).toBe(32);
    const after = await lookUpAs(fresh, "198.51.100.200", "https://vimeo.com/54469442", "reel");
    expect(after.status).toBe(200);
  }, 60_000);
});
