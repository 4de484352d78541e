import express from "express";
import { sourceOf, Tally } from "./budgets.js";
import { makeClips, makeJpeg, TINY_JPEG } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";

/**
 * Snapchat on 127.0.0.1: Spotlight and profile pages as Next.js renders them (the `__NEXT_DATA__` JSON
 * yt-dlp reads, the `<link rel="preload" as="video">` cobalt reads), the share-link host's
 * redirects (HEAD and GET) on a server of its own, and the sc-cdn of the MP4 files.
 * Why: docs/decisions/056-snapchat-spotlight.md
 */
export type SnapchatScenario =
  /** The page's feed holds the Spotlight with its `contentUrl`. */
  | "ready"
  /** The feed's entry has no `videoMetadata.contentUrl`, only its snap's `mediaUrl`. */
  | "snap-only"
  /** No feed in the page data: only the head's preload link. */
  | "preload-only"
  /** Removed: the page shows the feed without it (and preloads another snap). */
  | "removed"
  /** Never was: Next.js's 404 page, status 404. */
  | "missing"
  /** 429 with Retry-After. */
  | "rate_limited"
  /** 403 with a challenge page. */
  | "challenge"
  /** 302 to the login page. */
  | "login"
  /** 200 with an empty shell: neither data nor preload. */
  | "shell"
  /** 502 from Snapchat's front end. */
  | "server-error";

/** What a profile page (`/add/<user>`) shows. */
export type SnapchatProfile =
  /** A story of the last day (a photo snap, then a video snap) and a highlight. */
  | "story"
  /** No story today; one highlight of a video snap. */
  | "highlights-only"
  /** Neither story nor highlight. */
  | "none";

export interface SnapchatStandIn extends Running {
  spotlights: Map<string, SnapchatScenario>;
  /** user -> what the profile shows; a user not listed is answered with the 404 page. */
  profiles: Map<string, SnapchatProfile>;
  /** A story's photo snap. */
  photo: Buffer;
  /** Share code -> where its redirect points (an absolute URL). */
  shortLinks: Map<string, string>;
  /** The share-link host (t.snapchat.com). */
  short: Running;
  clip: Buffer;
  /** Page requests per source address (`page:<address>`) and per id (`id:<id>`); `short:<code>`. */
  tally: Tally;
  asked(): number;
}

type Json = Record<string, unknown>;

function page(data: Json, preload: string | undefined): string {
  const head = preload
    ? `<link data-react-helmet="true" rel="preload" href="${preload.replace(/&/g, "&amp;")}" as="video"/>`
    : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Spotlight Snap | Snapchat</title>${head}</head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
}

export async function startSnapchat(): Promise<SnapchatStandIn> {
  const { "360x640": clip } = await makeClips(["360x640"]);
  const photo = makeJpeg();
  const spotlights = new Map<string, SnapchatScenario>();
  const profiles = new Map<string, SnapchatProfile>();
  const shortLinks = new Map<string, string>();
  const tally = new Tally();
  const app = express();
  let origin = "";
  const media = (name: string) => `${origin}/d/${name}.27.IRZXSOY?mo=GlgaFhoAGgAyAX1iCgJIA&uc=46`;
  const thumb = (name: string) => `${origin}/i/${name}.256.IRZXSOY`;

  const story = (id: string, withContent: boolean): Json => ({
    story: {
      storyId: { value: id },
      storyType: "STORY_TYPE_SPOTLIGHT",
      snapList: [
        {
          snapIndex: 0,
          snapId: { value: `${id.slice(0, 20)}snap` },
          snapMediaType: 1,
          snapUrls: { mediaUrl: media(id), mediaPreviewUrl: { value: thumb(id) } },
          timestampInSec: { value: "1722720291" },
        },
      ],
    },
    metadata: {
      videoMetadata: {
        name: "Spotlight Snap",
        description: "How he flirt her teacher #kdrama #cdrama",
        uploadDateMs: 1_722_720_291_307,
        viewCount: -1,
        shareCount: 12,
        ...(withContent ? { contentUrl: media(id) } : {}),
        width: 360,
        height: 640,
        durationMs: 1000,
        thumbnailUrl: thumb(id),
        creator: {
          personCreator: { username: "ganda0535", url: "https://www.snapchat.com/add/ganda0535" },
        },
      },
      hashtags: ["#kdrama", "#cdrama"],
      engagementStats: { viewCount: "-1", shareCount: "12" },
    },
  });
  const nextData = (id: string, pageProps: Json, pagePath = "/spotlight/[spotlightId]"): Json => ({
    props: { pageProps, __N_SSP: true },
    page: pagePath,
    query: { spotlightId: id },
    buildId: "3f0Y3Ah5mVYf1sJcD1Q2Z",
    isFallback: false,
    gssp: true,
    scriptLoader: [],
  });

  app.get("/spotlight/:id", (req, res) => {
    const id = req.params.id;
    tally.add(`page:${sourceOf(req)}`);
    tally.add(`id:${id}`);
    const scenario = spotlights.get(id) ?? "missing";
    if (scenario === "rate_limited") {
      return void res.status(429).set("retry-after", "30").type("text/html").send("<html></html>");
    }
    if (scenario === "server-error") {
      return void res.status(502).type("text/html").send("<h1>502 Bad Gateway</h1>");
    }
    if (scenario === "challenge") {
      return void res
        .status(403)
        .type("text/html")
        .send("<!DOCTYPE html><html><head><title>Access Denied</title></head><body></body></html>");
    }
    if (scenario === "login") {
      return void res.redirect(302, `${origin}/accounts/v2/login?continue=%2Fspotlight%2F${id}`);
    }
    if (scenario === "shell") {
      return void res
        .type("text/html")
        .send('<!DOCTYPE html><html><body><div id="__next"></div></body></html>');
    }
    if (scenario === "missing") {
      return void res
        .status(404)
        .type("text/html")
        .send(page(nextData(id, { statusCode: 404 }, "/404"), undefined));
    }
    if (scenario === "removed") {
      const other = "W7_EDlXWTBiXAEEniNoMPwAAYYWtidGhudGZpAX1TKn0JAX1TKnXJAAAAAA";
      const props = { spotlightFeed: { spotlightStories: [story(other, true)] } };
      return void res.type("text/html").send(page(nextData(id, props), media(other)));
    }
    if (scenario === "preload-only") {
      return void res.type("text/html").send(page(nextData(id, { viewerInfo: {} }), media(id)));
    }
    const props = { spotlightFeed: { spotlightStories: [story(id, scenario === "ready")] } };
    res.type("text/html").send(page(nextData(id, props), media(id)));
  });
  // A public profile: cobalt's reader takes `story.snapList`, or the first highlight's.
  const snap = (id: string, type: 0 | 1, at: number): Json => ({
    snapIndex: at,
    snapId: { value: id },
    snapMediaType: type,
    snapUrls: {
      mediaUrl: type === 0 ? `${origin}/p/${id}.1034.IRZXSOY?uc=46` : media(id),
      mediaPreviewUrl: { value: thumb(id) },
    },
    timestampInSec: { value: String(1_764_000_000 + at) },
  });
  app.get(["/add/:user", "/add/:user/:snap"], (req, res) => {
    const user = String(req.params.user);
    tally.add(`page:${sourceOf(req)}`);
    tally.add(`profile:${user}`);
    const profile = profiles.get(user);
    const query = { profileParams: [user, ...(req.params.snap ? [req.params.snap] : [])] };
    if (!profile) {
      return void res
        .status(404)
        .type("text/html")
        .send(page({ ...nextData(user, { statusCode: 404 }, "/404"), query }, undefined));
    }
    const story =
      profile === "story"
        ? {
            storyId: { value: user },
            snapList: [snap("PhotoSnap1", 0, 0), snap("VideoSnap2", 1, 1)],
          }
        : undefined;
    const curatedHighlights =
      profile === "none"
        ? []
        : [{ highlightId: { value: "h1" }, snapList: [snap("HighSnap1", 1, 0)] }];
    const props = {
      userProfile: { $case: "publicProfileInfo", publicProfileInfo: { username: user } },
      ...(story ? { story } : {}),
      curatedHighlights,
    };
    res
      .type("text/html")
      .send(
        page(
          { ...nextData(user, props, "/add/[username]/[[...profileParams]]"), query },
          undefined,
        ),
      );
  });
  app.get("/p/:file", (req, res) => {
    if (!req.query.uc) return void res.status(403).end();
    res.type("image/jpeg").send(photo);
  });
  app.get("/accounts/v2/login", (_req, res) => {
    res.type("text/html").send("<!DOCTYPE html><html><head><title>Log In</title></head></html>");
  });
  // sc-cdn: a file URL without its `uc` is refused.
  app.get("/d/:file", (req, res) => {
    if (!req.query.uc) return void res.status(403).end();
    res.type("video/mp4").set("accept-ranges", "bytes").send(clip);
  });
  app.get("/i/:file", (_req, res) => {
    res.type("image/jpeg").send(TINY_JPEG);
  });

  const short = await listen((req, res) => {
    const code = new URL(req.url ?? "/", "http://x").pathname.slice(1);
    tally.add(`short:${code}`);
    const target = shortLinks.get(code);
    if (!target) return void res.writeHead(404).end();
    res.writeHead(302, { location: target, "content-length": "0" }).end();
  });
  const running = await listen(app);
  origin = running.origin;
  return {
    ...running,
    short,
    spotlights,
    profiles,
    shortLinks,
    clip,
    photo,
    tally,
    asked: () => tally.total("page:") + tally.total("short:"),
    close: async () => {
      await Promise.all([running.close(), short.close()]);
    },
  };
}
