import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureText, rewriteCdn } from "../support/fixtures.js";
import {
  bytesOf,
  fetchTunnel,
  listen,
  makeMp4,
  probeAudioCodec,
  type Running,
  resolveLink,
  saveAs,
  useMediaApp,
} from "../support/servers.js";

let cdn: Running;
let instagram: Running;
let clip: Buffer;
const jpeg = Buffer.from("\xff\xd8\xff\xe0 recorded photo stand-in", "latin1");
const dir = mkdtempSync(join(tmpdir(), "rd-ig-"));

/** Instagram's answers, recorded; media URLs pointed at the local CDN. */
function recorded(name: string): string {
  return rewriteCdn(fixtureText(name), cdn.origin);
}

beforeAll(async () => {
  clip = readFileSync(makeMp4(1, dir));
  const files = express();
  // The CDN answers by file type, whatever the (recorded) path.
  files.get(/^\/cdn\/.*/, (req, res) => {
    if (/\.(mp4|m4a)$/.test(req.path)) res.type("video/mp4").send(clip);
    else res.type("image/jpeg").send(jpeg);
  });
  cdn = await listen(files);

  const ig = express();
  ig.get("/p/:code/embed/captioned/", (req, res) => {
    if (req.params.code === "CA_ifcxMjFR") {
      const media = JSON.parse(recorded("graphql-sidecar-CA_ifcxMjFR.json")).data.shortcode_media;
      const context = JSON.stringify({
        context: { type: "GraphSidecar" },
        gql_data: { shortcode_media: media },
      });
      res
        .type("html")
        .send(
          `<!doctype html><script>requireLazy([], function(){ s.handle({"contextJSON":${JSON.stringify(context)}}); });</script>`,
        );
      return;
    }
    if (req.params.code === "Missing1234") {
      res.status(404).type("html").send("<html>Page not found</html>");
      return;
    }
    // Logged-out embed pages of videos often carry no media JSON.
    res
      .type("html")
      .send('<!doctype html><html><body><div class="Embed">Watch on Instagram</div></body></html>');
  });
  ig.post("/graphql/query", express.urlencoded({ extended: false }), (req, res) => {
    const { shortcode } = JSON.parse(String(req.body.variables)) as { shortcode: string };
    if (req.body.doc_id !== "8845758582119845") {
      res.status(400).json({ status: "fail" });
    } else if (shortcode === "Limited1234") {
      res.status(401).json({
        message: "Please wait a few minutes before you try again.",
        require_login: true,
        status: "fail",
      });
    } else {
      res.json({
        data: { xdt_shortcode_media: null },
        extensions: { is_final: true },
        status: "ok",
      });
    }
  });
  ig.get("/p/:code/", (req, res) => {
    if (req.params.code === "CPQjO5RIIO9")
      res.type("html").send(recorded("page-post-with-video.html"));
    else res.redirect(302, "/accounts/login/?next=%2Fp%2F");
  });
  ig.get("/accounts/login/", (_req, res) => {
    res.type("html").send("<html>Log in</html>");
  });
  ig.get("/api/v1/media/:id/info/", (req, res) => {
    const byId: Record<string, string> = {
      "2307774091974900767": "mobile-api-media-2.json",
      "2317006284167526179": "mobile-api-media.json",
      "2273581388251073154": "mobile-api-media-3.json",
    };
    const file = byId[req.params.id];
    if (file) {
      res.type("json").send(recorded(file));
      return;
    }
    const feed = JSON.parse(recorded("mobile-api-reels-feed.json")) as {
      items: { media: { id: string } }[];
    };
    const reel = feed.items.find((i) => i.media.id.startsWith(`${req.params.id}_`));
    if (reel) {
      res.json({ items: [reel.media], num_results: 1, status: "ok" });
    } else if (req.params.id === "2589531623544609761") {
      res.status(400).json({ message: "Not authorized to view user", status: "fail" });
    } else if (req.params.id === "2589531623544609762") {
      res
        .status(429)
        .json({ message: "Please wait a few minutes before you try again.", status: "fail" });
    } else {
      res.status(400).json({ message: "Media not found or unavailable", status: "fail" });
    }
  });
  ig.get("/api/v1/users/web_profile_info/", (req, res) => {
    if (!String(req.headers.cookie).includes("sessionid=")) {
      res.status(401).json({ status: "fail" });
      return;
    }
    if (req.query.username === "storyteller")
      res.json({ data: { user: { id: "8663171404" } }, status: "ok" });
    else res.status(404).json({ data: { user: null }, status: "ok" });
  });
  ig.get("/graphql/query/", (req, res) => {
    const variables = JSON.parse(String(req.query.variables)) as {
      reel_ids: string[];
      highlight_reel_ids: string[];
    };
    if (req.query.query_hash !== "de8017ee0a7c9c45ec4260733d81ea31") {
      res.status(400).json({ status: "fail" });
    } else if (variables.reel_ids[0] === "8663171404") {
      res.type("json").send(recorded("graphql-stories.json"));
    } else if (variables.highlight_reel_ids[0]) {
      const all = JSON.parse(recorded("graphql-highlights-stories.json"));
      all.data.reels_media = all.data.reels_media.filter(
        (r: { id: string }) => r.id === variables.highlight_reel_ids[0],
      );
      res.json(all);
    } else {
      res.json({ data: { reels_media: [] }, status: "ok" });
    }
  });
  ig.get("/share/reel/:token/", (req, res) => {
    if (req.params.token === "BAHxyz9Qk1")
      res.redirect(302, "https://www.instagram.com/reel/CAG3E8-A3wf/?igsh=MWQ1ZGUxMzBkMA==");
    else res.redirect(302, "https://evil.example/reel/CAG3E8-A3wf/");
  });
  instagram = await listen(ig);
});

afterAll(async () => {
  await Promise.all([cdn?.close(), instagram?.close()]);
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  INSTAGRAM_WEB_ORIGIN: instagram.origin,
  INSTAGRAM_API_ORIGIN: instagram.origin,
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  ...extra,
});

describe("built-in Instagram extractor, without a session", () => {
  const app = useMediaApp(env);

  it("reads a carousel from the embed page (2 photos and a video)", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/CA_ifcxMjFR/",
      "post",
    );
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["photo", "instagram-media-1.jpg"],
      ["photo", "instagram-media-2.jpg"],
      ["video", "instagram-media-3.mp4"],
    ]);
    expect(body.items?.[0]).toMatchObject({ width: 1080, height: 1350 });
    const video = await fetchTunnel(app, body.items?.[2]?.download);
    expect((await bytesOf(video)).equals(clip)).toBe(true);
    const thumb = await fetchTunnel(app, body.items?.[0]?.thumbnail);
    expect(thumb.headers.get("content-type")).toBe("image/jpeg");
  });

  it("falls back to the mobile API when the embed page and GraphQL give nothing", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CAG3E8-A3wf/?igsh=x",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "instagram-reel-CAG3E8-A3wf.mp4",
      width: 720,
      height: 900,
    });
    const asked = instagram.requests.map((r) => `${r.method} ${r.url.split("?")[0]}`);
    expect(asked).toEqual(
      expect.arrayContaining([
        "GET /p/CAG3E8-A3wf/embed/captioned/",
        "POST /graphql/query",
        "GET /api/v1/media/2307774091974900767/info/",
      ]),
    );
  });

  it("reads mobile carousels (3 photos; 1 video and 3 photos)", async () => {
    const three = await resolveLink(app.origin, "https://www.instagram.com/p/CAnqPB-Jzcj/", "post");
    expect(three.body.items?.map((i) => i.type)).toEqual(["photo", "photo", "photo"]);
    const mixed = await resolveLink(app.origin, "https://www.instagram.com/p/B-NYjoGpQqC/", "post");
    expect(mixed.body.items?.map((i) => i.filename)).toEqual([
      "instagram-media-1.mp4",
      "instagram-media-2.jpg",
      "instagram-media-3.jpg",
      "instagram-media-4.jpg",
    ]);
  });

  it("uses the post page's og tags as a last resort", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/CPQjO5RIIO9/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "instagram-reel-CPQjO5RIIO9.mp4",
    });
  });

  it("extracts a reel's own sound track to MP3", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CPsnU3Il2xJ/",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "instagram-audio-CPsnU3Il2xJ.mp3",
    });
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    const out = await saveAs(res, join(dir, "reel.mp3"));
    expect(probeAudioCodec(out)).toBe("mp3");
    // The sound came from the reel's audio asset (an .m4a on the CDN), not the video.
    expect(cdn.requests.some((r) => r.url.includes(".m4a"))).toBe(true);
  });

  it("follows a share link's redirect while it stays on Instagram", async () => {
    const ok = await resolveLink(
      app.origin,
      "https://www.instagram.com/share/reel/BAHxyz9Qk1/",
      "reel",
    );
    expect(ok.status).toBe(200);
    expect(ok.body.items?.[0]).toMatchObject({
      type: "video",
      filename: "instagram-reel-CAG3E8-A3wf.mp4",
    });
    const away = await resolveLink(
      app.origin,
      "https://www.instagram.com/share/reel/BAHevil0000/",
      "reel",
    );
    expect(away.body.error?.code).toBe("unsupported_link");
  });

  it.each([
    ["https://www.instagram.com/p/Missing1234/", 404, "not_found"],
    // id 2589531623544609761
    ["https://www.instagram.com/p/CPv3UqsBFvh/", 403, "private"],
    // id 2589531623544609762, and GraphQL says "please wait"
    ["https://www.instagram.com/p/CPv3UqsBFvi/", 429, "rate_limited"],
    ["https://www.instagram.com/p/Limited1234/", 404, "not_found"],
  ])("maps %s to %s", async (link, status, code) => {
    const res = await resolveLink(app.origin, link, "post");
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(code);
  });

  it("answers login_required for stories without INSTAGRAM_COOKIE, without asking Instagram", async () => {
    const before = instagram.requests.length;
    const res = await resolveLink(
      app.origin,
      "https://www.instagram.com/stories/storyteller/2313478624923545316/",
      "story",
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: "login_required",
      message: "Stories can only be downloaded when this site has an Instagram session.",
    });
    expect(instagram.requests.length).toBe(before);
  });
});

describe("built-in Instagram extractor, with INSTAGRAM_COOKIE", () => {
  const app = useMediaApp(() => env({ INSTAGRAM_COOKIE: "sessionid=abc123; csrftoken=tok" }));

  it("downloads one story item, named after its id", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/stories/storyteller/2313478624923545316/?utm_source=ig_story_item_share",
      "story",
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "instagram-story-2313478624923545316.mp4",
    });
    const call = instagram.requests.find((r) =>
      r.url.startsWith("/api/v1/users/web_profile_info/"),
    );
    expect(call?.headers.cookie).toBe("sessionid=abc123; csrftoken=tok");
    expect(call?.headers["x-csrftoken"]).toBe("tok");
  });

  it("downloads every item of a highlight", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/stories/highlights/18050908660174460/",
      "story",
    );
    expect(body.items).toHaveLength(8);
    expect(body.items?.[0]?.filename).toMatch(/^instagram-story-18050908660174460-1\.(mp4|jpg)$/);
  });

  it("answers not_found for a story that expired and an unknown account", async () => {
    const gone = await resolveLink(
      app.origin,
      "https://www.instagram.com/stories/storyteller/1111111111111111111/",
      "story",
    );
    expect(gone.body.error?.code).toBe("not_found");
    const nobody = await resolveLink(
      app.origin,
      "https://www.instagram.com/stories/nobody_here/1/",
      "story",
    );
    expect(nobody.body.error?.code).toBe("not_found");
  });
});
