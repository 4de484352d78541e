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
import { type SnapchatStandIn, startSnapchat } from "../../../test-support/stand-ins/snapchat.js";

let snapchat: SnapchatStandIn;

beforeAll(async () => {
  snapchat = await startSnapchat();
});
afterAll(() => snapchat?.close());
beforeEach(() => {
  snapchat.spotlights.clear();
  snapchat.profiles.clear();
  snapchat.shortLinks.clear();
  snapchat.tally.counts.clear();
});

const env = () => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  SNAPCHAT_WEB_ORIGIN: snapchat.origin,
  SNAPCHAT_SHORT_ORIGIN: snapchat.short.origin,
});
/** A Spotlight id of the shape Snapchat gives (yt-dlp's test). */
const spotlightId = (n: number) => `W7_EDlXWTBiXAEEniNoMPwAAYcnVjYWdwcGV1AZEaIYn5AZEaIYnrAAAA${n}Q`;

describe("built-in Snapchat extractor", () => {
  const app = useMediaApp(env);

  it.each([
    ["ready", "the feed's contentUrl"],
    ["snap-only", "the snap's media URL"],
    ["preload-only", "the head's preload link"],
  ] as const)(
    "gives the Spotlight's MP4 byte for byte from %s (%s), one request",
    async (scenario, _reader) => {
      const id = spotlightId(scenario.length);
      snapchat.spotlights.set(id, scenario);
      const { status, body } = await resolveLink(
        app.origin,
        `https://www.snapchat.com/@ganda0535/spotlight/${id}?locale=en-US&share_id=abc`,
        "reel",
      );
      expect(status).toBe(200);
      expect(snapchat.tally.get(`id:${id}`)).toBe(1);
      const item = body.items?.[0];
      expect(item).toMatchObject({ type: "video", filename: `snapchat-${id}.mp4` });
      const res = await fetchTunnel(app, item?.download);
      expect(res.status).toBe(200);
      expect((await bytesOf(res)).equals(snapchat.clip)).toBe(true);
    },
  );

  it("follows a share link once, to the Spotlight it names", async () => {
    const id = spotlightId(1);
    snapchat.spotlights.set(id, "ready");
    snapchat.shortLinks.set(
      "Xa1bC2dE",
      `https://www.snapchat.com/spotlight/${id}?share_id=Xa1&locale=en`,
    );
    const { status, body } = await resolveLink(
      app.origin,
      "https://t.snapchat.com/Xa1bC2dE",
      "reel",
    );
    expect(status).toBe(200);
    expect([snapchat.tally.get("short:Xa1bC2dE"), snapchat.tally.get(`id:${id}`)]).toEqual([1, 1]);
    expect(body.items?.[0]?.filename).toBe(`snapchat-${id}.mp4`);
  });

  it("refuses a share link that leads elsewhere than a Spotlight or a story", async () => {
    snapchat.shortLinks.set("Pr0fIle1", "https://www.snapchat.com/lens/4b6e2f0c1a9d4e2b");
    snapchat.shortLinks.set("Away1234", "https://example.com/spotlight/W7_EDlXWTBiXAEEn");
    for (const code of ["Pr0fIle1", "Away1234"]) {
      const { body } = await resolveLink(app.origin, `https://t.snapchat.com/${code}`, "reel");
      expect(body.error?.code).toBe("unsupported_link");
    }
    const gone = await resolveLink(app.origin, "https://t.snapchat.com/G0neG0ne", "reel");
    expect(gone.body.error?.code).toBe("not_found");
  });

  it("converts the video to MP3 for the audio screen", async () => {
    const id = spotlightId(7);
    snapchat.spotlights.set(id, "ready");
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.snapchat.com/spotlight/${id}`,
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe(`snapchat-audio-${id}.mp3`);
    expect((await fetchTunnel(app, body.items?.[0]?.download)).status).toBe(200);
  });

  it.each([
    ["removed", 404, "not_found"],
    ["missing", 404, "not_found"],
    ["shell", 424, "upstream_failed"],
    // A login wall for one Spotlight is its answer (the probe of a public one was served).
    ["login", 403, "login_required"],
  ] as const)("a %s Spotlight answers %i %s after one request", async (scenario, code, error) => {
    const id = spotlightId(20 + scenario.length);
    snapchat.spotlights.set(id, scenario);
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.snapchat.com/spotlight/${id}`,
      "reel",
    );
    expect([status, body.error?.code]).toEqual([code, error]);
    expect(snapchat.tally.get(`id:${id}`)).toBe(1);
  });
});

describe("Snapchat stories", () => {
  const app = useMediaApp(env);

  it("lists the story's snaps, a photo and a video, each byte for byte", async () => {
    snapchat.profiles.set("bazerkmakane", "story");
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.snapchat.com/add/bazerkmakane?share_id=x",
      "story",
    );
    expect(status).toBe(200);
    expect(snapchat.tally.get("profile:bazerkmakane")).toBe(1);
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["photo", "snapchat-bazerkmakane-1.jpg"],
      ["video", "snapchat-bazerkmakane-2.mp4"],
    ]);
    const photo = await fetchTunnel(app, body.items?.[0]?.download);
    expect((await bytesOf(photo)).equals(snapchat.photo)).toBe(true);
    const video = await fetchTunnel(app, body.items?.[1]?.download);
    expect((await bytesOf(video)).equals(snapchat.clip)).toBe(true);
  });

  it("follows a share link to a profile's story", async () => {
    snapchat.profiles.set("ganda0535", "story");
    snapchat.shortLinks.set("Pr0fIle2", "https://www.snapchat.com/add/ganda0535?share_id=y");
    const { status, body } = await resolveLink(
      app.origin,
      "https://t.snapchat.com/Pr0fIle2",
      "story",
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(2);
  });

  it("gives the one snap a link names, from the same page", async () => {
    snapchat.profiles.set("bazerkmakane", "story");
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.snapchat.com/add/bazerkmakane/VideoSnap2",
      "story",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => i.filename)).toEqual(["snapchat-VideoSnap2.mp4"]);
    const gone = await resolveLink(
      app.origin,
      "https://www.snapchat.com/add/bazerkmakane/OldSnap9",
      "story",
    );
    expect([gone.status, gone.body.error?.message]).toEqual([
      404,
      "This snap is no longer in the story.",
    ]);
  });

  it("falls back to the first highlight, and says when there is nothing to save", async () => {
    snapchat.profiles.set("quietuser", "highlights-only");
    snapchat.profiles.set("emptyuser", "none");
    const highlight = await resolveLink(app.origin, "https://www.snapchat.com/@quietuser", "story");
    expect(highlight.body.items?.map((i) => i.filename)).toEqual(["snapchat-quietuser.mp4"]);
    const empty = await resolveLink(app.origin, "https://www.snapchat.com/add/emptyuser", "story");
    expect([empty.status, empty.body.error?.message]).toEqual([
      404,
      "This account has no public story right now.",
    ]);
    const missing = await resolveLink(
      app.origin,
      "https://www.snapchat.com/add/nobody_here",
      "story",
    );
    expect([missing.status, missing.body.error?.code]).toEqual([404, "not_found"]);
  });
});

describe.each(["rate_limited", "challenge"] as const)("Snapchat pushing back (%s)", (scenario) => {
  const app = useMediaApp(env);

  it("rests the egress and says when to come back, never 'not found'", async () => {
    const busy = spotlightId(90);
    snapchat.spotlights.set(busy, scenario);
    const first = await resolveLink(
      app.origin,
      `https://www.snapchat.com/spotlight/${busy}`,
      "reel",
    );
    expect([first.status, first.body.error?.code]).toEqual([429, "rate_limited"]);
    expect(first.body.error?.retryAfter).toBeGreaterThan(0);
    expect(snapchat.tally.get("page:127.0.0.1")).toBe(1);
    const fine = spotlightId(91);
    snapchat.spotlights.set(fine, "ready");
    const second = await resolveLink(
      app.origin,
      `https://www.snapchat.com/spotlight/${fine}`,
      "reel",
    );
    expect(second.body.error?.code).toBe("rate_limited");
    expect(snapchat.tally.get("page:127.0.0.1")).toBe(1);
  });
});

describe("Snapchat's table of answers (decision 059)", () => {
  const apps: Running[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  /** An app of its own: a refusal rests its egress, which must not spill into other rows. */
  async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
    const app = await startMediaApp({ ...env(), RESOLVE_CACHE_SECONDS: "0", ...extra });
    apps.push(app);
    return app;
  }

  it.each([
    ["removed", "removed", 404, "not_found", false],
    ["a login wall for the Spotlight", "login", 403, "login_required", false],
    ["429", "rate_limited", 429, "rate_limited", true],
    ["a challenge", "challenge", 429, "rate_limited", true],
    ["5xx", "server-error", 424, "upstream_failed", false],
    ["a changed page", "shell", 424, "upstream_failed", false],
  ] as const)("%s: %i %s; the address rests: %s", async (_name, scenario, status, code, rests) => {
    const app = await freshApp();
    snapchat.spotlights.set(spotlightId(60), "ready");
    snapchat.spotlights.set(spotlightId(61), scenario);
    const { answer, next } = await answerThenPublic(
      app,
      `https://www.snapchat.com/spotlight/${spotlightId(61)}`,
      `https://www.snapchat.com/spotlight/${spotlightId(60)}`,
      "reel",
    );
    expect([answer.status, answer.code]).toEqual([status, code]);
    expect(next.status).toBe(rests ? 429 : 200);
  });

  it("a login wall meant for the address (the probe is walled too) rests it", async () => {
    const app = await freshApp({
      SNAPCHAT_PROBE_URL: `https://www.snapchat.com/spotlight/${spotlightId(62)}`,
    });
    snapchat.spotlights.set(spotlightId(62), "login");
    snapchat.spotlights.set(spotlightId(63), "login");
    snapchat.spotlights.set(spotlightId(64), "ready");
    const { answer, next } = await answerThenPublic(
      app,
      `https://www.snapchat.com/spotlight/${spotlightId(63)}`,
      `https://www.snapchat.com/spotlight/${spotlightId(64)}`,
      "reel",
    );
    expect([answer.status, answer.code]).toEqual([429, "rate_limited"]);
    expect(next.status).toBe(429);
  });

  it("one visitor pasting walled Spotlights at the visitor limit does not cost anyone else Snapchat (lookup cache off)", async () => {
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => spotlightId(700 + i));
    for (const id of refused) snapchat.spotlights.set(id, "login");
    const open = [800, 801, 802, 803].map(spotlightId);
    for (const id of open) snapchat.spotlights.set(id, "ready");
    const before = snapchat.tally.get("page:127.0.0.1");
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map((id) => `https://www.snapchat.com/spotlight/${id}`),
      open.map((id) => `https://www.snapchat.com/spotlight/${id}`),
      "reel",
    );
    expect(others.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    // Every lookup asked once, plus at most one probe: the walls never rested the address.
    expect(snapchat.tally.get("page:127.0.0.1") - before).toBeLessThanOrEqual(32 + 1);
  });
});
