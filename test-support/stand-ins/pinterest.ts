import type { IncomingMessage, ServerResponse } from "node:http";
import { makeSampleMedia, type SampleMedia } from "../media-files.js";
import { startCdn } from "./cdn.js";
import { listen, type Running } from "./http-server.js";

/**
 * Local stand-ins for Pinterest's web origin (the resource API), its short-link service and
 * its CDN (`i.pinimg.com`, `v1.pinimg.com` paths), answering as the references read them in
 * 2026 (decision 050): `resource_response.data` with `images.orig`, `videos.video_list`
 * (V_720P MP4 beside HLS), `story_pin_data` pages and `carousel_data` slots. Variants: a video
 * only as HLS, 429 with Retry-After, the login redirect (for one pin, or for every pin asked from
 * an address in `walled`), the HTML bot check, 403, 404, an HTML 502, an answer whose format
 * changed, and a pin whose media URLs name another platform's host and a private address (a
 * canary server that must never be asked). Decisions 050, 061.
 */
type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export type PinVariant =
  | "video"
  | "image"
  | "gif"
  | "story"
  | "carousel"
  | "hls_only"
  | "rate_limited"
  | "login"
  | "challenge"
  | "forbidden"
  | "not_found"
  | "private"
  | "server_error"
  | "changed"
  | "hostile";

export const PINS: Record<string, PinVariant> = {
  "664281013778109217": "video",
  "412994228343400946": "image",
  "643170390530326178": "gif",
  "1084663891475263837": "story",
  "824721750502199491": "carousel",
  "70437485604616": "hls_only",
  "1110000000000000001": "rate_limited",
  "1110000000000000002": "login",
  "1110000000000000003": "challenge",
  "1110000000000000004": "forbidden",
  "1110000000000000005": "not_found",
  "1110000000000000006": "private",
  "1110000000000000007": "server_error",
  "1110000000000000008": "changed",
  "1110000000000000009": "hostile",
};

export interface PinterestStandIn {
  web: Running;
  cdn: Running;
  media: SampleMedia & { gif: Buffer };
  pins: Map<string, PinVariant>;
  /** `pin.it` codes and where they lead (a pin id, or a board path). */
  shorts: Map<string, string>;
  /** PinResource requests so far. */
  resourceRequests(): number;
  /** Addresses every pin is answered the login redirect (an address Pinterest stopped serving). */
  walled: Set<string>;
  /** Where the hostile pin's photo points (a private address): never to be asked. */
  canary: Running;
  /** Where the HLS-only pin's playlist is served (a segmented-stream CDN), once a test sets it. */
  hlsMaster: string | undefined;
  close(): Promise<void>;
}

/** A 1x1 GIF: Pinterest's animated pins are GIF originals. */
const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

function images(cdn: string, hash: string, ext = "jpg"): Json {
  const path = `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash.slice(4, 6)}/${hash}`;
  return {
    "236x": { url: `${cdn}/236x/${path}.jpg`, width: 236, height: 236 },
    "474x": { url: `${cdn}/474x/${path}.jpg`, width: 474, height: 474 },
    "736x": { url: `${cdn}/736x/${path}.jpg`, width: 736, height: 736 },
    orig: { url: `${cdn}/originals/${path}.${ext}`, width: 328, height: 320 },
  };
}

function videoList(cdn: string, hash: string, mp4 = true): Json {
  const path = `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash.slice(4, 6)}/${hash}`;
  const hls = {
    V_HLSV4: {
      url: `${cdn}/videos/iht/hls/${path}.m3u8`,
      width: 720,
      height: 1280,
      duration: 1000,
    },
    V_HLSV3_MOBILE: { url: `${cdn}/videos/iht/hls/${path}_mobile.m3u8`, width: 240, height: 426 },
  };
  if (!mp4) return { video_list: hls };
  return {
    video_list: {
      ...hls,
      V_EXP3: { url: `${cdn}/videos/iht/expMp4/${path}_t3.mp4`, width: 240, height: 426 },
      V_720P: {
        url: `${cdn}/videos/iht/720p/${path}.mp4`,
        width: 160,
        height: 120,
        duration: 1000,
        thumbnail: `${cdn}/videos/thumbnails/originals/${path}.0000000.jpg`,
      },
    },
  };
}

function pin(
  id: string,
  variant: PinVariant,
  cdn: string,
  canary: string,
  hlsMaster?: string,
): Json {
  const base = {
    id,
    type: "pin",
    title: "Origami",
    created_at: "Thu, 25 Jun 2020 08:27:02 +0000",
    domain: "Uploaded by user",
    closeup_attribution: { id: "1", full_name: "Someone", username: "someone" },
    repin_count: 3,
    images: images(cdn, "c00a2e4f1b"),
    videos: null,
    story_pin_data: null,
    carousel_data: null,
  };
  if (variant === "video") return { ...base, videos: videoList(cdn, "ece1c5a0a0") };
  if (variant === "hls_only") {
    const videos = videoList(cdn, "ece1c5b0b0", false);
    if (hlsMaster && isRecord(videos.video_list) && isRecord(videos.video_list.V_HLSV4)) {
      videos.video_list.V_HLSV4.url = hlsMaster;
    }
    return { ...base, videos };
  }
  if (variant === "gif") return { ...base, images: images(cdn, "9a9b9c0d0e", "gif") };
  if (variant === "hostile") {
    return {
      ...base,
      images: { orig: { url: `${canary}/originals/aa/bb/cc/x.jpg`, width: 1, height: 1 } },
      videos: { video_list: { V_720P: { url: "https://video.twimg.com/ext_tw_video/1/x.mp4" } } },
    };
  }
  if (variant === "story") {
    return {
      ...base,
      story_pin_data: {
        id: "5000",
        pages: [
          {
            id: "p1",
            blocks: [
              {
                type: "story_pin_video_block",
                video: { id: "v1", ...videoList(cdn, "ab12cd0001") },
              },
            ],
          },
          {
            id: "p2",
            image_signature: "ab12cd0002",
            blocks: [
              {
                type: "story_pin_image_block",
                image_signature: "ab12cd0002",
                image: {
                  images: {
                    originals: {
                      url: `${cdn}/originals/ab/12/cd/ab12cd0002.jpg`,
                      width: 336,
                      height: 320,
                    },
                  },
                },
              },
              { type: "story_pin_paragraph_block", text: "hello" },
            ],
          },
          {
            id: "p3",
            blocks: [
              {
                type: "story_pin_music_block",
                audio: { id: "a1", audio_url: `${cdn}/audio/a1.m4a` },
              },
            ],
          },
        ],
      },
    };
  }
  if (variant === "carousel") {
    return {
      ...base,
      carousel_data: {
        id: "7000",
        carousel_slots: ["11aa11aa11", "22bb22bb22", "33cc33cc33"].map((hash, i) => ({
          id: `slot${i + 1}`,
          images: {
            "736x": {
              url: `${cdn}/736x/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash.slice(4, 6)}/${hash}.jpg`,
            },
          },
        })),
      },
    };
  }
  return base;
}

/** The answer of a pin that does not exist (or sits on a board strangers cannot see). */
const NOT_FOUND = {
  resource_response: {
    status: "failure",
    code: 40,
    message: "Pin not found.",
    http_status: 404,
    error: { http_status: 404, code: 40, message: "Pin not found." },
  },
};

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res
    .writeHead(status, { "content-type": "application/json", ...headers })
    .end(JSON.stringify(body));
}

export async function startPinterest(media?: SampleMedia): Promise<PinterestStandIn> {
  const sample = media ?? (await makeSampleMedia());
  const jpeg = (i: number) => ({ body: sample.jpegs[i] as Buffer, type: "image/jpeg" });
  const mp4 = { body: sample.mp4, type: "video/mp4" };
  const originals = (hash: string, ext = "jpg") =>
    `/originals/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash.slice(4, 6)}/${hash}.${ext}`;
  const cdn = await startCdn({
    [originals("c00a2e4f1b")]: jpeg(1),
    [originals("9a9b9c0d0e", "gif")]: { body: GIF, type: "image/gif" },
    "/videos/iht/720p/ec/e1/c5/ece1c5a0a0.mp4": mp4,
    "/videos/iht/720p/ab/12/cd/ab12cd0001.mp4": mp4,
    "/videos/thumbnails/originals/ec/e1/c5/ece1c5a0a0.0000000.jpg": jpeg(0),
    [originals("ab12cd0002")]: jpeg(2),
    [originals("11aa11aa11")]: jpeg(0),
    [originals("22bb22bb22")]: jpeg(1),
    [originals("33cc33cc33")]: jpeg(2),
  });
  const pins = new Map(Object.entries(PINS));
  const shorts = new Map([
    ["4xQ9zBc1a", "664281013778109217"],
    ["b0ardL1nk", "/someone/origami-board/"],
  ]);
  let resources = 0;
  const walled = new Set<string>();
  const canary = await listen((_req, res) => void res.writeHead(200).end("canary"));
  const web = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    const short = /^\/url_shortener\/([^/]+)\/redirect\/?$/.exec(url.pathname);
    if (short) {
      const target = shorts.get(short[1] ?? "");
      if (!target) return void res.writeHead(404).end();
      if (target === "502") return void res.writeHead(502, { "content-type": "text/html" }).end();
      const location = target.startsWith("/")
        ? `https://www.pinterest.com${target}`
        : `https://www.pinterest.com/pin/${target}/sent/?invite_code=abc123&sender=1&sfo=1`;
      return void res.writeHead(302, { location }).end();
    }
    if (url.pathname.startsWith("/login")) {
      return void res.writeHead(200, { "content-type": "text/html" }).end("<html>Log in</html>");
    }
    if (url.pathname !== "/resource/PinResource/get/") return void res.writeHead(404).end();
    resources++;
    let id = "";
    try {
      const data = JSON.parse(url.searchParams.get("data") ?? "") as { options?: { id?: string } };
      id = data.options?.id ?? "";
    } catch {
      return json(res, 400, {
        resource_response: { status: "failure", message: "Invalid Resource Request" },
      });
    }
    // The web app's own XHR: without it Pinterest answers the HTML app.
    if (req.headers["x-requested-with"] !== "XMLHttpRequest") {
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end("<html><body>app</body></html>");
    }
    const remote = req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "";
    const variant = walled.has(remote) ? "login" : (pins.get(id) ?? "not_found");
    if (variant === "rate_limited")
      return json(res, 429, { message: "Too many requests" }, { "retry-after": "30" });
    if (variant === "login")
      return void res.writeHead(302, { location: "/login/?next=%2Fpin%2F" }).end();
    if (variant === "challenge") {
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end("<html><body>Verify you are human</body></html>");
    }
    if (variant === "forbidden")
      return json(res, 403, {
        resource_response: { status: "failure", message: "Invalid Resource Request" },
      });
    if (variant === "not_found" || variant === "private") return json(res, 404, NOT_FOUND);
    if (variant === "server_error") {
      return void res
        .writeHead(502, { "content-type": "text/html" })
        .end("<html><body>502 Bad Gateway</body></html>");
    }
    // The pin where `resource_response` used to be: the web app's answer changed shape.
    if (variant === "changed") return json(res, 200, { resource: { data: { id } } });
    json(res, 200, {
      resource_response: {
        status: "success",
        code: 0,
        message: "ok",
        data: pin(id, variant, cdn.origin, canary.origin, standIn.hlsMaster),
      },
      resource: { name: "PinResource", options: { id, field_set_key: "detailed" } },
    });
  });
  const standIn: PinterestStandIn = {
    web,
    cdn,
    media: { ...sample, gif: GIF },
    pins,
    shorts,
    resourceRequests: () => resources,
    walled,
    canary,
    hlsMaster: undefined,
    close: async () => {
      await Promise.all([web.close(), cdn.close(), canary.close()]);
    },
  };
  return standIn;
}
