import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import {
  answerThenPublic,
  refusedVisitorBesideOthers,
} from "../../../test-support/in-process/visitors.js";
import { bytesOf, saveAs } from "../../../test-support/media-files.js";
import { probeFile } from "../../../test-support/probe.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { type LoomStandIn, startLoom } from "../../../test-support/stand-ins/loom.js";
import { makeHls, startStreamCdn } from "../../../test-support/stand-ins/segmented.js";

const dir = mkdtempSync(join(tmpdir(), "rd-loom-"));

let loom: LoomStandIn;

beforeAll(async () => {
  loom = await startLoom();
});
afterAll(() => loom?.close());
beforeEach(() => {
  loom.videos.clear();
  loom.tally.counts.clear();
  loom.bodies.length = 0;
});

const env = () => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  LOOM_ORIGIN: loom.origin,
});
const id = (n: number) => `d165fd054a294d8a8587807bcc50c${String(n).padStart(3, "0")}`;

describe("built-in Loom extractor", () => {
  const app = useMediaApp(env);

  it("gives the transcoded MP4 byte for byte from one request, asked as cobalt asks", async () => {
    loom.videos.set(id(1), "ready");
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.loom.com/share/Meet-AI-workflows-${id(1)}?sid=42`,
      "reel",
    );
    expect(status).toBe(200);
    expect(loom.bodies).toEqual([
      {
        endpoint: "transcoded-url",
        body: { force_original: false, password: null, deviceID: null, anonID: null },
        source: "loom_web_be851af",
      },
    ]);
    expect(body.items?.[0]).toMatchObject({ type: "video", filename: `loom-${id(1)}.mp4` });
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).equals(loom.files.transcoded)).toBe(true);
  });

  it("asks raw-url for an MP4 when transcoded-url names none", async () => {
    loom.videos.set(id(2), "raw-only");
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.loom.com/embed/${id(2)}`,
      "reel",
    );
    expect(status).toBe(200);
    expect(loom.bodies.map((b) => b.endpoint)).toEqual(["transcoded-url", "raw-url"]);
    expect(loom.bodies[1]?.body).toMatchObject({
      client_name: "web",
      client_version: "be851af",
      supported_mime_types: ["video/mp4"],
    });
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect((await bytesOf(res)).equals(loom.files.raw)).toBe(true);
  });

  it("streams a video Loom offers only as HLS through the tunnel: its segments remuxed into one MP4 (issue 34)", async () => {
    const streams = await startStreamCdn(
      await makeHls({ sizes: ["640x360"], seconds: 4, segmentSeconds: 2, audio: "muxed" }),
    );
    loom.hlsMaster = `${streams.origin}/hls/master.m3u8`;
    try {
      loom.videos.set(id(3), "stream-only");
      const { status, body } = await resolveLink(
        app.origin,
        `https://www.loom.com/share/${id(3)}`,
        "reel",
      );
      expect(status).toBe(200);
      const item = body.items?.[0];
      expect(item?.type).toBe("video");
      expect(item?.qualities?.map((q) => q.label)).toEqual(["360p"]);
      const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "loom-hls.mp4"));
      const probed = probeFile(file);
      expect(probed.streams.map((st) => st.codec).sort()).toEqual(["aac", "h264"]);
      expect(probed.seconds).toBeGreaterThan(3);
    } finally {
      loom.hlsMaster = undefined;
      await streams.close();
    }
  }, 60_000);

  it("converts the video to MP3 for the audio screen", async () => {
    loom.videos.set(id(4), "ready");
    const { status, body } = await resolveLink(
      app.origin,
      `https://loom.com/share/${id(4)}`,
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe(`loom-audio-${id(4)}.mp3`);
    expect((await fetchTunnel(app, body.items?.[0]?.download)).status).toBe(200);
  });

  it.each([
    [5, undefined, 404, "not_found"],
    [6, "password", 403, "login_required"],
    [7, "private", 403, "private"],
  ] as const)("video %i (%s) answers %i %s after one request", async (n, scenario, code, error) => {
    if (scenario) loom.videos.set(id(n), scenario);
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.loom.com/share/${id(n)}`,
      "reel",
    );
    expect([status, body.error?.code]).toEqual([code, error]);
    // One request about this video (a wall adds one probe of the public video).
    expect(loom.tally.get(`transcoded-url:${id(n)}`)).toBe(1);
  });
});

describe.each(["rate_limited", "challenge"] as const)("Loom pushing back (%s)", (scenario) => {
  const app = useMediaApp(env);

  it("rests the egress and says when to come back, never 'not found'", async () => {
    loom.videos.set(id(90), scenario);
    const first = await resolveLink(app.origin, `https://www.loom.com/share/${id(90)}`, "reel");
    expect([first.status, first.body.error?.code]).toEqual([429, "rate_limited"]);
    expect(first.body.error?.retryAfter).toBeGreaterThan(0);
    expect(loom.tally.get("api:127.0.0.1")).toBe(1);
    loom.videos.set(id(91), "ready");
    const second = await resolveLink(app.origin, `https://www.loom.com/share/${id(91)}`, "reel");
    expect(second.body.error?.code).toBe("rate_limited");
    expect(loom.tally.get("api:127.0.0.1")).toBe(1);
  });
});

describe("Loom's table of answers (decision 059)", () => {
  const apps: Running[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  /** An app of its own: a refusal rests its egress, which must not spill into other rows. */
  async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
    const app = await startMediaApp({ ...env(), RESOLVE_CACHE_SECONDS: "0", ...extra });
    apps.push(app);
    return app;
  }

  it.each([
    ["removed", undefined, 404, "not_found", false],
    ["private", "private", 403, "private", false],
    ["a login wall for the video", "password", 403, "login_required", false],
    ["429", "rate_limited", 429, "rate_limited", true],
    ["a challenge", "challenge", 429, "rate_limited", true],
    ["5xx", "server-error", 424, "upstream_failed", false],
    ["a changed answer", "changed", 424, "upstream_failed", false],
  ] as const)("%s: %i %s; the address rests: %s", async (_name, scenario, status, code, rests) => {
    const app = await freshApp();
    loom.videos.set(id(200), "ready");
    if (scenario) loom.videos.set(id(201), scenario);
    const { answer, next } = await answerThenPublic(
      app,
      `https://www.loom.com/share/${id(201)}`,
      `https://www.loom.com/share/${id(200)}`,
      "reel",
    );
    expect([answer.status, answer.code]).toEqual([status, code]);
    expect(next.status).toBe(rests ? 429 : 200);
  });

  it("a workspace's video says so, once the probe shows the address is served", async () => {
    const app = await freshApp();
    loom.videos.set(id(202), "password");
    const { body } = await resolveLink(app.origin, `https://www.loom.com/share/${id(202)}`, "reel");
    expect(body.error).toMatchObject({ code: "login_required", reason: "workspace_only" });
  });

  it("one visitor pasting private videos at the visitor limit does not cost anyone else Loom (lookup cache off)", async () => {
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => id(300 + i));
    refused.forEach((v, i) => {
      loom.videos.set(v, i % 2 === 0 ? "private" : "password");
    });
    const open = [id(400), id(401), id(402), id(403)];
    for (const v of open) loom.videos.set(v, "ready");
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map((v) => `https://www.loom.com/share/${v}`),
      open.map((v) => `https://www.loom.com/share/${v}`),
      "reel",
    );
    expect(others.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(theirs.every((a) => a.status === 403)).toBe(true);
    expect(new Set(theirs.map((a) => a.code))).toEqual(new Set(["private", "login_required"]));
    expect(loom.tally.get("api:127.0.0.1")).toBeLessThanOrEqual(32 + 1);
  });
});
