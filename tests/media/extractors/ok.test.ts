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
import { type OkStandIn, okEnv, startOk } from "../../../test-support/stand-ins/ok.js";

/**
 * The built-in OK.ru extractor against a stand-in of its video pages and CDN
 * (test-support/stand-ins/ok.ts). Why: docs/decisions/084-ok.md
 */
let ok: OkStandIn;
const dir = mkdtempSync(join(tmpdir(), "rd-ok-test-"));

beforeAll(async () => {
  ok = await startOk();
  const videos: [string, Parameters<typeof ok.videos.set>[1]][] = [
    ["7204071410346", "ready"],
    ["62036049272859-0", "ready"],
    ["1000000000001", "metadata-url"],
    ["1000000000002", "removed"],
    ["1000000000003", "restricted"],
    ["1000000000004", "youtube"],
    ["1000000000005", "live"],
    ["1000000000006", "paid"],
    ["1000000000007", "server-error"],
    ["1000000000008", "changed"],
    ["1000000000009", "rate-limited"],
    ["1000000000010", "hls-only"],
  ];
  for (const [id, scenario] of videos) ok.videos.set(id, scenario);
}, 60_000);
afterAll(() => ok?.close());

describe("built-in OK.ru extractor", () => {
  const app = useMediaApp(() => okEnv(ok));

  it("offers every MP4 the page lists by its quality name, 720p chosen, probed", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://ok.ru/video/7204071410346",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    // `full` is disallowed by the page: not offered.
    expect(item?.qualities?.map((q) => [q.label, q.default ?? false])).toEqual([
      ["720p", true],
      ["480p", false],
      ["360p", false],
      ["240p", false],
      ["144p", false],
    ]);
    expect(item?.filename).toBe("ok-7204071410346-720p.mp4");
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "hd.mp4"));
    expect(readFileSync(file).equals(ok.files.hd)).toBe(true);
    expect(probeStreams(file)).toEqual(["h264,1280,720", "aac"]);
  });

  it.each([
    "https://m.ok.ru/video/62036049272859-0",
    "https://mobile.ok.ru/video/62036049272859-0",
    "https://www.odnoklassniki.ru/videoembed/62036049272859-0",
    "https://ok.ru/dk?st.cmd=movieLayer&st.mvId=62036049272859-0",
  ])("reads %s (the mobile site's links too)", async (link) => {
    const { status, body } = await resolveLink(app.origin, link, "reel");
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("ok-62036049272859-0-720p.mp4");
  });

  it("asks the metadata the options point to, by POST with the page's location", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://ok.ru/video/1000000000001",
      "reel",
    );
    expect(status).toBe(200);
    expect(ok.tally.get("metadata:1000000000001")).toBe(1);
    expect(body.items?.[0]?.qualities?.[0]?.label).toBe("720p");
  });

  it("gives the sound as MP3 from a small file", async () => {
    const from = ok.tally.get("cdn:low.mp4");
    const { status, body } = await resolveLink(
      app.origin,
      "https://ok.ru/video/7204071410346",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("ok-audio-7204071410346.mp3");
    const file = await saveAs(
      await fetchTunnel(app, body.items?.[0]?.download),
      join(dir, "a.mp3"),
    );
    expect(probeAudioCodec(file)).toBe("mp3");
    expect(ok.tally.get("cdn:low.mp4")).toBeGreaterThan(from);
  });

  it("relays a video offered only as HLS segment by segment, remuxed into one MP4", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://ok.ru/video/1000000000010",
      "reel",
    );
    expect(status).toBe(200);
    const item = body.items?.[0];
    expect(item?.qualities?.map((q) => q.label)).toEqual(["360p"]);
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "hls.mp4"));
    expect(probeStreams(file)).toEqual(["h264,640,360", "aac"]);
  });

  it.each([
    ["1000000000002", 404, "not_found"],
    ["1000000000003", 403, "login_required"],
    ["1000000000004", 404, "not_found"],
    ["1000000000005", 422, "live_stream"],
    ["1000000000006", 403, "members_only"],
    ["1000000000007", 424, "upstream_failed"],
    ["1000000000008", 424, "upstream_failed"],
    ["1999999999999", 404, "not_found"],
  ] as const)("video %s answers %i %s", async (id, code, error) => {
    const { status, body } = await resolveLink(app.origin, `https://ok.ru/video/${id}`, "reel");
    expect([status, body.error?.code]).toEqual([code, error]);
  });
});

describe("OK.ru pushing back", () => {
  const app = useMediaApp(() => okEnv(ok));

  it("rests the address on a 429 and says when to come back", async () => {
    const first = await resolveLink(app.origin, "https://ok.ru/video/1000000000009", "reel");
    expect([first.status, first.body.error?.code]).toEqual([429, "rate_limited"]);
    const before = ok.tally.get("page:127.0.0.1");
    const second = await resolveLink(app.origin, "https://ok.ru/video/7204071410346", "reel");
    expect(second.body.error?.code).toBe("rate_limited");
    expect(ok.tally.get("page:127.0.0.1")).toBe(before);
  });
});

describe("a visitor pasting restricted OK.ru videos", () => {
  it("costs no one else OK.ru (lookup cache off)", async () => {
    const app = await startMediaApp({
      ...okEnv(ok),
      RESOLVE_CACHE_SECONDS: "0",
      LOOKUPS_IN_FLIGHT: "64",
    });
    try {
      const refused = Array.from({ length: 24 }, (_, i) => {
        const id = `30000000000${String(i).padStart(2, "0")}`;
        ok.videos.set(id, "restricted");
        return `https://ok.ru/video/${id}`;
      });
      const { theirs, others } = await refusedVisitorBesideOthers(
        app,
        refused,
        ["https://ok.ru/video/7204071410346", "https://m.ok.ru/video/62036049272859-0"],
        "reel",
      );
      expect(others).toHaveLength(8);
      expect(others.every((a) => a.status === 200)).toBe(true);
      expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});
