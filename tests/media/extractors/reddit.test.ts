import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullImage } from "../../../server/media/extractors/reddit/media.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { bytesOf, probeAudioCodec, saveAs } from "../../../test-support/media-files.js";
import {
  makeRedditMedia,
  type RedditMedia,
  type RedditStandIn,
  type RedditVariant,
  redditEnv,
  startRedditStandIn,
} from "../../../test-support/stand-ins/reddit.js";

/**
 * The built-in Reddit extractor against a local stand-in answering as Reddit does in 2026
 * (test-support/stand-ins/reddit.ts): no JSON without the `loid` session since 2026-05-29.
 * Why: docs/decisions/049-reddit.md
 */
let media: RedditMedia;
let rd: RedditStandIn;
const dir = mkdtempSync(join(tmpdir(), "rd-reddit-"));

const POSTS: [string, RedditVariant][] = [
  ["6rrwyj", "video"],
  ["7fbk1a", "video"],
  ["fb0001", "video-fallback"],
  ["gv0001", "gif-video"],
  ["hrrh23", "gallery"],
  ["im0001", "image"],
  ["gf0001", "gif"],
  ["xp0001", "crosspost"],
  ["ns0001", "nsfw"],
  ["qu0001", "quarantined"],
  ["ga0001", "gated"],
  ["pr0001", "private"],
  ["rl0001", "rate-limited"],
  ["nf0001", "not-found"],
  ["rm0001", "removed"],
  ["tx0001", "text"],
  ["te0001", "text-images"],
  ["tv0001", "text-video"],
];

async function standIn(): Promise<RedditStandIn> {
  const started = await startRedditStandIn(media);
  for (const [id, variant] of POSTS) started.posts.set(id, variant);
  started.shares.set("abc456GHIJ", "6rrwyj");
  started.shares.set("v6rrwyj", "6rrwyj");
  return started;
}

beforeAll(async () => {
  media = await makeRedditMedia();
  rd = await standIn();
});
afterAll(() => rd?.close());

function streams(file: string): string[] {
  return execFileSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", file],
    { encoding: "utf8" },
  )
    .trim()
    .split("\n");
}

/** What a server was asked since `from`, as "METHOD /path?query". */
function asked(server: { requests: { method: string; url: string }[] }, from = 0): string[] {
  return server.requests.slice(from).map((r) => `${r.method} ${r.url}`);
}

describe("built-in Reddit extractor, through the anonymous loid session", () => {
  const app = useMediaApp(() => redditEnv(rd));

  it("gets a loid session first, then offers the video's DASH qualities muxed with its sound", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.reddit.com/r/videos/comments/6rrwyj/that_small_heart_attack/",
      "reel",
    );
    expect(status).toBe(200);
    expect(asked(rd.old)).toEqual(["GET /"]);
    expect(asked(rd.web)).toEqual(["GET /comments/6rrwyj/.json?raw_json=1"]);
    const cookie = rd.web.requests[0]?.headers.cookie ?? "";
    expect(cookie).toMatch(/(^|; )loid=0+1a1b2c3/);
    expect(cookie).toContain("over18=1");
    expect(decodeURIComponent(/_options=([^;]+)/.exec(cookie)?.[1] ?? "")).toBe(
      '{"pref_gated_sr_optin":true,"pref_quarantine_optin":true}',
    );
    const item = body.items?.[0];
    expect(item?.qualities?.map((q) => [q.label, q.container, q.default ?? false])).toEqual([
      ["720p", "mp4", true],
      ["480p", "mp4", false],
    ]);
    expect(item?.filename).toBe("reddit-6rrwyj-720p.mp4");
    const cdnFrom = rd.cdn.requests.length;
    const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "720p.mp4"));
    expect(streams(file)).toEqual(["h264", "aac"]);
    expect(
      asked(rd.cdn, cdnFrom)
        .map((r) => r.split("?")[0])
        .sort(),
    ).toEqual(["GET /v/v6rrwyj/DASH_720.mp4", "GET /v/v6rrwyj/DASH_AUDIO_128.mp4"]);
    const thumb = await fetchTunnel(app, item?.thumbnail);
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");
  });

  it("reuses the session for the next post: one request to Reddit", async () => {
    const oldFrom = rd.old.requests.length;
    const webFrom = rd.web.requests.length;
    const { status } = await resolveLink(app.origin, "https://redd.it/7fbk1a", "reel");
    expect(status).toBe(200);
    expect(rd.old.requests.length).toBe(oldFrom);
    expect(asked(rd.web, webFrom)).toEqual(["GET /comments/7fbk1a/.json?raw_json=1"]);
  });

  it("muxes the fallback MP4 with the first audio rendition that answers when the playlist is refused", async () => {
    const cdnFrom = rd.cdn.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.reddit.com/comments/fb0001/",
      "reel",
    );
    expect(status).toBe(200);
    expect(asked(rd.cdn, cdnFrom).map((r) => r.split("?")[0])).toEqual([
      "GET /v/vfb0001/DASHPlaylist.mpd",
      "HEAD /v/vfb0001/CMAF_AUDIO_128.mp4",
    ]);
    expect(body.items?.[0]?.qualities?.map((q) => q.label)).toEqual(["720p"]);
    const file = await saveAs(
      await fetchTunnel(app, body.items?.[0]?.download),
      join(dir, "fb.mp4"),
    );
    expect(streams(file)).toEqual(["h264", "aac"]);
  });

  it("gives a GIF-like video without sound as it is, byte for byte", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.reddit.com/comments/gv0001/",
      "reel",
    );
    const bytes = await bytesOf(await fetchTunnel(app, body.items?.[0]?.download));
    expect(bytes.equals(media.video)).toBe(true);
  });

  it("gives a gallery's valid items in the gallery's order, an animated one as MP4, and a ZIP", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.reddit.com/gallery/hrrh23",
      "post",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.type, i.filename, i.width])).toEqual([
      ["photo", "reddit-hrrh23-1.jpg", 210],
      ["photo", "reddit-hrrh23-2.jpg", 200],
      ["video", "reddit-hrrh23-3.mp4", 64],
      ["photo", "reddit-hrrh23-4.jpg", 220],
    ]);
    const expected = [media.jpegs[1], media.jpegs[0], media.gifMp4, media.jpegs[2]];
    for (const [n, item] of (body.items ?? []).entries()) {
      const bytes = await bytesOf(await fetchTunnel(app, item.download));
      expect(bytes.equals(expected[n] as Buffer)).toBe(true);
    }
    expect(body.archive?.filename).toBe("reddit-hrrh23.zip");
  });

  it("gives an image post's file, and a GIF post's GIF (or its MP4 on the reels screen)", async () => {
    const image = await resolveLink(app.origin, "https://www.reddit.com/comments/im0001/", "post");
    expect(image.body.items?.[0]).toMatchObject({ type: "photo", filename: "reddit-im0001.jpg" });
    const jpeg = await bytesOf(await fetchTunnel(app, image.body.items?.[0]?.download));
    expect(jpeg.equals(media.jpegs[0] as Buffer)).toBe(true);
    const gif = await resolveLink(app.origin, "https://www.reddit.com/comments/gf0001/", "post");
    expect(gif.body.items?.[0]?.filename).toBe("reddit-gf0001.gif");
    expect(
      (await bytesOf(await fetchTunnel(app, gif.body.items?.[0]?.download))).equals(media.gif),
    ).toBe(true);
    const asReel = await resolveLink(app.origin, "https://www.reddit.com/comments/gf0001/", "reel");
    expect(asReel.body.items?.[0]?.filename).toBe("reddit-gf0001.mp4");
  });

  it("reads what a text post carries inline: its images, or its one video muxed", async () => {
    const images = await resolveLink(app.origin, "https://www.reddit.com/comments/te0001/", "post");
    expect(images.body.items?.map((i) => i.filename)).toEqual([
      "reddit-te0001-1.jpg",
      "reddit-te0001-2.jpg",
    ]);
    const second = await bytesOf(await fetchTunnel(app, images.body.items?.[1]?.download));
    expect(second.equals(media.jpegs[2] as Buffer)).toBe(true);
    const video = await resolveLink(app.origin, "https://www.reddit.com/comments/tv0001/", "reel");
    expect(video.body.items?.[0]?.qualities?.map((q) => q.label)).toEqual(["720p", "480p"]);
    const file = await saveAs(
      await fetchTunnel(app, video.body.items?.[0]?.download),
      join(dir, "tv.mp4"),
    );
    expect(streams(file)).toEqual(["h264", "aac"]);
  });

  it("reads a crosspost's video from its parent", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.reddit.com/comments/xp0001/",
      "reel",
    );
    expect(body.items?.[0]?.qualities?.[0]?.filename).toBe("reddit-xp0001-720p.mp4");
    const cdnFrom = rd.cdn.requests.length;
    await bytesOf(await fetchTunnel(app, body.items?.[0]?.download));
    expect(asked(rd.cdn, cdnFrom).every((r) => r.includes("/v/vcross1/"))).toBe(true);
  });

  it("follows a share link and a v.redd.it link once, to the post they name", async () => {
    const webFrom = rd.web.requests.length;
    const share = await resolveLink(
      app.origin,
      "https://www.reddit.com/r/videos/s/abc456GHIJ",
      "reel",
    );
    expect(share.body.items?.[0]?.filename).toBe("reddit-6rrwyj-720p.mp4");
    const video = await resolveLink(app.origin, "https://v.redd.it/v6rrwyj", "reel");
    expect(video.body.items?.[0]?.filename).toBe("reddit-6rrwyj-720p.mp4");
    // The post itself was looked up before: both answers come from the lookup cache.
    expect(asked(rd.web, webFrom)).toEqual(["GET /r/videos/s/abc456GHIJ", "GET /video/v6rrwyj"]);
  });

  it("reads an NSFW post (the over18 opt-in) and gives a video's sound as MP3", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.reddit.com/comments/ns0001/",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("reddit-audio-ns0001.mp3");
    const file = await saveAs(
      await fetchTunnel(app, body.items?.[0]?.download),
      join(dir, "a.mp3"),
    );
    expect(probeAudioCodec(file)).toBe("mp3");
  });

  it("answers about the post: quarantined, gated, private, missing, removed, no media", async () => {
    const cases: [string, number, string][] = [
      ["qu0001", 403, "login_required"],
      ["ga0001", 403, "login_required"],
      ["pr0001", 403, "private"],
      ["nf0001", 404, "not_found"],
      ["rm0001", 410, "removed"],
      ["tx0001", 404, "not_found"],
    ];
    for (const [id, status, code] of cases) {
      const answer = await resolveLink(
        app.origin,
        `https://www.reddit.com/comments/${id}/`,
        "post",
      );
      expect([id, answer.status, answer.body.error?.code]).toEqual([id, status, code]);
    }
  });

  it("turns preview.redd.it images into the whole file on i.redd.it", () => {
    expect(
      fullImage("https://preview.redd.it/abc123.jpg?width=640&format=pjpg&auto=webp&s=ff"),
    ).toBe("https://i.redd.it/abc123.jpg");
    expect(fullImage("https://i.redd.it/abc123.jpg")).toBe("https://i.redd.it/abc123.jpg");
  });
});

describe("Reddit pushing back: 429 with its rate headers", () => {
  let own: RedditStandIn;
  beforeAll(async () => {
    own = await standIn();
  });
  afterAll(() => own?.close());
  const app = useMediaApp(() => redditEnv(own));

  it("rests the address for Reddit's reset time and asks no more until then", async () => {
    const refused = await resolveLink(
      app.origin,
      "https://www.reddit.com/comments/rl0001/",
      "post",
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe("rate_limited");
    expect(refused.body.error?.retryAfter).toBeGreaterThanOrEqual(200);
    const asked = own.requests();
    const next = await resolveLink(app.origin, "https://www.reddit.com/comments/6rrwyj/", "post");
    expect(next.body.error?.code).toBe("rate_limited");
    expect(own.requests()).toBe(asked);
  });
});

describe("Reddit refusing anonymous JSON", () => {
  let own: RedditStandIn;
  beforeAll(async () => {
    own = await standIn();
    own.old_home = "none";
    own.shreddit_loid = false;
  });
  afterAll(() => own?.close());
  const app = useMediaApp(() => redditEnv(own));

  it("tries yt-dlp's shreddit partial for the session, and reads the block page as pushback", async () => {
    const refused = await resolveLink(
      app.origin,
      "https://www.reddit.com/comments/6rrwyj/",
      "reel",
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe("rate_limited");
    expect(asked(own.old)).toEqual(["GET /"]);
    expect(asked(own.web).map((r) => r.split("?")[0])).toEqual([
      "GET /svc/shreddit/comments/6rrwyj",
      "GET /comments/6rrwyj/.json",
    ]);
  });
});

describe("Reddit's old.reddit.com without loid", () => {
  let own: RedditStandIn;
  beforeAll(async () => {
    own = await standIn();
    own.old_home = "none";
  });
  afterAll(() => own?.close());
  const app = useMediaApp(() => redditEnv(own));

  it("takes the session from the shreddit partial and reads the post", async () => {
    const { status } = await resolveLink(
      app.origin,
      "https://www.reddit.com/comments/6rrwyj/",
      "reel",
    );
    expect(status).toBe(200);
    expect(own.web.requests.at(-1)?.headers.cookie).toContain("loid=");
  });
});

describe("Reddit with a signed-in session (REDDIT_COOKIES_FILE)", () => {
  let own: RedditStandIn;
  const cookies = join(dir, "reddit-cookies.txt");
  writeFileSync(
    cookies,
    "# one per line\nreddit_session=eyJhbGciOiJIUzI1NiJ9.session1; token_v2=abc\n",
  );
  beforeAll(async () => {
    own = await standIn();
  });
  afterAll(() => own?.close());
  const app = useMediaApp(() => ({ ...redditEnv(own), REDDIT_COOKIES_FILE: cookies }));

  it("reads a quarantined post with the session after the anonymous answer", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.reddit.com/comments/qu0001/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("reddit-qu0001.jpg");
    const sent = own.web.requests.map((r) => /reddit_session=/.test(r.headers.cookie ?? ""));
    expect(sent).toEqual([false, true]);
  });
});

describe("Reddit through an OAuth app", () => {
  let own: RedditStandIn;
  beforeAll(async () => {
    own = await standIn();
  });
  afterAll(() => own?.close());
  const app = useMediaApp(() => ({
    ...redditEnv(own),
    REDDIT_CLIENT_ID: own.oauthApp.clientId,
    REDDIT_CLIENT_SECRET: own.oauthApp.clientSecret,
    REDDIT_REFRESH_TOKEN: own.oauthApp.refreshToken,
  }));

  it("refreshes the token once and reads posts from the OAuth API, without the anonymous session", async () => {
    const first = await resolveLink(app.origin, "https://www.reddit.com/comments/6rrwyj/", "reel");
    const second = await resolveLink(app.origin, "https://www.reddit.com/comments/im0001/", "post");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(asked(own.web)).toEqual(["POST /api/v1/access_token"]);
    expect(asked(own.oauth)).toEqual([
      "GET /comments/6rrwyj.json?raw_json=1",
      "GET /comments/im0001.json?raw_json=1",
    ]);
    expect(own.old.requests).toEqual([]);
  });
});
