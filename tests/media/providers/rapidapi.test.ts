import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse as parseDisposition } from "content-disposition";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResolveResponse } from "../../../common/media-api.js";
import { resolveLimits } from "../../../server/media/resolve.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import {
  bytesOf,
  makeMp4,
  probeAudioCodec,
  probeVideoStreams,
  saveAs,
} from "../../../test-support/media-files.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";

let media: Running;
let rapid: Running;
let clip: Buffer;
const photo = Buffer.from("\xff\xd8\xff\xe0 fake jpeg bytes", "latin1");
const dir = mkdtempSync(join(tmpdir(), "rd-rapid-"));

beforeAll(async () => {
  clip = readFileSync(makeMp4(2, dir));
  writeFileSync(join(dir, "photo.jpg"), photo);
  writeFileSync(join(dir, "page.html"), "<script>alert(1)</script>");
  const cdn = express();
  cdn.use(express.static(dir));
  media = await listen(cdn);
  const m = (name: string) => `${media.origin}/${name}`;

  const api = express();
  api.get("/v1/instagram", (req, res) => {
    if (
      req.get("x-rapidapi-key") !== "test" ||
      req.get("x-rapidapi-host") !== "instagram-downloader.example"
    ) {
      res.status(403).json({ message: "You are not subscribed to this API." });
      return;
    }
    const link = String(req.query.url);
    const code = /\/(?:p|reel|tv)\/([^/]+)\//.exec(link)?.[1] ?? "";
    switch (code) {
      case "Reel1":
        res.json({ data: { data: [{ media: m("clip.mp4"), thumbnail: m("photo.jpg") }] } });
        return;
      case "Post3":
        res.json({
          data: {
            data: [
              { media: m("photo.jpg"), thumbnail: m("photo.jpg") },
              { media: m("photo.jpg"), thumbnail: m("photo.jpg") },
              { media: m("clip.mp4"), thumbnail: m("photo.jpg") },
            ],
          },
        });
        return;
      case "Single":
        res.json({ data: { media: m("photo.jpg") } });
        return;
      case "Gone1":
        res.status(404).json({ message: "not found" });
        return;
      case "Limit":
        res.status(429).json({ message: "Too many requests" });
        return;
      case "Broken":
        res.status(500).send("oops");
        return;
      case "Empty":
        res.json({ data: { data: [] } });
        return;
      case "Slow1":
        setTimeout(() => res.json({ data: { data: [] } }), 3000);
        return;
      case "Html1":
        res.json({ data: { data: [{ media: m("page.html") }] } });
        return;
      case "Metadata":
        res.json({ data: { data: [{ media: "http://169.254.169.254/latest/meta-data/x.mp4" }] } });
        return;
      case "Gone2":
        res.json({ data: { data: [{ media: m("missing.mp4") }] } });
        return;
      default:
        if (link.includes("/stories/")) {
          res.json({ data: { data: [{ media: m("clip.mp4") }] } });
          return;
        }
        res.status(400).json({ message: "bad link" });
    }
  });
  rapid = await listen(api);
});

afterAll(async () => {
  await Promise.all([media?.close(), rapid?.close()]);
});

describe("rapidapi provider over HTTP", () => {
  const app = useMediaApp(() => ({
    MEDIA_PROVIDERS: "rapidapi",
    RAPIDAPI_KEY: "test",
    RAPIDAPI_HOST: "instagram-downloader.example",
    RAPIDAPI_BASE_URL: rapid.origin,
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  }));

  it("resolves a reel into an mp4 download named after its code", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/Reel1/?igsh=abc&utm_source=x",
      "reel",
    );
    expect(status).toBe(200);
    const [item] = body.items ?? [];
    expect(body.items).toHaveLength(1);
    expect(item?.type).toBe("video");
    expect(item?.filename).toBe("instagram-reel-Reel1.mp4");
    expect(item?.download).toMatch(/^\/api\/tunnel\/[A-Za-z0-9_-]+$/);
    expect(item?.thumbnail).toMatch(/^\/api\/tunnel\//);

    // The service's documented call: the canonical link, both headers.
    const call = rapid.requests.at(-1);
    expect(call?.url).toBe(
      `/v1/instagram?url=${encodeURIComponent("https://www.instagram.com/reel/Reel1/")}`,
    );
    expect(call?.headers["x-rapidapi-key"]).toBe("test");
    expect(call?.headers["x-rapidapi-host"]).toBe("instagram-downloader.example");

    const file = await fetchTunnel(app, item?.download);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("video/mp4");
    expect(parseDisposition(file.headers.get("content-disposition") ?? "")).toEqual({
      type: "attachment",
      parameters: { filename: "instagram-reel-Reel1.mp4" },
    });
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-length")).toBe(String(clip.length));
    expect((await bytesOf(file)).equals(clip)).toBe(true);

    const thumb = await fetchTunnel(app, item?.thumbnail);
    expect(thumb.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");
    expect((await bytesOf(thumb)).equals(photo)).toBe(true);
  });

  it("resolves a post into three items, each with a thumbnail and a download", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://instagram.com/p/Post3/",
      "post",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["photo", "instagram-media-1.jpg"],
      ["photo", "instagram-media-2.jpg"],
      ["video", "instagram-media-3.mp4"],
    ]);
    for (const item of body.items ?? []) {
      expect(item.thumbnail).toMatch(/^\/api\/tunnel\//);
      const res = await fetchTunnel(app, item.download, { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(item.filename);
    }
  });

  it("asks the link's own kind when the request names none, as the screens do", async () => {
    const ask = async (url: string) => {
      const res = await fetch(`${app.origin}/api/resolve`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url }),
      });
      return (await res.json()) as ResolveResponse;
    };
    const post = await ask("https://instagram.com/p/Post3/");
    expect(post.items.map((i) => i.filename)).toEqual([
      "instagram-media-1.jpg",
      "instagram-media-2.jpg",
      "instagram-media-3.mp4",
    ]);
    expect(post.archive?.download).toMatch(/^\/api\/tunnel\/zip\//);
    const reel = await ask("https://www.instagram.com/reel/Reel1/");
    expect(reel.items.map((i) => i.filename)).toEqual(["instagram-reel-Reel1.mp4"]);
  });

  it("accepts a single object with a media field", async () => {
    const { body } = await resolveLink(app.origin, "https://www.instagram.com/p/Single/", "post");
    expect(body.items?.map((i) => i.filename)).toEqual(["instagram-media-1.jpg"]);
  });

  it("answers stories with whatever the service answers, named after the story", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/stories/someone/3141592653589793/",
      "story",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("instagram-story-3141592653589793.mp4");
  });

  it("extracts the sound track of a reel to a real MP3 with ffmpeg", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/Reel1/",
      "audio",
    );
    expect(status).toBe(200);
    const [item] = body.items ?? [];
    expect(item?.type).toBe("audio");
    expect(item?.filename).toBe("instagram-audio-Reel1.mp3");

    const head = await fetchTunnel(app, item?.download, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("audio/mpeg");

    const res = await fetchTunnel(app, item?.download);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("content-disposition")).toContain("instagram-audio-Reel1.mp3");
    const out = await saveAs(res, join(dir, "out.mp3"));
    expect(probeAudioCodec(out)).toBe("mp3");
    expect(probeVideoStreams(out)).toBe(0);
  });

  it("passes Range requests through", async () => {
    const { body } = await resolveLink(app.origin, "https://www.instagram.com/reel/Reel1/", "reel");
    const res = await fetchTunnel(app, body.items?.[0]?.download, {
      headers: { range: "bytes=100-199" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 100-199/${clip.length}`);
    expect(res.headers.get("content-length")).toBe("100");
    expect((await bytesOf(res)).equals(clip.subarray(100, 200))).toBe(true);
  });

  it.each([
    ["Gone1", 404, "not_found"],
    ["Limit", 429, "rate_limited"],
    ["Broken", 424, "upstream_failed"],
    ["Empty", 404, "not_found"],
  ])("maps the service's answer for %s to %s", async (code, status, error) => {
    const res = await resolveLink(app.origin, `https://www.instagram.com/p/${code}/`, "post");
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(error);
    expect(res.body.error?.message.length).toBeGreaterThan(5);
  });

  it("gives up on a slow service with timeout", async () => {
    const saved = resolveLimits.providerTimeoutMs;
    resolveLimits.providerTimeoutMs = 500;
    try {
      const res = await resolveLink(app.origin, "https://www.instagram.com/p/Slow1/", "post");
      expect(res.status).toBe(424);
      expect(res.body.error?.code).toBe("timeout");
    } finally {
      resolveLimits.providerTimeoutMs = saved;
    }
  });

  it("never relays a page as HTML from our origin", async () => {
    const { body } = await resolveLink(app.origin, "https://www.instagram.com/p/Html1/", "post");
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 502 when the file is gone upstream", async () => {
    const { body } = await resolveLink(app.origin, "https://www.instagram.com/p/Gone2/", "post");
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(res.status).toBe(502);
    const head = await fetchTunnel(app, body.items?.[0]?.download, { method: "HEAD" });
    expect(head.status).toBe(502);
  });

  it("rejects links that are not Instagram or YouTube without any outbound request", async () => {
    const before = rapid.requests.length;
    const res = await resolveLink(app.origin, "https://example.com/p/abcdef/", "post");
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "unsupported_link",
      message:
        "This link is not supported. Paste a link to a public post or video on Instagram, YouTube, TikTok, X (Twitter), Facebook, Threads, Reddit, Pinterest, Bluesky, Streamable, Twitch, Snapchat, Loom, Newgrounds, Tumblr, SoundCloud, Dailymotion, Vimeo, Rutube, bilibili, OK.ru or VK.",
    });
    const bad = await resolveLink(app.origin, "javascript:alert(1)", "post");
    expect(bad.body.error?.code).toBe("invalid_url");
    expect(rapid.requests.length).toBe(before);
  });
});
