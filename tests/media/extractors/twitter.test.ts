import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { syndicationToken } from "../../../server/media/extractors/twitter/api.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { bytesOf, probeAudioCodec, saveAs } from "../../../test-support/media-files.js";
import {
  startTwitter,
  type TwitterStandIn,
  twitterEnv,
} from "../../../test-support/stand-ins/twitter.js";

/**
 * The built-in X extractor against local stand-ins answering as X does in 2026
 * (test-support/stand-ins/twitter.ts).
 */
let x: TwitterStandIn;
const dir = mkdtempSync(join(tmpdir(), "rd-x-"));

beforeAll(async () => {
  x = await startTwitter();
  x.posts.set("1697304622749086011", "video");
  x.posts.set("1897839691212202479", "gif");
  x.posts.set("1877880433242771717", "photos");
  x.posts.set("1611399816487084033", "mixed");
  x.posts.set("1624596567188717568", "visibility");
  x.posts.set("1618671150829309953", "retweet");
  x.posts.set("1604617643973124097", "text");
  x.posts.set("1807756010712428565", "suspended");
  x.posts.set("1869017025055793405", "nsfw");
  x.posts.set("1828099210220294314", "protected");
  x.posts.set("1887450602164396149", "dependency-error");
  x.posts.set("1815960083475423235", "login-wall");
});
afterAll(() => x?.close());
beforeEach(() => {
  x.guests = "ok";
  x.syndicationRefuses = 0;
  // Each test starts with tokens X no longer knows: activation is part of what it shows.
  x.expireGuestTokens();
});

const env =
  (extra: Record<string, string> = {}) =>
  () => ({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    RESOLVE_CACHE_SECONDS: "0",
    ...twitterEnv(x),
    ...extra,
  });

async function downloaded(app: { origin: string }, path: string | undefined): Promise<Buffer> {
  const res = await fetchTunnel(app, path);
  expect(res.status).toBe(200);
  return bytesOf(res);
}

it("computes the syndication token as yt-dlp and cobalt do", () => {
  // The values yt-dlp's own implementation (jsinterp.js_number_to_string) gives for these ids.
  expect(syndicationToken("1697304622749086011")).toBe("4448mpm2au");
  expect(syndicationToken("1877880433242771717")).toBe("4jvj9udpyid");
  expect(syndicationToken("20")).toBe("6dq1a2xwd93");
});

describe("built-in X extractor, as a guest", () => {
  const app = useMediaApp(env());

  it("offers a video's MP4 variants as qualities, best first, each the CDN's exact file without `tag`", async () => {
    const guest = x.queries.get("guest") ?? 0;
    const { status, body } = await resolveLink(
      app.origin,
      "https://twitter.com/X/status/1697304622749086011?s=20",
      "reel",
    );
    expect(status).toBe(200);
    expect(x.queries.get("guest")).toBe(guest + 1);
    const item = body.items?.[0];
    expect(item).toMatchObject({ type: "video", filename: "twitter-1697304622749086011-720p.mp4" });
    expect(item?.qualities?.map((q) => [q.label, q.container, q.default ?? false])).toEqual([
      ["720p", "mp4", true],
      ["360p", "mp4", false],
      ["270p", "mp4", false],
    ]);
    const files = [x.media.videos[720], x.media.videos[360], x.media.videos[270]];
    for (const [i, quality] of (item?.qualities ?? []).entries()) {
      expect((await downloaded(app, quality.download)).equals(files[i] as Buffer)).toBe(true);
    }
  });

  it("gives a GIF as its one MP4", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://x.com/thelastromances/status/1897839691212202479",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "twitter-1897839691212202479.mp4",
    });
    expect(body.items?.[0]?.qualities).toBeUndefined();
    expect((await downloaded(app, body.items?.[0]?.download)).equals(x.media.gif)).toBe(true);
  });

  it("lists a post's photos at their original size, with the ZIP", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://x.com/PopCrave/status/1877880433242771717",
      "post",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.type, i.filename, i.width])).toEqual([
      ["photo", "twitter-1877880433242771717-1.jpg", 300],
      ["photo", "twitter-1877880433242771717-2.jpg", 304],
      ["photo", "twitter-1877880433242771717-3.jpg", 308],
    ]);
    for (const [i, item] of (body.items ?? []).entries()) {
      expect((await downloaded(app, item.download)).equals(x.media.photos[i] as Buffer)).toBe(true);
    }
    expect(body.archive?.filename).toBe("twitter-1877880433242771717.zip");
  });

  it("keeps the one item a /photo/<n> or /video/<n> link names", async () => {
    const photo = await resolveLink(
      app.origin,
      "https://x.com/PopCrave/status/1877880433242771717/photo/2",
      "post",
    );
    expect(photo.body.items).toHaveLength(1);
    expect(
      (await downloaded(app, photo.body.items?.[0]?.download)).equals(x.media.photos[1] as Buffer),
    ).toBe(true);
    const video = await resolveLink(
      app.origin,
      "https://x.com/igorbrigadir/status/1611399816487084033/video/2",
      "reel",
    );
    expect(video.body.items?.[0]?.qualities?.[0]?.label).toBe("720p");
  });

  it("lists a photo and a video of one post as two items", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://x.com/igorbrigadir/status/1611399816487084033?s=46",
      "post",
    );
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["photo", "twitter-1611399816487084033-1.jpg"],
      // A post's video of several qualities is named by its place and its default quality.
      ["video", "twitter-1611399816487084033-2-720p.mp4"],
    ]);
    expect((await downloaded(app, body.items?.[1]?.download)).equals(x.media.videos[720])).toBe(
      true,
    );
  });

  it("reads a post wrapped in visibility results, and a repost's original media", async () => {
    const wrapped = await resolveLink(
      app.origin,
      "https://vxtwitter.com/dustbin_nie/status/1624596567188717568?s=20",
      "reel",
    );
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.items?.[0]?.qualities).toHaveLength(3);
    const repost = await resolveLink(
      app.origin,
      "https://twitter.com/hugekiwinuts/status/1618671150829309953",
      "reel",
    );
    expect(repost.status).toBe(200);
    expect(
      (await downloaded(app, repost.body.items?.[0]?.download)).equals(x.media.videos[720]),
    ).toBe(true);
  });

  it("gives the video's sound on the audio screen as an MP3", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://x.com/i/status/1697304622749086011",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "twitter-audio-1697304622749086011.mp3",
    });
    const file = await saveAs(
      await fetchTunnel(app, body.items?.[0]?.download),
      join(dir, "x.mp3"),
    );
    expect(probeAudioCodec(file)).toBe("mp3");
  });

  it("reads the data beside X's 'Dependency: Unspecified' error, as yt-dlp does", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://x.com/i/status/1887450602164396149",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.qualities).toHaveLength(3);
  });

  it.each([
    ["1815960083475423235", 403, "login_required", undefined],
    ["1604617643973124097", 404, "not_found", "This post has no photo or video to download."],
    ["1807756010712428565", 410, "removed", undefined],
    ["1869017025055793405", 403, "age_restricted", undefined],
    ["1828099210220294314", 403, "private", undefined],
    ["1999999999999999999", 404, "not_found", undefined],
  ])("answers what X says of post %s: %i %s", async (id, status, code, message) => {
    const answer = await resolveLink(app.origin, `https://x.com/someone/status/${id}`, "post");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
    if (message) expect(answer.body.error?.message).toBe(message);
  });

  it("replaces a stale guest token once and reads the post", async () => {
    await resolveLink(app.origin, "https://x.com/i/status/1897839691212202479", "reel");
    x.expireGuestTokens();
    const activations = x.api.requests.filter((r) => r.url.includes("activate")).length;
    const { status } = await resolveLink(
      app.origin,
      "https://x.com/i/status/1897839691212202479",
      "reel",
    );
    expect(status).toBe(200);
    expect(x.api.requests.filter((r) => r.url.includes("activate")).length).toBeGreaterThan(
      activations,
    );
  });

  it.each(["activate-429", "activate-403", "graphql-429"] as const)(
    "falls back to syndication when guests are refused (%s), and the file is the same",
    async (mode) => {
      x.guests = mode;
      const before = x.syndication.requests.length;
      const { status, body } = await resolveLink(
        app.origin,
        "https://x.com/PopCrave/status/1877880433242771717",
        "post",
      );
      expect(status).toBe(200);
      expect(x.syndication.requests.length).toBe(before + 1);
      expect(
        (await downloaded(app, body.items?.[2]?.download)).equals(x.media.photos[2] as Buffer),
      ).toBe(true);
    },
  );
});

describe("X refusing guests and syndication alike", () => {
  const app = useMediaApp(env());

  it("rests the address: a retryable refusal, and the next lookup does not knock", async () => {
    x.guests = "graphql-429";
    x.syndicationRefuses = 429;
    const first = await resolveLink(
      app.origin,
      "https://x.com/X/status/1697304622749086011",
      "reel",
    );
    expect(first.status).toBe(429);
    expect(first.body.error?.code).toBe("rate_limited");
    expect(first.body.error?.retryAfter).toBeGreaterThan(0);
    const asked = x.syndication.requests.length + x.api.requests.length;
    const second = await resolveLink(
      app.origin,
      "https://x.com/PopCrave/status/1877880433242771717",
      "post",
    );
    expect(second.status).toBe(429);
    expect(x.syndication.requests.length + x.api.requests.length).toBe(asked);
  });
});

describe("X with signed-in sessions (TWITTER_COOKIES_FILE)", () => {
  const file = join(dir, "x-cookies.txt");
  writeFileSync(
    file,
    [
      "# two sessions",
      "auth_token=locked0001; ct0=ct0locked",
      "auth_token=good0002; ct0=ct0good",
      "",
    ].join("\n"),
  );
  const app = useMediaApp(env({ TWITTER_COOKIES_FILE: file }));
  beforeAll(() => {
    x.sessions.set("locked0001", { ct0: "ct0locked", locked: true });
    x.sessions.set("good0002", { ct0: "ct0good" });
  });

  it("reads an age-restricted post through a session; a locked one is set aside", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://x.com/schlizzawg/status/1869017025055793405",
      "reel",
    );
    expect(status).toBe(200);
    expect(x.queries.get("good0002")).toBe(1);
    expect(
      (await downloaded(app, body.items?.[0]?.qualities?.[0]?.download)).equals(
        x.media.videos[720],
      ),
    ).toBe(true);
    // The locked session is not asked again.
    const again = await resolveLink(
      app.origin,
      "https://x.com/someone/status/1828099210220294314",
      "post",
    );
    expect(again.status).toBe(200);
    expect(again.body.items).toHaveLength(3);
    const lockedAsked = x.api.requests.filter((r) =>
      String(r.headers.cookie).includes("locked0001"),
    ).length;
    expect(lockedAsked).toBe(1);
    expect(x.queries.get("good0002")).toBe(2);
  });

  it("reads a post X walls for guests through a session", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://x.com/PopCrave/status/1815960083475423235",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.qualities?.[0]?.label).toBe("720p");
  });

  it("reads through a session when X refuses every guest and syndication", async () => {
    x.guests = "activate-403";
    x.syndicationRefuses = 403;
    const { status } = await resolveLink(
      app.origin,
      "https://x.com/X/status/1697304622749086011",
      "reel",
    );
    expect(status).toBe(200);
    expect(x.queries.get("good0002")).toBe(4);
  });
});
