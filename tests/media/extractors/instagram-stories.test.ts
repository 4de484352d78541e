import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortcodeToId } from "../../../server/media/platforms/instagram/shortcode.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { bytesOf } from "../../../test-support/media-files.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";
import {
  type InstagramStandIn,
  instagramEnv,
  startInstagramStandIn,
} from "../../../test-support/stand-ins/instagram.js";
import {
  FORBIDDEN_USER,
  HIGHLIGHT,
  PRIVATE_POST,
  SESSION_COOKIE,
  STORY_USER,
  STORY_VIDEO,
} from "../../../test-support/stand-ins/instagram-session.js";
import { rapidapiEnv } from "../../../test-support/stand-ins/rapidapi.js";

/**
 * Stories and highlights: through `feed/reels_media` with INSTAGRAM_COOKIE; without one (or
 * with one Instagram refuses) the built-in provider steps aside and the chain goes on.
 */
let ig: InstagramStandIn;
let rapid: Running;
let cobalt: Running;
const STORY_LINK = `https://www.instagram.com/stories/${STORY_USER.name}/${STORY_VIDEO}/`;
const UNAVAILABLE = "Stories can't be downloaded on this site right now.";

beforeAll(async () => {
  ig = await startInstagramStandIn();
  const api = express();
  // The RapidAPI service has its own session: it serves the story (a video on the CDN).
  api.get("/v1/instagram", (req, res) => {
    if (/\/stories\//.test(String(req.query.url))) {
      res.json({ data: { data: [{ media: `${ig.cdn.origin}/cdn/story.mp4`, type: "video" }] } });
    } else res.status(404).json({ message: "not found" });
  });
  rapid = await listen(api);
  const instance = express();
  instance.post("/", (_req, res) => {
    res.status(400).json({ status: "error", error: { code: "error.api.link.unsupported" } });
  });
  cobalt = await listen(instance);
});
afterAll(() => Promise.all([ig?.close(), rapid?.close(), cobalt?.close()]));

const env = (extra: Record<string, string> = {}) => ({ ...instagramEnv(ig), ...extra });

const storyCalls = (from: number) =>
  ig.web.requests.slice(from).filter((r) => /web_profile_info|reels_media/.test(r.url));

// Each app installs its configuration process-wide, so each describe block has one app.
describe("stories without INSTAGRAM_COOKIE, builtin then rapidapi", () => {
  const chained = useMediaApp(() => env(rapidapiEnv(rapid.origin, "builtin,rapidapi")));

  it("fall through to the next provider of the chain (a RapidAPI stand-in)", async () => {
    const from = ig.web.requests.length;
    const { status, body } = await resolveLink(chained.origin, STORY_LINK, "story");
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: `instagram-story-${STORY_VIDEO}.mp4`,
    });
    const file = await fetchTunnel(chained, body.items?.[0]?.download);
    expect((await bytesOf(file)).equals(ig.clip)).toBe(true);
    expect(rapid.requests.at(-1)?.url).toContain(encodeURIComponent(STORY_LINK));
    // The built-in provider stepped aside without asking Instagram.
    expect(ig.web.requests.length).toBe(from);
  });
});

describe("stories without INSTAGRAM_COOKIE, builtin alone", () => {
  const alone = useMediaApp(env);

  it("tell the visitor why, in a visitor's words", async () => {
    const res = await resolveLink(alone.origin, STORY_LINK, "story");
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: "login_required",
      reason: "stories_unavailable",
      message: UNAVAILABLE,
    });
  });
});

describe("stories without INSTAGRAM_COOKIE, builtin then cobalt (link unsupported)", () => {
  const noneCan = useMediaApp(() =>
    env({ MEDIA_PROVIDERS: "builtin,cobalt", COBALT_API_URL: cobalt.origin }),
  );

  it("tell the visitor why when no provider can", async () => {
    const res = await resolveLink(noneCan.origin, STORY_LINK, "story");
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: "login_required",
      reason: "stories_unavailable",
      message: UNAVAILABLE,
    });
    expect(cobalt.requests).toHaveLength(1);
  });
});

describe("stories with a cookie Instagram refuses", () => {
  const refused = useMediaApp(() =>
    env({
      INSTAGRAM_COOKIE: "sessionid=expired; csrftoken=old",
      ...rapidapiEnv(rapid.origin, "builtin,rapidapi"),
    }),
  );

  it("step aside, so the chain goes on", async () => {
    const from = ig.web.requests.length;
    const { status, body } = await resolveLink(refused.origin, STORY_LINK, "story");
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(storyCalls(from).map((r) => r.url.split("?")[0])).toEqual([
      "/api/v1/users/web_profile_info/",
    ]);
  });
});

describe("stories with INSTAGRAM_COOKIE", () => {
  const app = useMediaApp(() => env({ INSTAGRAM_COOKIE: SESSION_COOKIE }));

  it("give one story item through feed/reels_media, named after its id", async () => {
    const from = ig.web.requests.length;
    const { status, body } = await resolveLink(
      app.origin,
      `${STORY_LINK}?utm_source=ig_story_item_share`,
      "story",
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: `instagram-story-${STORY_VIDEO}.mp4`,
    });
    const [profile, reels] = storyCalls(from);
    expect(profile?.url).toBe(`/api/v1/users/web_profile_info/?username=${STORY_USER.name}`);
    expect(reels?.url).toBe(`/api/v1/feed/reels_media/?reel_ids=${STORY_USER.id}`);
    expect(reels?.headers).toMatchObject({
      cookie: SESSION_COOKIE,
      "x-csrftoken": "tok",
      "x-ig-app-id": "936619743392459",
      "x-asbd-id": "359341",
      "sec-fetch-mode": "cors",
    });
  });

  it("give every item of a highlight, in order", async () => {
    const { body } = await resolveLink(
      app.origin,
      `https://www.instagram.com/stories/highlights/${HIGHLIGHT}/`,
      "story",
    );
    expect(body.items?.map((i) => i.type)).toEqual(["photo", "video", "video", "video", "video"]);
    expect(body.items?.[0]?.filename).toBe(`instagram-story-${HIGHLIGHT}-1.jpg`);
  });

  it("answer not_found for an expired story and an unknown account", async () => {
    const gone = await resolveLink(
      app.origin,
      `https://www.instagram.com/stories/${STORY_USER.name}/1111111111111111111/`,
      "story",
    );
    expect(gone.body.error?.code).toBe("not_found");
    const nobody = await resolveLink(
      app.origin,
      "https://www.instagram.com/stories/nobody_here/1/",
      "story",
    );
    expect(nobody.body.error).toEqual({
      code: "not_found",
      reason: "account_not_found",
      message: "This account could not be found.",
    });
  });

  it("read posts through the session's media info first", async () => {
    const from = ig.web.requests.length;
    const { body } = await resolveLink(
      app.origin,
      "https://www.instagram.com/p/CAnqPB-Jzcj/",
      "post",
    );
    expect(body.items?.map((i) => i.type)).toEqual(["photo", "photo", "photo"]);
    expect(ig.web.requests[from]?.url).toBe(`/api/v1/media/${shortcodeToId("CAnqPB-Jzcj")}/info/`);
    expect(ig.web.requests[from]?.headers.cookie).toBe(SESSION_COOKIE);
    const locked = await resolveLink(
      app.origin,
      `https://www.instagram.com/p/${PRIVATE_POST}/`,
      "post",
    );
    expect(locked.status).toBe(403);
    expect(locked.body.error?.code).toBe("private");
  });
});

describe("a story lookup answered with a bare 403", () => {
  const app = useMediaApp(() => env({ INSTAGRAM_COOKIE: SESSION_COOKIE }));

  it("is that account's answer once the session still reads a public post: the session neither rests nor is set aside", async () => {
    const from = ig.web.requests.length;
    const walled = await resolveLink(
      app.origin,
      `https://www.instagram.com/stories/${FORBIDDEN_USER}/`,
      "story",
    );
    // Issue 33: a wall one visitor's link meets is judged by the probe (a public reel read
    // through the same session), never by resting the session for everyone: served, the wall
    // was that account's (decisions 059, 060).
    expect(walled.status).toBe(403);
    expect(walled.body.error?.code).toBe("login_required");
    expect(ig.web.requests.slice(from).map((r) => r.url.split("?")[0])).toEqual([
      "/api/v1/users/web_profile_info/",
      `/api/v1/media/${shortcodeToId("CrGkUHUL7_y")}/info/`,
    ]);
    const { status, body } = await resolveLink(app.origin, STORY_LINK, "story");
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
  });
});
