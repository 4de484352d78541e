import { createHmac } from "node:crypto";
import express from "express";
import { sourceOf, Tally } from "./budgets.js";
import { makeClips, TINY_JPEG } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";

/**
 * Twitch on 127.0.0.1: the GraphQL endpoint (`POST /gql`) answering the persisted
 * `ShareClipRenderStatus` (yt-dlp's), a plain clip query and the persisted
 * `VideoAccessToken_Clip` (cobalt's) in the shapes those readers expect, and the clips CDN,
 * which refuses a file whose `sig` does not sign its `token`. Why: docs/decisions/055-twitch-clips.md
 */
export type TwitchScenario =
  /** Three landscape qualities (720p60, 360p, 240p) and a portrait crop. */
  | "ready"
  /** `clip: null`: deleted, or never was. */
  | "deleted"
  /** The token says `forbidden` (a clip only signed-in viewers may watch). */
  | "forbidden"
  /** The token says `forbidden` for the region. */
  | "geo"
  /** 429 with Retry-After. */
  | "rate_limited"
  /** 403 with the CDN's HTML challenge page. */
  | "challenge"
  /** 502 from GraphQL's front end. */
  | "server-error"
  /** A changed answer: `data` without the clip field the readers know. */
  | "changed";

export const TWITCH_HASHES = {
  share: "0a02bb974443b576f5579aab0fef1d4b7f44e58a8a256f0c5adfead0db70640f",
  token: "36b89d2507fce29e5ca551df756d27c1cfe079e2609642b4390aa4c35796eb11",
};
/** The client ids Twitch answers: yt-dlp's and the web site's (cobalt's). */
const CLIENT_IDS = new Set(["ue6666qo983tsx6so1t0vnawi233wa", "kimne78kx3ncx6brgo4mv6wki5h1ko"]);
const SIGNING_KEY = "stand-in clips signing key";

export interface TwitchStandIn extends Running {
  clips: Map<string, TwitchScenario>;
  /** The hash Twitch currently accepts for each persisted query (a test may rotate one). */
  hashes: { share: string; token: string };
  files: { "720": Buffer; "360": Buffer; "240": Buffer; portrait: Buffer };
  /** GraphQL requests per source address (`gql:<address>`) and per operation (`op:<name>`). */
  tally: Tally;
  asked(): number;
}

type Json = Record<string, unknown>;

export async function startTwitch(): Promise<TwitchStandIn> {
  const made = await makeClips(["1280x720", "640x360", "426x240", "360x640"]);
  const files = {
    "720": made["1280x720"],
    "360": made["640x360"],
    "240": made["426x240"],
    portrait: made["360x640"],
  };
  const clips = new Map<string, TwitchScenario>();
  const hashes = { ...TWITCH_HASHES };
  const tally = new Tally();
  const app = express();
  let origin = "";

  const tokenOf = (slug: string, scenario: TwitchScenario) => {
    const forbidden = scenario === "forbidden" || scenario === "geo";
    const value = JSON.stringify({
      authorization: {
        forbidden,
        reason: scenario === "geo" ? "GEOBLOCKED" : forbidden ? "UNAUTHORIZED_ENTITLEMENTS" : "",
      },
      clip_uri: "",
      clip_slug: slug,
      device_id: null,
      expires: 1_893_456_000,
      user_id: "",
      version: 2,
    });
    const signature = createHmac("sha1", SIGNING_KEY).update(value).digest("hex");
    return { __typename: "PlaybackAccessToken", signature, value };
  };
  const quality = (slug: string, height: string, frameRate: number, file: string) => ({
    __typename: "ClipVideoQuality",
    frameRate,
    quality: height,
    sourceURL: `${origin}/v2/media/${slug}/0b7f3b4c-5bb1-4b1e-9f56-2f1e4f1a9a11/${file}.mp4`,
    codecs: "avc1.4D401F,mp4a.40.2",
  });
  const landscape = (slug: string) => [
    quality(slug, "720", 60, "720"),
    quality(slug, "360", 30, "360"),
    quality(slug, "240", 30, "240"),
  ];
  const clipBody = (slug: string, scenario: TwitchScenario): Json => ({
    __typename: "Clip",
    id: "3207364882",
    slug,
    title: "A day in the life of xQc",
    durationSeconds: 1,
    viewCount: 12_345,
    createdAt: "2025-03-25T02:26:55Z",
    thumbnailURL: `${origin}/twitch-clips-thumbnails-prod/${slug}/preview-480x272.jpg`,
    broadcaster: { id: "71092938", login: "xqc", displayName: "xQc" },
    curator: { id: "744085721", login: "okstfudude", displayName: "okSTFUdude" },
    playbackAccessToken: tokenOf(slug, scenario),
  });

  app.post("/gql", express.text({ type: "*/*", limit: "64kb" }), (req, res) => {
    tally.add(`gql:${sourceOf(req)}`);
    if (!CLIENT_IDS.has(String(req.headers["client-id"] ?? ""))) {
      return void res
        .status(400)
        .json({ error: "Bad Request", status: 400, message: 'The "Client-ID" header is invalid.' });
    }
    let body: unknown;
    try {
      body = JSON.parse(String(req.body));
    } catch {
      return void res.status(400).json({ errors: [{ message: "invalid JSON" }] });
    }
    const op = (Array.isArray(body) ? body[0] : body) as Json;
    const name = typeof op.operationName === "string" ? op.operationName : "query";
    tally.add(`op:${name}`);
    const slug =
      name === "query"
        ? (/clip\(slug: "([^"]+)"\)/.exec(String(op.query))?.[1] ?? "")
        : String((op.variables as Json | undefined)?.slug ?? "");
    const scenario = clips.get(slug);
    if (scenario === "rate_limited") {
      return void res.status(429).set("retry-after", "30").json({ error: "Too Many Requests" });
    }
    if (scenario === "challenge") {
      return void res
        .status(403)
        .type("text/html")
        .send("<!DOCTYPE html><html><head><title>Access denied</title></head><body></body></html>");
    }
    if (scenario === "server-error") {
      return void res.status(502).type("text/html").send("<h1>502 Bad Gateway</h1>");
    }
    if (scenario === "changed") {
      const answer = { data: { clipV2: { slug } }, extensions: { operationName: name } };
      return void res.json(name === "query" ? answer : [answer]);
    }
    const sent = ((op.extensions as Json | undefined)?.persistedQuery as Json | undefined)
      ?.sha256Hash;
    const wanted = name === "ShareClipRenderStatus" ? hashes.share : hashes.token;
    if (name !== "query" && sent !== wanted) {
      return void res.json([
        {
          errors: [{ message: "PersistedQueryNotFound" }],
          extensions: { durationMilliseconds: 1, operationName: name },
        },
      ]);
    }
    const extensions = { durationMilliseconds: 31, operationName: name };
    if (!scenario || scenario === "deleted") {
      const answer = { data: { clip: null }, extensions };
      return void res.json(name === "query" ? answer : [answer]);
    }
    const clip = clipBody(slug, scenario);
    if (name === "ShareClipRenderStatus") {
      return void res.json([
        {
          data: {
            clip: {
              ...clip,
              assets: [
                {
                  id: "a1",
                  aspectRatio: 1.77,
                  type: "SOURCE",
                  thumbnailURL: clip.thumbnailURL,
                  videoQualities: landscape(slug),
                },
                {
                  id: "a2",
                  aspectRatio: 0.5625,
                  type: "RECOMPOSED",
                  thumbnailURL: clip.thumbnailURL,
                  videoQualities: [quality(slug, "640", 30, "portrait")],
                },
              ],
            },
          },
          extensions,
        },
      ]);
    }
    if (name === "VideoAccessToken_Clip") {
      return void res.json([
        {
          data: {
            clip: {
              id: clip.id,
              playbackAccessToken: clip.playbackAccessToken,
              videoQualities: landscape(slug),
            },
          },
          extensions,
        },
      ]);
    }
    const { playbackAccessToken: _token, thumbnailURL, ...plain } = clip;
    res.json({
      data: {
        clip: {
          ...plain,
          medium: thumbnailURL,
          videoQualities: landscape(slug).map(({ frameRate, quality, sourceURL }) => ({
            frameRate,
            quality,
            sourceURL,
          })),
        },
      },
      extensions,
    });
  });

  // The clips CDN: a file opens only with the token and its signature.
  app.get("/v2/media/:slug/:uuid/:file", (req, res) => {
    const token = String(req.query.token ?? "");
    const sig = String(req.query.sig ?? "");
    if (!token || sig !== createHmac("sha1", SIGNING_KEY).update(token).digest("hex")) {
      return void res.status(403).type("application/xml").send("<Error>AccessDenied</Error>");
    }
    const body = files[req.params.file.replace(/\.mp4$/, "") as keyof typeof files];
    if (!body) return void res.status(404).end();
    res.type("video/mp4").set("accept-ranges", "bytes").send(body);
  });
  app.get("/twitch-clips-thumbnails-prod/:slug/:file", (_req, res) => {
    res.type("image/jpeg").send(TINY_JPEG);
  });

  const running = await listen(app);
  origin = running.origin;
  return { ...running, clips, hashes, files, tally, asked: () => tally.total("gql:") };
}
