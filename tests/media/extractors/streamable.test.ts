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
import { bytesOf } from "../../../test-support/media-files.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  type StreamableStandIn,
  startStreamable,
} from "../../../test-support/stand-ins/streamable.js";

let streamable: StreamableStandIn;

beforeAll(async () => {
  streamable = await startStreamable();
});
afterAll(() => streamable?.close());
beforeEach(() => {
  streamable.videos.clear();
  streamable.tally.counts.clear();
});

const env = () => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  STREAMABLE_API_ORIGIN: streamable.origin,
});

describe("built-in Streamable extractor", () => {
  const app = useMediaApp(env);

  it("offers both files as qualities, the taller chosen, each byte for byte", async () => {
    streamable.videos.set("dnd1", "ready");
    const { status, body } = await resolveLink(
      app.origin,
      "https://streamable.com/e/dnd1?t=3",
      "reel",
    );
    expect(status).toBe(200);
    expect(streamable.tally.get("video:dnd1")).toBe(1);
    const item = body.items?.[0];
    expect(item).toMatchObject({ type: "video", filename: "streamable-dnd1-360p.mp4" });
    expect(item?.qualities?.map((q) => [q.label, q.container, q.approxBytes, q.default])).toEqual([
      ["360p", "mp4", streamable.files.hd.length, true],
      ["240p", "mp4", streamable.files.mobile.length, undefined],
    ]);
    const hd = await fetchTunnel(app, item?.download);
    expect(hd.status).toBe(200);
    expect((await bytesOf(hd)).equals(streamable.files.hd)).toBe(true);
    const mobile = await fetchTunnel(app, item?.qualities?.[1]?.download);
    expect(mobile.headers.get("content-disposition")).toContain("streamable-dnd1-240p.mp4");
    expect((await bytesOf(mobile)).equals(streamable.files.mobile)).toBe(true);
    const thumbnail = await fetchTunnel(app, item?.thumbnail);
    expect(thumbnail.status).toBe(200);
  });

  it("gives a video of one (protocol-relative) file as it is, without a choice", async () => {
    streamable.videos.set("moo", "single");
    const { status, body } = await resolveLink(app.origin, "streamable.com/moo", "reel");
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item).toMatchObject({
      type: "video",
      filename: "streamable-moo.mp4",
      width: 640,
      height: 360,
    });
    expect(item?.qualities).toBeUndefined();
    const res = await fetchTunnel(app, item?.download);
    expect((await bytesOf(res)).equals(streamable.files.hd)).toBe(true);
  });

  it("converts the best file to MP3 for the audio screen", async () => {
    streamable.videos.set("p9cln4", "ready");
    const { status, body } = await resolveLink(
      app.origin,
      "https://streamable.com/p9cln4",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "streamable-audio-p9cln4.mp3",
    });
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(res.status).toBe(200);
    const mp3 = await bytesOf(res);
    // An MPEG audio frame or an ID3 tag: ffmpeg made MP3 of the file's sound.
    expect(mp3.subarray(0, 3).toString("latin1") === "ID3" || mp3[0] === 0xff).toBe(true);
  });

  it.each([
    ["XXXXXX", undefined, 404, "not_found"],
    ["proc1", "processing", 404, "not_found"],
    ["fail1", "failed", 410, "removed"],
    ["priv1", "private", 403, "private"],
    ["login1", "login", 403, "login_required"],
  ] as const)("%s (%s) answers %i %s, after one request", async (id, scenario, code, error) => {
    if (scenario) streamable.videos.set(id, scenario);
    const { status, body } = await resolveLink(app.origin, `https://streamable.com/${id}`, "reel");
    expect([status, body.error?.code]).toEqual([code, error]);
    expect(streamable.tally.get(`video:${id}`)).toBe(1);
  });

  it("says a video still processing is on its way", async () => {
    streamable.videos.set("proc2", "processing");
    const { body } = await resolveLink(app.origin, "https://streamable.com/proc2", "reel");
    expect(body.error?.message).toBe(
      "This video is still uploading or processing. Try again soon.",
    );
  });
});

describe.each(["rate_limited", "challenge"] as const)(
  "Streamable pushing back (%s)",
  (scenario) => {
    const app = useMediaApp(env);

    it("rests the egress and says when to come back, never 'not found'", async () => {
      streamable.videos.set("busy1", scenario);
      const first = await resolveLink(app.origin, "https://streamable.com/busy1", "reel");
      expect(first.status).toBe(429);
      expect(first.body.error?.code).toBe("rate_limited");
      expect(first.body.error?.retryAfter).toBeGreaterThan(0);
      expect(streamable.tally.get("api:127.0.0.1")).toBe(1);
      // The only egress rests: the next lookup does not ask Streamable at all.
      streamable.videos.set("fine1", "ready");
      const second = await resolveLink(app.origin, "https://streamable.com/fine1", "reel");
      expect(second.body.error?.code).toBe("rate_limited");
      expect(streamable.tally.get("api:127.0.0.1")).toBe(1);
    });
  },
);

describe("Streamable's table of answers (decision 059)", () => {
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
    ["a login wall for the video", "login", 403, "login_required", false],
    ["429", "rate_limited", 429, "rate_limited", true],
    ["a challenge", "challenge", 429, "rate_limited", true],
    ["5xx", "server-error", 424, "upstream_failed", false],
    ["a changed answer", "changed", 424, "upstream_failed", false],
  ] as const)("%s: %i %s; the address rests: %s", async (_name, scenario, status, code, rests) => {
    const app = await freshApp();
    streamable.videos.set("pub1", "ready");
    if (scenario) streamable.videos.set("var1", scenario);
    const { answer, next } = await answerThenPublic(
      app,
      "https://streamable.com/var1",
      "https://streamable.com/pub1",
      "reel",
    );
    expect([answer.status, answer.code]).toEqual([status, code]);
    expect(next.status).toBe(rests ? 429 : 200);
  });

  it("one visitor pasting private videos at the visitor limit does not cost anyone else Streamable (lookup cache off)", async () => {
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => `priv${i}`);
    refused.forEach((id, i) => {
      streamable.videos.set(id, i % 2 === 0 ? "private" : "login");
    });
    for (const id of ["dnd1", "moo", "pub2", "pub3"]) streamable.videos.set(id, "ready");
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map((id) => `https://streamable.com/${id}`),
      ["dnd1", "moo", "pub2", "pub3"].map((id) => `https://streamable.com/${id}`),
      "reel",
    );
    expect(others.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(theirs.every((a) => a.status === 403)).toBe(true);
    expect(new Set(theirs.map((a) => a.code))).toEqual(new Set(["private", "login_required"]));
    // Every lookup asked once, and at most one probe: nothing rested the address.
    expect(streamable.tally.get("api:127.0.0.1")).toBeLessThanOrEqual(32 + 1);
  });
});
