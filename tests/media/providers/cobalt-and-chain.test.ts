import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapError } from "../../../server/media/providers/cobalt.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import {
  bytesOf,
  extractAudio,
  makeMp4,
  probeAudioCodec,
  saveAs,
} from "../../../test-support/media-files.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";
import { rapidapiEnv } from "../../../test-support/stand-ins/rapidapi.js";

let cdn: Running;
let cobalt: Running;
let rapid: Running;
let instagram: Running;
let clip: Buffer;
let mp3: Buffer;
const dir = mkdtempSync(join(tmpdir(), "rd-cobalt-"));
const cobaltCalls: { body: Record<string, unknown>; authorization?: string; accept?: string }[] =
  [];

beforeAll(async () => {
  const mp4 = makeMp4(1, dir);
  clip = readFileSync(mp4);
  mp3 = extractAudio(mp4, join(dir, "a.mp3"), "libmp3lame");

  const files = express();
  files.get("/clip.mp4", (_req, res) => {
    res.type("video/mp4").send(clip);
  });
  cdn = await listen(files);

  const api = express();
  api.post("/", express.json(), (req, res) => {
    cobaltCalls.push({
      body: req.body,
      authorization: req.get("authorization"),
      accept: req.get("accept"),
    });
    const url = String(req.body.url);
    const origin = `http://${req.get("host")}`;
    const err = (code: string) => res.status(400).json({ status: "error", error: { code } });
    if (req.body.downloadMode === "audio") {
      res.json({ status: "tunnel", url: `${origin}/tunnel/audio`, filename: "audio.mp3" });
    } else if (url.includes("CobaltTun1")) {
      res.json({
        status: "tunnel",
        url: `${origin}/tunnel/video`,
        filename: "instagram_CobaltTun1.mp4",
      });
    } else if (url.includes("CobaltRed1")) {
      res.json({
        status: "redirect",
        url: `${cdn.origin}/clip.mp4`,
        filename: "instagram_CobaltRed1.mp4",
      });
    } else if (url.includes("CobaltPick")) {
      res.json({
        status: "picker",
        picker: [
          { type: "photo", url: `${origin}/tunnel/photo` },
          { type: "video", url: `${origin}/tunnel/video`, thumb: `${origin}/tunnel/photo` },
        ],
      });
    } else if (url.includes("youtube.com")) {
      res.json({
        status: "tunnel",
        url: `${origin}/tunnel/video`,
        filename: "youtube_dQw4w9WgXcQ.mp4",
      });
    } else if (url.includes("CobaltPriv")) err("error.api.content.post.private");
    else if (url.includes("CobaltGone")) err("error.api.content.post.unavailable");
    else if (url.includes("CobaltRate")) err("error.api.rate_exceeded");
    else if (url.includes("CobaltAge1")) err("error.api.content.post.age");
    else if (url.includes("CobaltFail")) err("error.api.fetch.fail");
    else err("error.api.link.unsupported");
  });
  api.get("/tunnel/:what", (req, res) => {
    if (req.params.what === "audio") res.type("audio/mpeg").send(mp3);
    else if (req.params.what === "photo") res.type("image/jpeg").send(Buffer.from("jpeg"));
    else res.type("video/mp4").send(clip);
  });
  cobalt = await listen(api);

  const rapidApp = express();
  rapidApp.get("/v1/instagram", (req, res) => {
    if (String(req.query.url).includes("Chain0001"))
      res.status(429).json({ message: "Too many requests" });
    else res.json({ data: { data: [{ media: `${cdn.origin}/clip.mp4` }] } });
  });
  rapid = await listen(rapidApp);

  const ig = express();
  ig.use((req, res) => {
    if (req.path.startsWith("/api/v1/media/"))
      res.status(400).json({ message: "Media not found or unavailable", status: "fail" });
    else res.status(500).send("Internal error");
  });
  instagram = await listen(ig);
});

afterAll(async () => {
  await Promise.all([cdn, cobalt, rapid, instagram].map((s) => s?.close()));
});

const cobaltEnv = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "cobalt",
  COBALT_API_URL: `${cobalt.origin}/`,
  COBALT_API_KEY: "cobalt-key",
  ...extra,
});

describe("cobalt provider", () => {
  // Private addresses stay forbidden: only the cobalt instance's own origin is trusted.
  const app = useMediaApp(cobaltEnv);

  it("relays a tunnel answer from the (private, trusted) cobalt instance", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CobaltTun1/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "instagram-reel-CobaltTun1.mp4",
    });
    const call = cobaltCalls.at(-1);
    expect(call?.body).toMatchObject({
      url: "https://www.instagram.com/reel/CobaltTun1/",
      downloadMode: "auto",
    });
    expect(call?.authorization).toBe("Api-Key cobalt-key");
    expect(call?.accept).toBe("application/json");
    const file = await fetchTunnel(app, body.items?.[0]?.download);
    expect((await bytesOf(file)).equals(clip)).toBe(true);
  });

  it("reads picker answers into several items", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/CobaltPick/",
      "post",
    );
    expect(body.items?.map((i) => [i.type, i.filename, Boolean(i.thumbnail)])).toEqual([
      ["photo", "instagram-media-1.jpg", true],
      ["video", "instagram-media-2.mp4", true],
    ]);
  });

  it("asks for audio and relays cobalt's MP3 as it is", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CobaltTun1/",
      "audio",
    );
    expect(cobaltCalls.at(-1)?.body).toMatchObject({ downloadMode: "audio", audioFormat: "mp3" });
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "instagram-audio-CobaltTun1.mp3",
    });
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    const out = await saveAs(res, join(dir, "cobalt.mp3"));
    expect(probeAudioCodec(out)).toBe("mp3");
  });

  it("handles YouTube links too", async () => {
    const { body } = await resolveLink(app.origin, "https://youtu.be/dQw4w9WgXcQ?si=x", "reel");
    expect(cobaltCalls.at(-1)?.body.url).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(body.items?.[0]?.filename).toBe("youtube-dQw4w9WgXcQ.mp4");
  });

  it("does not trust redirect URLs: a private address is refused", async () => {
    const res = await resolveLink(app.origin, "https://www.instagram.com/reel/CobaltRed1/", "reel");
    expect(res.body.error?.code).toBe("upstream_failed");
  });

  it.each([
    ["CobaltPriv", 403, "private"],
    ["CobaltGone", 404, "not_found"],
    ["CobaltRate", 429, "rate_limited"],
    ["CobaltAge1", 403, "login_required"],
    ["CobaltFail", 424, "upstream_failed"],
  ])("maps cobalt's error for %s to %s", async (code, status, error) => {
    const res = await resolveLink(app.origin, `https://www.instagram.com/p/${code}/`, "post");
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(error);
  });

  it("maps cobalt error codes", () => {
    expect(mapError("error.api.content.video.unavailable")).toBe("not_found");
    expect(mapError("error.api.fetch.empty")).toBe("not_found");
    expect(mapError("error.api.link.invalid")).toBe("unsupported_link");
    expect(mapError("error.api.service.unsupported")).toBe("unsupported_link");
    expect(mapError("error.api.fetch.critical")).toBe("upstream_failed");
    expect(mapError("error.api.auth.key.invalid")).toBe("upstream_failed");
    expect(mapError("error.api.timed_out")).toBe("timeout");
  });

  // Last in this block: its app installs its own settings for the tests that follow.
  describe("with MEDIA_ALLOW_PRIVATE_HOSTS=true (tests)", () => {
    const open = useMediaApp(() => cobaltEnv({ MEDIA_ALLOW_PRIVATE_HOSTS: "true" }));

    it("answers redirect URLs on the platform's hosts", async () => {
      const { body } = await resolveLink(
        open.origin,
        "https://www.instagram.com/reel/CobaltRed1/",
        "reel",
      );
      const file = await fetchTunnel(open, body.items?.[0]?.download);
      expect((await bytesOf(file)).equals(clip)).toBe(true);
    });
  });
});

describe("provider chain", () => {
  const app = useMediaApp(() => ({
    ...rapidapiEnv(rapid.origin, "builtin,rapidapi,cobalt"),
    INSTAGRAM_WEB_ORIGIN: instagram.origin,
    INSTAGRAM_API_ORIGIN: instagram.origin,
    COBALT_API_URL: cobalt.origin,
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  }));

  it("falls back from a failing builtin to rapidapi", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/ChainOk01/",
      "post",
    );
    // builtin: Instagram answered 500 everywhere (the mobile API said "not found" though).
    expect(status).toBe(404);
    expect(body.error?.code).toBe("not_found");
  });

  it("moves on after upstream_failed and rate_limited, in MEDIA_PROVIDERS order", async () => {
    const cobaltBefore = cobaltCalls.length;
    const rapidBefore = rapid.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "reel",
    );
    // builtin has no YouTube answer here; rapidapi does not do YouTube; cobalt does.
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("youtube-dQw4w9WgXcQ.mp4");
    expect(rapid.requests.length).toBe(rapidBefore);
    expect(cobaltCalls.length).toBe(cobaltBefore + 1);
  });

  it("goes on to the next provider for a story the builtin provider cannot read (no session)", async () => {
    const rapidBefore = rapid.requests.length;
    await resolveLink(app.origin, "https://www.instagram.com/stories/someone/123/", "story");
    // Why: docs/decisions/023-instagram-methods.md
    expect(rapid.requests.length).toBe(rapidBefore + 1);
    expect(rapid.requests.at(-1)?.url).toContain("stories");
  });
});

describe("provider chain with rate limits", () => {
  const app = useMediaApp(() => ({
    ...rapidapiEnv(rapid.origin, "rapidapi,cobalt"),
    COBALT_API_URL: cobalt.origin,
  }));

  it("skips a rate-limited rapidapi to reach cobalt, and skips rapidapi for YouTube", async () => {
    const before = cobaltCalls.length;
    const res = await resolveLink(app.origin, "https://www.instagram.com/reel/Chain0001/", "reel");
    expect(rapid.requests.at(-1)?.url).toContain("Chain0001");
    expect(cobaltCalls.length).toBe(before + 1);
    // cobalt does not know this link either: its own answer is the final one.
    expect(res.body.error?.code).toBe("unsupported_link");

    const rapidBefore = rapid.requests.length;
    const yt = await resolveLink(app.origin, "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "reel");
    expect(yt.body.items?.[0]?.filename).toBe("youtube-dQw4w9WgXcQ.mp4");
    expect(rapid.requests.length).toBe(rapidBefore);
  });
});
