import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { refusedVisitorBesideOthers } from "../../../test-support/in-process/visitors.js";
import { bytesOf, probeBytes } from "../../../test-support/media-files.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  type NewgroundsStandIn,
  startNewgrounds,
} from "../../../test-support/stand-ins/newgrounds.js";

/**
 * The built-in Newgrounds extractor against a stand-in answering as yt-dlp 81ecd58b and cobalt
 * a636575b read Newgrounds (test-support/stand-ins/newgrounds.ts, decision 078).
 */
let newgrounds: NewgroundsStandIn;
const apps: Running[] = [];

beforeAll(async () => {
  newgrounds = await startNewgrounds();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await newgrounds?.close();
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  NEWGROUNDS_ORIGIN: newgrounds.web.origin,
  NEWGROUNDS_PROBE_URL: "https://www.newgrounds.com/portal/view/938050",
  ...extra,
});

async function fileOf(app: { origin: string }, path: string | undefined): Promise<Buffer> {
  const res = await fetchTunnel(app, path);
  expect(res.status).toBe(200);
  return bytesOf(res);
}

/** Requests of the web stand-in since `from`, as "METHOD /path". */
const asked = (from: number) =>
  newgrounds.web.requests.slice(from).map((r) => `${r.method} ${r.url}`);

describe("built-in Newgrounds extractor", () => {
  const app = useMediaApp(() => env());

  it("offers a movie's heights from one request as the page's script, each file checked by ffprobe", async () => {
    const before = newgrounds.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://newgrounds.com/portal/view/938050?emoji=1",
      "reel",
    );
    expect(status).toBe(200);
    expect(asked(before)).toEqual(["GET /portal/video/938050"]);
    const request = newgrounds.web.requests[before];
    expect(request?.headers["x-requested-with"]).toBe("XMLHttpRequest");
    const item = body.items?.[0];
    expect(item).toMatchObject({ type: "video", filename: "newgrounds-938050-720p.mp4" });
    expect(item?.qualities?.map((q) => [q.label, q.height, q.default])).toEqual([
      ["720p", 720, true],
      ["360p", 360, undefined],
    ]);
    const best = await fileOf(app, item?.qualities?.[0]?.download);
    expect(best.equals(newgrounds.files["720p"])).toBe(true);
    expect(probeBytes(best, "a.mp4")).toEqual({ width: 640, height: 360, audio: "aac" });
    const small = await fileOf(app, item?.qualities?.[1]?.download);
    expect(probeBytes(small, "b.mp4")).toEqual({ width: 320, height: 180, audio: "aac" });
    expect((await fetchTunnel(app, item?.thumbnail)).status).toBe(200);
  });

  it("gives a movie of one height as its one file", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/portal/view/297383",
      "reel",
    );
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]?.qualities).toBeUndefined();
    expect(body.items?.[0]?.filename).toBe("newgrounds-297383.mp4");
    const file = await fileOf(app, body.items?.[0]?.download);
    expect(file.equals(newgrounds.files["360p"])).toBe(true);
  });

  it("gives a movie's sound as MP3 on the audio screen", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/portal/view/938050",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "newgrounds-audio-938050.mp3",
    });
    const sound = await fileOf(app, body.items?.[0]?.download);
    expect(probeBytes(sound, "s.mp3")).toEqual({ audio: "mp3" });
  });

  it("gives a song of the audio portal as its MP3, byte for byte, read from the page's player", async () => {
    const before = newgrounds.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/audio/listen/549479",
      "audio",
    );
    expect(status).toBe(200);
    expect(asked(before)).toEqual(["GET /audio/listen/549479"]);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "newgrounds-audio-549479.mp3",
    });
    const song = await fileOf(app, body.items?.[0]?.download);
    expect(song.equals(newgrounds.files.mp3)).toBe(true);
    expect(probeBytes(song, "song.mp3")).toEqual({ audio: "mp3" });
  });

  it("a song looked up on the video screen is still its MP3", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/audio/listen/500476",
      "reel",
    );
    expect(body.items?.[0]).toMatchObject({ type: "audio", filename: "newgrounds-500476.mp3" });
  });

  it("says a game has no video, and a removed movie or song is not found", async () => {
    const game = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/portal/view/59593",
      "reel",
    );
    expect(game.status).toBe(404);
    expect(game.body.error).toMatchObject({ code: "not_found", reason: "no_media" });
    const gone = await resolveLink(app.origin, "https://www.newgrounds.com/portal/view/1", "reel");
    expect(gone.body.error?.code).toBe("not_found");
    const song = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/audio/listen/404404",
      "reel",
    );
    expect(song.body.error?.code).toBe("not_found");
  });

  it("a page that no longer carries what we read is the platform's failure, never 'not found'", async () => {
    for (const link of [
      "https://www.newgrounds.com/portal/view/777777",
      "https://www.newgrounds.com/audio/listen/888888",
      "https://www.newgrounds.com/portal/view/502502",
    ]) {
      const { status, body } = await resolveLink(app.origin, link, "reel");
      expect(status, link).not.toBe(404);
      expect(body.error?.code, link).toBe("upstream_failed");
    }
  });
});

describe("Newgrounds pushing back", () => {
  async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
    const app = await startMediaApp(env(extra));
    apps.push(app);
    return app;
  }

  it("a 429 rests the address with Newgrounds' Retry-After", async () => {
    const app = await freshApp();
    const first = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/portal/view/429429",
      "reel",
    );
    expect(first.status).toBe(429);
    expect(first.body.error?.retryAfter).toBeGreaterThan(20);
    const before = newgrounds.web.requests.length;
    const next = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/portal/view/938050",
      "reel",
    );
    expect(next.status).toBe(429);
    expect(newgrounds.web.requests.length).toBe(before);
  });

  it("an adult movie is refused as needing an account after one probe; the address still serves", async () => {
    const app = await freshApp();
    const before = newgrounds.web.requests.length;
    const adult = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/portal/view/823109",
      "reel",
    );
    expect(adult.status).toBe(403);
    expect(adult.body.error?.code).toBe("login_required");
    expect(asked(before)).toEqual(["GET /portal/video/823109", "GET /portal/video/938050"]);
    const next = await resolveLink(
      app.origin,
      "https://www.newgrounds.com/portal/view/297383",
      "reel",
    );
    expect(next.status).toBe(200);
  });

  it("one visitor pasting adult movies at the visitor limit does not cost anyone else Newgrounds", async () => {
    const app = await freshApp({ RESOLVE_CACHE_SECONDS: "0", LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => String(900_000 + i));
    for (const id of refused) newgrounds.movies.set(id, "adult");
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map((id) => `https://www.newgrounds.com/portal/view/${id}`),
      ["938050", "297383"].map((id) => `https://www.newgrounds.com/portal/view/${id}`),
      "reel",
    );
    expect(others).toHaveLength(8);
    expect(others.every((a) => a.status === 200)).toBe(true);
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
  });
});
