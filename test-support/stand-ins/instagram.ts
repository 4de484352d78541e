import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express, { type Request } from "express";
import { shortcodeToId } from "../../server/media/platforms/instagram/shortcode.js";
import { makeMp4 } from "../media-files.js";
import { sourceOf, Tally } from "./budgets.js";
import { listen, type Running } from "./http-server.js";
import { fixtureText, type Json, recordedItem, rewriteCdn } from "./instagram-fixtures.js";
import { addSessionRoutes } from "./instagram-session.js";

/**
 * Local stand-ins for Instagram's web origin (which also plays the API origin) and its CDN,
 * answering the way Instagram answers logged-out visitors in 2026, built from the recorded
 * bodies of ../shared/fixtures/instagram: the Polaris query wraps a recorded mobile item in
 * `xig_polaris_media.if_not_gated_logged_out`, the post page carries it in the Relay cache of
 * a `<script data-sjs>`, the embed page is an empty shell, the older GraphQL query answers the
 * recorded execution error and the private API answers `login_required` without a session.
 * Variants of the answers table (decision 059): a private account's post (its pages sent to the
 * login page), a challenge, a 502, a query whose answer changed shape; and addresses walled
 * off altogether (`walled`: every request from them sent to the login page).
 */

interface Post {
  item?: () => Json;
  /** The Polaris query answers the item (else `xig_polaris_media: null`), or a variant of it. */
  polaris: boolean | (() => Json) | "rate_limited";
  /** The post page carries the item in its Relay JSON. */
  pageJson: boolean;
  /** The post page's og tags: the recorded 2025 video's, its poster only, or none. */
  og: "video" | "poster" | "none";
  embed?: "video-without-url";
  /**
   * `login`: a private account's post (Polaris answers null, its pages go to the login page);
   * `challenge`: the query is sent to the challenge; `502`: every endpoint fails for it;
   * `drift`: the query answers a shape we do not know.
   */
  variant?: "login" | "challenge" | "502" | "drift";
}

export interface InstagramStandIn {
  web: Running;
  cdn: Running;
  clip: Buffer;
  sound: Buffer;
  jpeg: Buffer;
  /** Requests to the web origin per source address. */
  seen: Tally;
  /** Source addresses sent to the login page whatever they ask. */
  walled: Set<string>;
  /** Adds a private account's post (`variant: "login"`) under `code`. */
  privatePost(code: string): void;
  /** Instagram revokes every token handed out so far. */
  revokeTokens(): void;
  close(): Promise<void>;
}

function timelineItem(code: string, cdn: string): Json {
  const body = JSON.parse(rewriteCdn(fixtureText("mobile-feed-timeline-2022.json"), cdn)) as {
    feed_items: { media_or_ad: Json }[];
  };
  return body.feed_items.find((i) => i.media_or_ad.code === code)?.media_or_ad as Json;
}

/** A real AAC sound (880 Hz): what the CDN answers for a reel's sound or music asset. */
function makeSound(dir: string): Buffer {
  const file = join(dir, "sound.m4a");
  execFileSync("ffmpeg", [
    ...["-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=880:duration=2"],
    ...["-c:a", "aac", file],
  ]);
  return readFileSync(file);
}

/** The Relay cache block of a logged-out post page, as yt-dlp reads it. */
function relayScript(item: Json): string {
  const result = { data: { xig_polaris_media: { if_not_gated_logged_out: item } } };
  const cache = [
    "RelayPrefetchedStreamCache",
    "next",
    [],
    [
      "adp_PolarisLoggedOutDesktopWWWPostRootContentQueryRelayPreloader_6a1f2b",
      { __bbox: { complete: true, result } },
    ],
  ];
  const block = {
    require: [["ScheduledServerJS", "handle", null, [{ __bbox: { require: [cache] } }]]],
  };
  return `<script type="application/json" data-sjs>${JSON.stringify(block)}</script>`;
}

const OG_VIDEO = /<meta\s+property="og:video(?::secure_url)?"\s+content="[^"]*"\s*\/>/g;
const OG_ANY = /<meta\s+property="og:[^"]*"\s+content="[^"]*"\s*\/>/g;
const SHELL =
  '<!doctype html><html><body><div class="Embed">View this post on Instagram</div></body></html>';
const EMBED_OFF =
  '<!doctype html><html><body><div class="Embed" data-media-type="GraphVideo"><img class="EmbeddedMediaImage" src="https://scontent.cdninstagram.com/v/poster.jpg"></div><script>window.__post = {"is_video":true,"video_view_count":12}</script></body></html>';

export async function startInstagramStandIn(): Promise<InstagramStandIn> {
  const dir = mkdtempSync(join(tmpdir(), "rd-ig-standin-"));
  const clip = readFileSync(makeMp4(1, dir));
  const sound = makeSound(dir);
  const jpeg = Buffer.from("\xff\xd8\xff\xe0 recorded photo stand-in", "latin1");

  const files = express();
  files.get(/^\/cdn\/.*/, (req, res) => {
    // Reels' own sounds are .m4a; licensed music assets (t39.12897-6) carry no extension.
    const [type, body] = /\.m4a$|t39\.12897-6/.test(req.path)
      ? ["audio/mp4", sound]
      : /\.mp4$/.test(req.path)
        ? ["video/mp4", clip]
        : ["image/jpeg", jpeg];
    // As Instagram's CDN does, a single byte range is answered 206.
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.get("range") ?? "");
    const start = Number(range?.[1] ?? 0);
    if (!range || start >= body.length) return void res.type(type).send(body);
    const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
    res
      .status(206)
      .set({ "Content-Range": `bytes ${start}-${end}/${body.length}`, "Accept-Ranges": "bytes" })
      .type(type)
      .send(body.subarray(start, end + 1));
  });
  const cdn = await listen(files);
  const item = (file: string) => () => recordedItem(file, cdn.origin);
  const carousel = item("mobile-media-info-carousel-CVAksOjMuQu.json");

  const posts = new Map<string, Post>([
    ["CVAksOjMuQu", { item: carousel, polaris: true, pageJson: true, og: "none" }],
    [
      "Cf4dPucLzW0",
      {
        item: item("mobile-media-info-photos-Cf4dPucLzW0.json"),
        polaris: false,
        pageJson: true,
        og: "none",
      },
    ],
    [
      "CrGkUHUL7_y",
      {
        item: item("mobile-media-info-reel-CrGkUHUL7_y.json"),
        polaris: true,
        pageJson: true,
        og: "poster",
      },
    ],
    [
      "CfRjHP0g-07",
      {
        item: item("mobile-media-info-clip-CfRjHP0g-07.json"),
        polaris: true,
        pageJson: false,
        og: "poster",
      },
    ],
    [
      "CAG3E8-A3wf",
      { item: item("mobile-api-media-2.json"), polaris: true, pageJson: false, og: "none" },
    ],
    [
      "CN5mPCGhA9C",
      {
        item: () => timelineItem("CN5mPCGhA9C", cdn.origin),
        polaris: true,
        pageJson: false,
        og: "none",
      },
    ],
    // Polaris hands out the carousel with its video child stripped of its URL; the page has it whole.
    [
      "CVAksOjMuQv",
      {
        item: carousel,
        polaris: () => {
          const broken = carousel();
          const [video] = broken.carousel_media as Json[];
          if (video) video.video_versions = [];
          return broken;
        },
        pageJson: true,
        og: "none",
      },
    ],
    // Only the 2025 page's og:video is left.
    ["CPQjO5RIIO9", { polaris: false, pageJson: false, og: "video" }],
    // Nothing but a poster: og:image of a video, an empty embed.
    ["DPosterOnly", { polaris: false, pageJson: false, og: "poster" }],
    // Embedding turned off: the embed page says video but gives no URL.
    ["DEmbedOff01", { polaris: false, pageJson: false, og: "none", embed: "video-without-url" }],
    ["Limited1234", { polaris: "rate_limited", pageJson: false, og: "none" }],
    ["DPrivate001", { polaris: false, pageJson: false, og: "none", variant: "login" }],
    ["DChallenge1", { polaris: false, pageJson: false, og: "none", variant: "challenge" }],
    ["DFailing502", { polaris: false, pageJson: false, og: "none", variant: "502" }],
    ["DDrifted001", { polaris: false, pageJson: false, og: "none", variant: "drift" }],
    // Its media named on another platform's host and a user-content host.
    [
      "DHostile001",
      {
        item: () => {
          const reel = JSON.stringify(item("mobile-media-info-reel-CrGkUHUL7_y.json")());
          const hostile = reel
            .replaceAll(`${cdn.origin}/cdn/`, "https://rr5---sn-hostile.googlevideo.com/cdn/")
            .replace(/https:[^"]*\.jpg[^"]*/g, "https://lh3.googleusercontent.com/poster.jpg");
          return JSON.parse(hostile) as Json;
        },
        polaris: true,
        pageJson: false,
        og: "none",
      },
    ],
  ]);
  const byId = new Map([...posts.keys()].map((code) => [shortcodeToId(code), code]));

  let lsd = randomBytes(6).toString("base64url");
  const csrfTokens = new Set<string>();
  const cookie = (req: Request, name: string) =>
    new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(String(req.headers.cookie ?? ""))?.[1];

  const seen = new Tally();
  const walled = new Set<string>();
  const toLogin = (res: express.Response, next: string) =>
    res.redirect(302, `/accounts/login/?next=${encodeURIComponent(next)}`);
  const variantOf = (code: string | undefined) => posts.get(code ?? "")?.variant;

  const ig = express();
  ig.use((req, res, next) => {
    const from = sourceOf(req);
    seen.add(from);
    if (walled.has(from) && !req.path.startsWith("/accounts/login")) toLogin(res, req.originalUrl);
    else next();
  });
  ig.get("/accounts/login/", (_req, res) => res.type("html").send("<html>Log in</html>"));
  ig.get("/challenge/", (_req, res) => res.type("html").send("<html>Confirm it's you</html>"));
  // The post page and its embed.
  ig.use("/p/:code", (req, res, next) => {
    const variant = variantOf(req.params.code);
    if (variant === "login") toLogin(res, req.originalUrl);
    else if (variant === "502") res.status(502).type("html").send("<html>Bad gateway</html>");
    else next();
  });
  ig.get("/", (_req, res) => {
    res.setHeader("set-cookie", [`mid=${randomBytes(8).toString("hex")}; Path=/; Secure`]);
    res.type("html").send(fixtureText("page-post-with-video.html").replaceAll("AVr3vGvlkM0", lsd));
  });
  ig.get("/api/v1/web/get_ruling_for_content/", (_req, res) => {
    const token = randomBytes(12).toString("hex");
    csrfTokens.add(token);
    res.setHeader("set-cookie", [`csrftoken=${token}; Path=/; Secure`]);
    res.json({ status: "ok" });
  });
  ig.post("/api/graphql", express.urlencoded({ extended: false }), (req, res) => {
    const body = req.body as Record<string, string>;
    const csrf = req.get("x-csrftoken") ?? "";
    const tokensOk =
      body.lsd === lsd &&
      req.get("x-fb-lsd") === lsd &&
      csrfTokens.has(csrf) &&
      cookie(req, "csrftoken") === csrf;
    if (!tokensOk) {
      res.status(401).json({ status: "fail", message: "invalid token" });
      return;
    }
    if (body.doc_id !== "27130156389949648" || req.get("x-asbd-id") !== "359341") {
      res.json({ errors: [{ message: "execution error", severity: "CRITICAL" }], data: null });
      return;
    }
    const { media_id } = JSON.parse(body.variables ?? "{}") as { media_id?: string };
    const post = posts.get(byId.get(String(media_id)) ?? "");
    if (post?.variant === "challenge") return void res.redirect(302, "/challenge/?next=/");
    if (post?.variant === "502") return void res.status(502).type("html").send("<html>502</html>");
    if (post?.variant === "drift") {
      return void res.json({ data: { xdt_api__v1__media__web_info: { items: [] } } });
    }
    if (post?.polaris === "rate_limited") {
      res
        .status(429)
        .json({ message: "Please wait a few minutes before you try again.", status: "fail" });
      return;
    }
    const polarisItem =
      typeof post?.polaris === "function" ? post.polaris() : post?.polaris && post.item?.();
    const media = polarisItem ? { if_not_gated_logged_out: polarisItem } : null;
    res.json({ data: { xig_polaris_media: media }, extensions: { is_final: true } });
  });
  ig.get("/p/:code/embed/captioned/", (req, res) => {
    const post = posts.get(req.params.code);
    if (!post) res.status(404).type("html").send("<html>Page not found</html>");
    else res.type("html").send(post.embed === "video-without-url" ? EMBED_OFF : SHELL);
  });
  ig.get("/p/:code/", (req, res) => {
    const post = posts.get(req.params.code);
    if (!post) {
      res.status(404).type("html").send("<html><title>Page not found</title></html>");
      return;
    }
    let page = rewriteCdn(fixtureText("page-post-with-video.html"), cdn.origin);
    if (post.og === "poster") page = page.replace(OG_VIDEO, "");
    if (post.og === "none") page = page.replace(OG_ANY, "");
    const json = post.pageJson && post.item ? relayScript(post.item()) : "";
    res.type("html").send(page.replace("</body>", () => `${json}</body>`));
  });
  ig.post("/graphql/query", (_req, res) => {
    res.type("json").send(fixtureText("graphql-execution-error-2025-03.json"));
  });
  addSessionRoutes(ig, cdn.origin, cookie, (id) => posts.get(byId.get(id) ?? "")?.item?.());

  const web = await listen(ig);
  return {
    web,
    cdn,
    clip,
    sound,
    jpeg,
    seen,
    walled,
    privatePost(code) {
      posts.set(code, { polaris: false, pageJson: false, og: "none", variant: "login" });
      byId.set(shortcodeToId(code), code);
    },
    revokeTokens() {
      lsd = randomBytes(6).toString("base64url");
      csrfTokens.clear();
    },
    close: async () => {
      await Promise.all([web.close(), cdn.close()]);
    },
  };
}

/** The app's settings that send the built-in extractor to the stand-in instead of Instagram. */
export function instagramEnv(ig: InstagramStandIn): Record<string, string> {
  return {
    MEDIA_PROVIDERS: "builtin",
    INSTAGRAM_WEB_ORIGIN: ig.web.origin,
    INSTAGRAM_API_ORIGIN: ig.web.origin,
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    // The probe of a wall reads a public reel of the stand-in's (decision 059).
    INSTAGRAM_PROBE_URL: "https://www.instagram.com/reel/CrGkUHUL7_y/",
  };
}
