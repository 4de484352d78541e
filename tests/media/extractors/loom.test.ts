import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { bytesOf } from "../../../test-support/media-files.js";
import { type LoomStandIn, startLoom } from "../../../test-support/stand-ins/loom.js";

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

  it("says so when Loom offers the video only as a stream in parts", async () => {
    loom.videos.set(id(3), "stream-only");
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.loom.com/share/${id(3)}`,
      "reel",
    );
    expect([status, body.error?.code]).toEqual([424, "upstream_failed"]);
    expect(body.error?.message).toBe(
      "Loom offers this video only as a stream in parts, which this server does not download.",
    );
  });

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
    expect(loom.asked()).toBe(1);
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
