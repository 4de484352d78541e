import type { IncomingMessage, ServerResponse } from "node:http";
import { makeSampleMedia, type SampleMedia } from "../media-files.js";
import { startCdn } from "./cdn.js";
import { listen, type Running } from "./http-server.js";

/**
 * Local stand-ins for Threads' web origin and Instagram's CDN, answering as Threads answers a
 * logged-out visitor in 2026 (decision 047): the post page carries the post, Instagram's
 * media schema, in the Relay cache of a `<script data-sjs>` only for Safari loading a
 * document; any other client gets the empty shell of the same status. The page also carries
 * a related post, as the real one does. Variants: 429 with Retry-After, the login wall, the
 * challenge, 404, a text post, and the shell for every client.
 */
type Json = Record<string, unknown>;

export type ThreadsVariant =
  | "video"
  | "photo"
  | "carousel"
  | "text"
  | "repost"
  | "rate_limited"
  | "login"
  | "challenge"
  | "not_found"
  | "shell";

export interface ThreadsStandIn {
  web: Running;
  cdn: Running;
  media: SampleMedia;
  /** What the post page answers for each shortcode (unknown codes: the shell). */
  posts: Map<string, ThreadsVariant>;
  /** `/share/<id>/` targets: share id to `[user, code]`. */
  shares: Map<string, [string, string]>;
  /** Post-page requests so far (not share links, not the CDN). */
  pageRequests(): number;
  /** Post-page requests per source address (each egress leaves from its own). */
  pagesBy: Map<string, number>;
  /**
   * Source addresses Threads has stopped serving: every post page they ask for is the login
   * wall, public posts included (a wall meant for the address, not the post).
   */
  walled: Set<string>;
  close(): Promise<void>;
}

export const THREADS_POSTS: Record<string, ThreadsVariant> = {
  DHV7vTivqWD: "video",
  DPh0t0P0st1: "photo",
  DCar0uSe1x9: "carousel",
  DTextOnly00: "text",
  DRep0st0001: "repost",
  DLimited001: "rate_limited",
  DLoginWall1: "login",
  DChallenge1: "challenge",
  DGone000001: "not_found",
  DSh3llOnly1: "shell",
};

function candidates(cdn: string, name: string, width: number): Json {
  // Not ordered, as Threads gives them: the largest is not first.
  return {
    candidates: [
      {
        url: `${cdn}/v/t51.2885-15/${name}-320.jpg?stp=dst-jpg_s320x320&_nc_ht=x`,
        width: 320,
        height: 320,
      },
      { url: `${cdn}/v/t51.2885-15/${name}.jpg?stp=dst-jpg_e35&_nc_ht=x`, width, height: 320 },
      {
        url: `${cdn}/v/t51.2885-15/${name}-150.jpg?stp=dst-jpg_s150x150&_nc_ht=x`,
        width: 150,
        height: 150,
      },
    ],
  };
}

function video(cdn: string, name: string): Json {
  return {
    media_type: 2,
    image_versions2: candidates(cdn, `${name}-poster`, 336),
    video_versions: [
      { type: 101, url: `${cdn}/o1/v/t16/f2/m69/${name}-low.mp4?efg=x`, width: 80, height: 60 },
      { type: 102, url: `${cdn}/o1/v/t16/f2/m69/${name}.mp4?efg=x`, width: 160, height: 120 },
    ],
    original_width: 160,
    original_height: 120,
  };
}

function photo(cdn: string, name: string, width: number): Json {
  return { media_type: 1, image_versions2: candidates(cdn, name, width), video_versions: null };
}

function post(code: string, variant: ThreadsVariant, cdn: string): Json {
  const base = {
    pk: "3985401482421826775",
    id: "3985401482421826775_63055343223",
    code,
    taken_at: 1_780_000_000,
    user: { username: "zuck", pk: "63055343223", is_verified: true },
    caption: { text: "a post" },
    like_count: 12,
    text_post_app_info: { direct_reply_count: 1, share_info: {} },
  };
  if (variant === "video") return { ...base, ...video(cdn, code) };
  if (variant === "photo") return { ...base, ...photo(cdn, code, 328) };
  if (variant === "carousel") {
    return {
      ...base,
      media_type: 8,
      image_versions2: { candidates: [] },
      video_versions: null,
      carousel_media: [
        { ...photo(cdn, `${code}-1`, 320), pk: "1" },
        { ...video(cdn, `${code}-2`), pk: "2" },
        { ...photo(cdn, `${code}-3`, 336), pk: "3" },
      ],
    };
  }
  if (variant === "repost") {
    return {
      ...base,
      media_type: 19,
      image_versions2: { candidates: [] },
      video_versions: null,
      text_post_app_info: {
        share_info: {
          reposted_post: { ...base, code: "DHV7vTivqWD", ...video(cdn, "DHV7vTivqWD") },
        },
      },
    };
  }
  return { ...base, media_type: 19, image_versions2: { candidates: [] }, video_versions: null };
}

/** A `<script data-sjs>` block holding one Relay preloader's answer, as the real page does. */
function relayScript(preloader: string, result: Json): string {
  const cache = [
    "RelayPrefetchedStreamCache",
    "next",
    [],
    [preloader, { __bbox: { complete: true, result } }],
  ];
  const block = {
    require: [["ScheduledServerJS", "handle", null, [{ __bbox: { require: [cache] } }]]],
  };
  return `<script type="application/json" data-content-len="${JSON.stringify(block).length}" data-sjs>${JSON.stringify(block)}</script>`;
}

function page(body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Threads</title>
<meta property="og:title" content="Mark Zuckerberg (@zuck) on Threads">
<meta property="al:ios:url" content="barcelona://media?shortcode=x">
<script type="application/json" data-sjs>{"require":[["LSD",[],{"token":"AVq1x2y3"},323]]}</script>
</head><body><div id="root"></div>${body}</body></html>`;
}

/** The post page's data: the post itself, then a related post (not the one asked for). */
function fullPage(code: string, variant: ThreadsVariant, cdn: string): string {
  const thread = {
    data: { data: { edges: [{ node: { thread_items: [{ post: post(code, variant, cdn) }] } }] } },
  };
  const related = {
    data: {
      data: { edges: [{ node: { thread_items: [{ post: post("DRe1atedPst", "photo", cdn) }] } }] },
    },
  };
  return page(
    relayScript("adp_BarcelonaPostPageDirectQueryRelayPreloader_6a1f2b", thread) +
      relayScript("adp_BarcelonaLoggedOutRelatedPostsQueryRelayPreloader_7c3d4e", related),
  );
}

/** What Chrome, `Accept: *\/*` and crawlers get: Open Graph tags and nothing of the post. */
const SHELL = page("");

function browserLike(req: IncomingMessage): boolean {
  const agent = req.headers["user-agent"] ?? "";
  const accept = req.headers.accept ?? "";
  return (
    /Version\/[\d.]+ Safari\//.test(agent) &&
    !/Chrome|Chromium/.test(agent) &&
    accept.startsWith("text/html")
  );
}

export async function startThreads(media?: SampleMedia): Promise<ThreadsStandIn> {
  const sample = media ?? (await makeSampleMedia());
  const files: Record<string, { body: Buffer; type: string }> = {};
  const jpeg = (i: number) => ({ body: sample.jpegs[i] as Buffer, type: "image/jpeg" });
  const mp4 = { body: sample.mp4, type: "video/mp4" };
  const cdn = await startCdn(
    new Proxy(files, {
      get(_target, path) {
        const name = String(path);
        if (name.endsWith(".mp4")) return mp4;
        if (/-1\.jpg$|-1-\d+\.jpg$/.test(name)) return jpeg(0);
        if (/-3\.jpg$|-3-\d+\.jpg$/.test(name)) return jpeg(2);
        if (name.endsWith(".jpg")) return jpeg(1);
        return undefined;
      },
    }),
  );
  const posts = new Map(Object.entries(THREADS_POSTS));
  const shares = new Map<string, [string, string]>([["AbCdEf12345", ["zuck", "DHV7vTivqWD"]]]);
  let pages = 0;
  const pagesBy = new Map<string, number>();
  const walled = new Set<string>();
  const web = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    const share = /^\/share\/([^/]+)\/?$/.exec(url.pathname);
    if (share) {
      if (share[1] === "RateLimit01") {
        return void res.writeHead(429, { "retry-after": "30" }).end();
      }
      if (share[1] === "ServerErr01") return void res.writeHead(502).end("Bad Gateway");
      const target = shares.get(share[1] ?? "");
      if (!target) return void res.writeHead(404).end();
      const location = `${web.origin}/@${target[0]}/post/${target[1]}?xmt=AQGz&slof=1`;
      return void res.writeHead(302, { location }).end();
    }
    if (/^\/(accounts\/login|challenge)\b/.test(url.pathname)) {
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end(page("<form>Log in</form>"));
    }
    const match = /^\/(?:@[\w.]+\/)?(?:post|t)\/([\w-]+)\/?$/.exec(url.pathname);
    if (!match) return void res.writeHead(404).end();
    pages++;
    const from = req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "";
    pagesBy.set(from, (pagesBy.get(from) ?? 0) + 1);
    const code = match[1] ?? "";
    const variant = walled.has(from) ? "login" : (posts.get(code) ?? "shell");
    if (variant === "rate_limited") {
      return void res
        .writeHead(429, { "retry-after": "30", "content-type": "text/html" })
        .end(page(""));
    }
    if (variant === "login") {
      return void res.writeHead(302, { location: `/accounts/login/?next=%2Fpost%2F${code}` }).end();
    }
    if (variant === "challenge")
      return void res.writeHead(302, { location: "/challenge/?next=/" }).end();
    if (variant === "not_found")
      return void res.writeHead(404, { "content-type": "text/html" }).end(page(""));
    const body =
      variant !== "shell" && browserLike(req) ? fullPage(code, variant, cdn.origin) : SHELL;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
  });
  return {
    web,
    cdn,
    media: sample,
    posts,
    shares,
    pageRequests: () => pages,
    pagesBy,
    walled,
    close: async () => {
      await Promise.all([web.close(), cdn.close()]);
    },
  };
}
