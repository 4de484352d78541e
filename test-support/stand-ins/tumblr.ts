import type { IncomingMessage, ServerResponse } from "node:http";
import { makeClips, makeJpeg } from "./clip-files.js";
import { listen, type Running } from "./http-server.js";
import { makeMp3 } from "./newgrounds.js";

/**
 * Tumblr's API on 127.0.0.1 as cobalt a636575b asks it (`GET /v2/blog/<blog>.tumblr.com/posts/
 * <id>/permalink?api_key=...` with the iPhone app's `User-Agent` and `X-Version`), answering a
 * post as NPF blocks in `response.timeline.elements[0]` (`content`, and the reblog `trail`), and
 * the media hosts (va.media.tumblr.com, 64.media.tumblr.com) as one CDN. An unknown key is a
 * 401, as Tumblr answers one. Why: docs/decisions/079-tumblr.md
 */
export type TumblrScenario =
  /** One video Tumblr hosts. */
  | "video"
  /** Three photos. */
  | "photos"
  /** A reblog: the original's video and photo in the trail, one photo of its own. */
  | "reblog"
  /** A sound Tumblr hosts. */
  | "audio"
  /** A YouTube player and text: nothing Tumblr hosts. */
  | "external"
  | "removed"
  /** A blog shown only to signed-in visitors (dashboard-only, or marked adult). */
  | "dashboard"
  | "rate_limited"
  | "server_error"
  /** 200 without the timeline (the API changed). */
  | "changed";

export interface TumblrStandIn {
  api: Running;
  cdn: Running;
  posts: Map<string, TumblrScenario>;
  files: { video: Buffer; jpegs: Buffer[]; mp3: Buffer };
  /** The key the API accepts. */
  key: string;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };

function meta(status: number, msg: string): Json {
  return { meta: { status, msg }, response: [], errors: [{ title: msg, code: 0, detail: msg }] };
}

/** An image block: the original and two smaller sizes, as NPF lists them. */
function image(cdn: string, n: number): Json {
  const width = [640, 480, 400][n] ?? 640;
  const height = 360;
  const base = `${cdn}/64/tumblr_img${n}`;
  return {
    type: "image",
    media: [
      { url: `${base}_1280.jpg`, type: "image/jpeg", width, height, has_original_dimensions: true },
      { url: `${base}_400.jpg`, type: "image/jpeg", width: 400, height: 225 },
      { url: `${base}_100.jpg`, type: "image/jpeg", width: 100, height: 56 },
    ],
    alt_text: "a photo",
  };
}

function video(cdn: string): Json {
  return {
    type: "video",
    provider: "tumblr",
    url: `${cdn}/va/tumblr_video_720.mp4`,
    media: {
      url: `${cdn}/va/tumblr_video_720.mp4`,
      type: "video/mp4",
      width: 640,
      height: 360,
    },
    poster: [
      { url: `${cdn}/64/tumblr_video_frame1.jpg`, type: "image/jpeg", width: 640, height: 360 },
    ],
    filmstrip: { url: `${cdn}/64/tumblr_video_filmstrip.jpg`, width: 200, height: 125 },
  };
}

function post(id: string, blog: string, scenario: TumblrScenario, cdn: string): Json {
  const base = {
    object_type: "post",
    type: "blocks",
    id_string: id,
    blog_name: blog,
    blog: { name: blog, uuid: "t:abc", url: `https://${blog}.tumblr.com/` },
    timestamp: 1_700_000_000,
    tags: [],
    is_nsfw: false,
  };
  const text = { type: "text", text: "look at this" };
  if (scenario === "video") return { ...base, content: [video(cdn), text], trail: [] };
  if (scenario === "photos") {
    return { ...base, content: [image(cdn, 0), image(cdn, 1), image(cdn, 2), text], trail: [] };
  }
  if (scenario === "audio") {
    return {
      ...base,
      content: [
        {
          type: "audio",
          provider: "tumblr",
          title: "bing",
          artist: "firebuug",
          media: { url: `${cdn}/va/tumblr_audio.mp3`, type: "audio/mpeg" },
          poster: [{ url: `${cdn}/64/tumblr_audio_cover.jpg`, width: 300, height: 300 }],
        },
      ],
      trail: [],
    };
  }
  if (scenario === "reblog") {
    return {
      ...base,
      reblogged_root_name: "garfield-69",
      content: [text, image(cdn, 2)],
      trail: [
        {
          post: { id: "696499862852780032", timestamp: 1_650_000_000 },
          blog: { name: "garfield-69" },
          content: [video(cdn), image(cdn, 0)],
          layout: [],
        },
        // A reblog in between that added only words.
        { post: { id: "700000000000000000" }, blog: { name: "middle" }, content: [text] },
      ],
    };
  }
  // "external": a YouTube player and words.
  return {
    ...base,
    content: [
      {
        type: "video",
        provider: "youtube",
        url: "https://www.youtube.com/watch?v=M4gD1WSo5mA",
        embed_html: "<iframe></iframe>",
      },
      text,
    ],
    trail: [],
  };
}

export const TUMBLR_POSTS: Record<string, TumblrScenario> = {
  "696499862852780032": "video",
  "100000000000000001": "photos",
  "707729381162958848": "reblog",
  "770611154490998784": "audio",
  "100000000000000002": "external",
  "100000000000000003": "removed",
  "100000000000000004": "dashboard",
  "100000000000000005": "rate_limited",
  "100000000000000006": "server_error",
  "100000000000000007": "changed",
};

export async function startTumblr(): Promise<TumblrStandIn> {
  const clips = await makeClips(["640x360"]);
  const files = {
    video: clips["640x360"],
    jpegs: [makeJpeg("640x360", "red"), makeJpeg("480x360", "green"), makeJpeg("400x360", "blue")],
    mp3: makeMp3(),
  };
  const posts = new Map(Object.entries(TUMBLR_POSTS));
  const key = "jrsCWX1XDuVxAFO4GkK147syAoN8BJZ5voz8tS80bPcj26Vc5Z";

  const cdn = await listen((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const n = /tumblr_img(\d)_/.exec(path)?.[1];
    let body: Buffer | undefined;
    let type = "image/jpeg";
    if (path.endsWith(".mp4")) [body, type] = [files.video, "video/mp4"];
    else if (path.endsWith(".mp3")) [body, type] = [files.mp3, "audio/mpeg"];
    else if (n !== undefined) body = files.jpegs[Number(n)];
    else if (path.endsWith(".jpg")) body = files.jpegs[0];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": type, "content-length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
  });

  const api = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    const match = /^\/v2\/blog\/([a-z0-9-]+)\.tumblr\.com\/posts\/(\d+)\/permalink$/.exec(
      url.pathname,
    );
    if (!match)
      return void res.writeHead(404, JSON_TYPE).end(JSON.stringify(meta(404, "Not Found")));
    if (url.searchParams.get("api_key") !== key) {
      return void res.writeHead(401, JSON_TYPE).end(JSON.stringify(meta(401, "Unauthorized")));
    }
    const [, blog = "", id = ""] = match;
    const scenario = posts.get(id) ?? "removed";
    if (scenario === "removed") {
      return void res.writeHead(404, JSON_TYPE).end(JSON.stringify(meta(404, "Not Found")));
    }
    if (scenario === "dashboard") {
      return void res.writeHead(403, JSON_TYPE).end(JSON.stringify(meta(403, "Forbidden")));
    }
    if (scenario === "rate_limited") {
      return void res
        .writeHead(429, { ...JSON_TYPE, "retry-after": "30" })
        .end(JSON.stringify(meta(429, "Limit Exceeded")));
    }
    if (scenario === "server_error") return void res.writeHead(503).end("Service Unavailable");
    const response =
      scenario === "changed"
        ? { posts: [] }
        : { timeline: { elements: [post(id, blog, scenario, cdn.origin)] }, blog: { name: blog } };
    res
      .writeHead(200, JSON_TYPE)
      .end(JSON.stringify({ meta: { status: 200, msg: "OK" }, response }));
  });

  return {
    api,
    cdn,
    posts,
    files,
    key,
    close: async () => {
      await Promise.all([api.close(), cdn.close()]);
    },
  };
}
