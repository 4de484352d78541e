import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import { probeAudioCodec, saveAs } from "../../../test-support/media-files.js";
import { probeStreams } from "../../../test-support/probe-streams.js";
import {
  startVk,
  UNLISTED_KEY,
  type VkStandIn,
  vkEnv,
} from "../../../test-support/stand-ins/vk.js";

/**
 * The built-in VK extractor against a stand-in of VK's API and video CDN
 * (test-support/stand-ins/vk.ts). Why: docs/decisions/085-vk.md
 */
let vk: VkStandIn;
const dir = mkdtempSync(join(tmpdir(), "rd-vk-test-"));
const APP_AGENT = "com.vk.vkvideo.prod/1955 (iPhone, iOS 16.7.15, iPhone10,4, Scale/2.0) SAK/1.135";

beforeAll(async () => {
  vk = await startVk();
  const videos: [string, Parameters<typeof vk.videos.set>[1]][] = [
    ["-57274055_456239399", "ready"],
    ["-26006257_456245538", "ready"],
    ["-77521_162222515", "ready"],
    ["-57274055_456239788", "clip"],
    ["-1959_28496479", "ancient"],
    ["205387401_165548505", "unlisted"],
    ["-1_1", "private"],
    ["-1_2", "geo"],
    ["-1_3", "processing"],
    ["-1_4", "live"],
    ["-1_5", "server-error"],
    ["-1_6", "rate-limited"],
    ["-1_7", "hls-only"],
  ];
  for (const [id, scenario] of videos) vk.videos.set(id, scenario);
}, 60_000);
afterAll(() => vk?.close());

describe("built-in VK extractor", () => {
  const app = useMediaApp(() => vkEnv(vk));

  it("asks video.get with an anonymous token and offers every MP4, 720p chosen, probed", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://vk.com/video-57274055_456239399",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.qualities?.map((q) => [q.label, q.default ?? false])).toEqual([
      ["720p", true],
      ["480p", false],
      ["360p", false],
      ["240p", false],
      ["144p", false],
    ]);
    expect(item?.filename).toBe("vk--57274055_456239399-720p.mp4");
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "hd.mp4"));
    expect(readFileSync(file).equals(vk.files.hd)).toBe(true);
    expect(probeStreams(file)).toEqual(["h264,1280,720", "aac"]);
    // The CDN sees the app cobalt presents itself as.
    expect(vk.cdnAgents.at(-1)).toBe(APP_AGENT);
  });

  it("keeps the anonymous token for the next lookups through the same address", async () => {
    const before = vk.tally.get("token:127.0.0.1");
    const { status } = await resolveLink(
      app.origin,
      "https://vkvideo.ru/video-26006257_456245538",
      "reel",
    );
    expect(status).toBe(200);
    expect(vk.tally.get("token:127.0.0.1")).toBe(before);
  });

  it.each([
    ["https://vk.com/videos-77521?z=video-77521_162222515%2Fclub77521", "-77521_162222515"],
    ["https://vk.com/clips-57274055?z=clip-57274055_456239788", "-57274055_456239788"],
    [
      "https://m.vk.com/video_ext.php?oid=-77521&id=162222515&hash=87b046504ccd8bfa",
      "-77521_162222515",
    ],
    ["https://vk.ru/video-1959_28496479", "-1959_28496479"],
  ])("reads %s", async (link, id) => {
    const { status, body } = await resolveLink(app.origin, link, "reel");
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toMatch(new RegExp(`^vk-${id}-\\d+p\\.mp4$`));
  });

  it("names a vertical clip's qualities by the short side and gives its file", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://vk.com/clip-57274055_456239788",
      "reel",
    );
    const item = body.items?.[0];
    expect(item?.qualities?.map((q) => q.label)).toEqual(["720p", "360p"]);
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "clip.mp4"));
    expect(probeStreams(file)).toEqual(["h264,720,1280", "aac"]);
  });

  it("reads an unlisted video with the access key its link carries", async () => {
    const link = `https://vk.com/video205387401_165548505_${UNLISTED_KEY}`;
    expect((await resolveLink(app.origin, link, "reel")).status).toBe(200);
    const without = await resolveLink(
      app.origin,
      "https://vk.com/video205387401_165548505",
      "reel",
    );
    expect([without.status, without.body.error?.code]).toEqual([403, "private"]);
  });

  it("gives the sound as MP3", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://vk.com/video-57274055_456239399",
      "audio",
    );
    expect(status).toBe(200);
    const file = await saveAs(
      await fetchTunnel(app, body.items?.[0]?.download),
      join(dir, "a.mp3"),
    );
    expect(probeAudioCodec(file)).toBe("mp3");
  });

  it("relays a video offered only as HLS segment by segment, as VK's app asks it", async () => {
    const { status, body } = await resolveLink(app.origin, "https://vk.com/video-1_7", "reel");
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.qualities?.map((q) => q.label)).toEqual(["360p"]);
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "hls.mp4"));
    expect(probeStreams(file)).toEqual(["h264,640,360", "aac"]);
    expect(vk.hlsAgents.at(-1)).toBe(APP_AGENT);
  });

  it.each([
    ["-53333333_456233333", 404, "not_found"],
    ["-1_1", 403, "private"],
    ["-1_2", 451, "geo_blocked"],
    ["-1_3", 404, "not_found"],
    ["-1_4", 422, "live_stream"],
    ["-1_5", 424, "upstream_failed"],
  ] as const)("video %s answers %i %s", async (id, code, error) => {
    const { status, body } = await resolveLink(app.origin, `https://vk.com/video${id}`, "reel");
    expect([status, body.error?.code]).toEqual([code, error]);
  });

  it("asks for a new token when VK no longer takes the one it had", async () => {
    vk.tokens.clear();
    vk.videos.set("-3_1", "ready");
    vk.videos.set("-3_2", "ready");
    const refused = await resolveLink(app.origin, "https://vk.com/video-3_1", "reel");
    expect(refused.status).toBe(424);
    const before = vk.tally.get("token:127.0.0.1");
    const again = await resolveLink(app.origin, "https://vk.com/video-3_2", "reel");
    expect(again.status).toBe(200);
    expect(vk.tally.get("token:127.0.0.1")).toBe(before + 1);
  });
});

describe("VK pushing back", () => {
  const app = useMediaApp(() => vkEnv(vk));

  it("reads error 6 as its rate limit: the address rests", async () => {
    const first = await resolveLink(app.origin, "https://vk.com/video-1_6", "reel");
    expect([first.status, first.body.error?.code]).toEqual([429, "rate_limited"]);
    const before = vk.tally.get("api:127.0.0.1");
    const second = await resolveLink(app.origin, "https://vk.com/video-57274055_456239399", "reel");
    expect(second.body.error?.code).toBe("rate_limited");
    expect(vk.tally.get("api:127.0.0.1")).toBe(before);
  });
});

describe("a visitor pasting private VK videos", () => {
  it("costs no one else VK (lookup cache off)", async () => {
    const app = await startMediaApp({
      ...vkEnv(vk),
      RESOLVE_CACHE_SECONDS: "0",
      LOOKUPS_IN_FLIGHT: "64",
    });
    try {
      const refused = Array.from({ length: 24 }, (_, i) => {
        vk.videos.set(`-2_${i}`, "private");
        return `https://vk.com/video-2_${i}`;
      });
      const { theirs, others } = await refusedVisitorBesideOthers(
        app,
        refused,
        ["https://vk.com/video-57274055_456239399", "https://vk.com/clip-57274055_456239788"],
        "reel",
      );
      expect(others).toHaveLength(8);
      expect(others.every((a) => a.status === 200)).toBe(true);
      expect(theirs.every((a) => a.status === 403 && a.code === "private")).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});
