import type { IncomingMessage, ServerResponse } from "node:http";
import { makeSampleMedia, type SampleMedia } from "../media-files.js";
import { listen, type Running } from "./http-server.js";
import type { StreamFiles } from "./segmented.js";

/**
 * A local stand-in for Bluesky as the references read it in 2026 (decision 051): the public
 * AppView's `app.bsky.feed.getPostThread` (handles resolved by the AppView), the PLC
 * directory's DID documents, a PDS's `com.atproto.sync.getBlob` and the CDN's images, all on
 * one local origin (the DID documents name it as the PDS). Variants: 400 NotFound, a handle
 * that does not resolve, `#notFoundPost`, `#blockedPost`, an author hidden from logged-out
 * visitors, a text post, a video on a self-hosted PDS (`did:plc` and `did:web`), and 429.
 */
type Json = Record<string, unknown>;

export interface BskyStandIn {
  server: Running;
  media: SampleMedia;
  /** Requests per route so far: `appview`, `plc`, `blob`, `cdn`. */
  counts: Record<"appview" | "plc" | "blob" | "cdn", number>;
  /** getPostThread answers 429 while true. */
  limited: boolean;
  /** getPostThread answers 502 while true. */
  failing: boolean;
  /** getPostThread answers a thread in a shape the readers do not know while true. */
  changed: boolean;
  /** DID -> the PDS its DID document names instead of the stand-in (a hostile owner's). */
  pds: Map<string, string>;
  /**
   * The video service's HLS stream of every video (`/watch/<did>/<cid>/playlist.m3u8`), files
   * as `makeHls` wrote them under `/hls/`; 404 while unset.
   */
  hls: StreamFiles | undefined;
  /** Requests of the video service's playlists and segments. */
  watched(): number;
  close(): Promise<void>;
}

export const BSKY = {
  video: {
    handle: "blu3blue.bsky.social",
    did: "did:plc:pzdr5ylumf7vmvwasrpr5bf2",
    rkey: "3l4omssdl632g",
  },
  images: { handle: "bsky.app", did: "did:plc:z72i7hdynmk6r22z27h6tvur", rkey: "3l3vgf77uco2g" },
  gif: { handle: "souris.moe", did: "did:plc:tj7g244gl5v6ai6cm4f4wlqp", rkey: "3l4qhp7bcs52c" },
  quoteWithVideo: {
    handle: "cinny.bun.how",
    did: "did:plc:7x6rtuenkuvxq3zsvffp2ide",
    rkey: "3l7rdfxhyds2f",
  },
  quoteOfImages: {
    handle: "purpleicetea.bsky.social",
    did: "did:plc:bjh5ffwya5f53dfy47dezuwx",
    rkey: "3l7gv55dc2o2w",
  },
  selfHosted: {
    handle: "someone.example.org",
    did: "did:plc:selfhostedpdsaaaaaaaaaaa",
    rkey: "3l5aaaaaaaaa2",
  },
  didWeb: {
    handle: "de1.pds.tentacle.expert",
    did: "did:web:de1.tentacle.expert",
    rkey: "3l3w4tnezek2e",
  },
  text: {
    handle: "endshark.bsky.social",
    did: "did:plc:endsharkaaaaaaaaaaaaaaaa",
    rkey: "3jzxjkcemae2m",
  },
  blocked: {
    handle: "blocker.bsky.social",
    did: "did:plc:blockeraaaaaaaaaaaaaaaaa",
    rkey: "3l6oe5mtr2c2j",
  },
  hidden: {
    handle: "quiet.bsky.social",
    did: "did:plc:quietaaaaaaaaaaaaaaaaaaa",
    rkey: "3l7gqcfes742o",
  },
  deleted: {
    handle: "gone.bsky.social",
    did: "did:plc:goneaaaaaaaaaaaaaaaaaaaa",
    rkey: "3l6zrz6zyl2dr",
  },
} as const;

const VIDEO_CID = "bafkreihwihm6kpd6zuwhhlro75p5qks5qtrcu55jp3gddbfjsieiv7wuka";
const QUOTED_VIDEO_CID = "bafkreiczvb5u6o2ti3qnp4zlhtxsx5m2kqz4f3sufwbvn4lsb5mwykcjum";
const HANDLES = new Map<string, string>(Object.values(BSKY).map((a) => [a.handle, a.did]));

function author(a: { handle: string; did: string }, labels: Json[] = []): Json {
  return { did: a.did, handle: a.handle, displayName: a.handle.split(".")[0], avatar: "", labels };
}

function videoView(origin: string, did: string, cid: string): Json {
  return {
    $type: "app.bsky.embed.video#view",
    cid,
    playlist: `${origin}/watch/${encodeURIComponent(did)}/${cid}/playlist.m3u8`,
    thumbnail: `${origin}/watch/${encodeURIComponent(did)}/${cid}/thumbnail.jpg`,
    aspectRatio: { width: 160, height: 120 },
  };
}

function videoRecord(cid: string): Json {
  return {
    $type: "app.bsky.embed.video",
    video: { $type: "blob", ref: { $link: cid }, mimeType: "video/mp4", size: 9000 },
    aspectRatio: { width: 160, height: 120 },
  };
}

function imagesView(origin: string, did: string, count: number): Json {
  return {
    $type: "app.bsky.embed.images#view",
    images: Array.from({ length: count }, (_, i) => ({
      thumb: `${origin}/img/feed_thumbnail/plain/${did}/bafkimage${i}@jpeg`,
      fullsize: `${origin}/img/feed_fullsize/plain/${did}/bafkimage${i}@jpeg`,
      alt: "",
      aspectRatio: { width: 320 + i * 8, height: 320 },
    })),
  };
}

function post(
  a: { handle: string; did: string; rkey: string },
  embed: Json | undefined,
  recordEmbed: Json | undefined,
  labels: Json[] = [],
): Json {
  return {
    $type: "app.bsky.feed.defs#threadViewPost",
    post: {
      uri: `at://${a.did}/app.bsky.feed.post/${a.rkey}`,
      cid: "bafyreipost",
      author: author(a, labels),
      record: {
        $type: "app.bsky.feed.post",
        text: "OMG WE HAVE VIDEOS NOW",
        createdAt: "2024-09-21T17:43:25.000Z",
        ...(recordEmbed ? { embed: recordEmbed } : {}),
      },
      ...(embed ? { embed } : {}),
      replyCount: 1,
      repostCount: 2,
      likeCount: 3,
      indexedAt: "2024-09-21T17:43:25.000Z",
      labels: [],
    },
    replies: [],
  };
}

function thread(key: keyof typeof BSKY, origin: string): Json {
  const a = BSKY[key];
  switch (key) {
    case "video":
    case "selfHosted":
    case "didWeb":
      return post(a, videoView(origin, a.did, VIDEO_CID), videoRecord(VIDEO_CID));
    case "images":
      return post(a, imagesView(origin, a.did, 3), { $type: "app.bsky.embed.images" });
    case "gif":
      return post(
        a,
        {
          $type: "app.bsky.embed.external#view",
          external: {
            uri: "https://media.tenor.com/x6Hj1AbCdEfAAAAC/cat-typing.gif?hh=498&ww=498",
            title: "Cat Typing GIF",
            description: "",
          },
        },
        undefined,
      );
    case "quoteWithVideo":
      return post(
        a,
        {
          $type: "app.bsky.embed.recordWithMedia#view",
          media: videoView(origin, a.did, QUOTED_VIDEO_CID),
          record: {
            record: {
              $type: "app.bsky.embed.record#viewRecord",
              uri: "at://x/app.bsky.feed.post/y",
            },
          },
        },
        { $type: "app.bsky.embed.recordWithMedia", media: videoRecord(QUOTED_VIDEO_CID) },
      );
    case "quoteOfImages": {
      const quoted = BSKY.images;
      return post(
        a,
        {
          $type: "app.bsky.embed.record#view",
          record: {
            $type: "app.bsky.embed.record#viewRecord",
            uri: `at://${quoted.did}/app.bsky.feed.post/${quoted.rkey}`,
            author: author(quoted),
            value: {
              $type: "app.bsky.feed.post",
              text: "",
              embed: { $type: "app.bsky.embed.images" },
            },
            embeds: [imagesView(origin, quoted.did, 2)],
          },
        },
        { $type: "app.bsky.embed.record" },
      );
    }
    case "hidden":
      return post(a, imagesView(origin, a.did, 1), undefined, [
        {
          src: a.did,
          uri: `at://${a.did}/app.bsky.actor.profile/self`,
          val: "!no-unauthenticated",
        },
      ]);
    case "blocked":
      return {
        $type: "app.bsky.feed.defs#blockedPost",
        uri: `at://${a.did}/app.bsky.feed.post/${a.rkey}`,
        blocked: true,
        author: { did: a.did, viewer: { blockedBy: false } },
      };
    case "deleted":
      return {
        $type: "app.bsky.feed.defs#notFoundPost",
        uri: `at://${a.did}/app.bsky.feed.post/${a.rkey}`,
        notFound: true,
      };
    default:
      return post(a, undefined, undefined);
  }
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res
    .writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers })
    .end(JSON.stringify(body));
}

export async function startBsky(media?: SampleMedia): Promise<BskyStandIn> {
  const sample = media ?? (await makeSampleMedia());
  const counts = { appview: 0, plc: 0, blob: 0, cdn: 0 };
  const state = { limited: false, failing: false, changed: false };
  const pds = new Map<string, string>();
  const video: { hls: StreamFiles | undefined; watched: number } = { hls: undefined, watched: 0 };
  const server = await listen((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    const origin = `http://127.0.0.1:${server.port}`;
    if (url.pathname === "/xrpc/app.bsky.feed.getPostThread") {
      counts.appview++;
      if (state.limited) {
        return json(
          res,
          429,
          { error: "RateLimitExceeded", message: "Rate Limit Exceeded" },
          {
            "retry-after": "40",
            "ratelimit-limit": "3000",
            "ratelimit-remaining": "0",
          },
        );
      }
      if (state.failing) return json(res, 502, { error: "InternalServerError" });
      if (state.changed) {
        return json(res, 200, { thread: { $type: "app.bsky.unspecced.defs#threadItemPost" } });
      }
      const match = /^at:\/\/([^/]+)\/app\.bsky\.feed\.post\/([^/]+)$/.exec(
        url.searchParams.get("uri") ?? "",
      );
      if (!match) return json(res, 400, { error: "InvalidRequest", message: "Invalid uri" });
      const [, actor = "", rkey = ""] = match;
      const did = actor.startsWith("did:") ? actor : HANDLES.get(actor);
      if (!did)
        return json(res, 400, { error: "InvalidRequest", message: "Unable to resolve handle" });
      const key = (Object.keys(BSKY) as (keyof typeof BSKY)[]).find(
        (k) => BSKY[k].did === did && BSKY[k].rkey === rkey,
      );
      if (!key)
        return json(res, 400, {
          error: "NotFound",
          message: `Post not found: at://${actor}/app.bsky.feed.post/${rkey}`,
        });
      return json(res, 200, { thread: thread(key, origin), threadgate: null });
    }
    const plc = /^\/plc\/(did:plc:[a-z2-7]+)$/.exec(decodeURIComponent(url.pathname));
    if (plc) {
      counts.plc++;
      const did = plc[1] ?? "";
      const entry = Object.values(BSKY).find((a) => a.did === did);
      if (!entry) return json(res, 404, { message: `DID not registered: ${did}` });
      const endpoint =
        pds.get(did) ?? (did === BSKY.selfHosted.did ? "https://pds.example.org" : origin);
      return json(res, 200, {
        "@context": ["https://www.w3.org/ns/did/v1"],
        id: did,
        alsoKnownAs: [`at://${entry.handle}`],
        verificationMethod: [],
        service: [
          { id: "#atproto_pds", type: "AtprotoPersonalDataServer", serviceEndpoint: endpoint },
        ],
      });
    }
    const watch = /^\/watch\/[^/]+\/[^/]+\/(.+)$/.exec(url.pathname)?.[1];
    if (watch && !watch.endsWith("thumbnail.jpg")) {
      video.watched++;
      const file = video.hls?.[watch === "playlist.m3u8" ? "/hls/master.m3u8" : `/hls/${watch}`];
      if (!file) return void res.writeHead(404).end();
      const type = watch.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t";
      res.writeHead(200, { "content-type": type, "content-length": String(file.length) });
      return void res.end(file);
    }
    if (url.pathname === "/xrpc/com.atproto.sync.getBlob") {
      counts.blob++;
      const cid = url.searchParams.get("cid");
      if (cid !== VIDEO_CID && cid !== QUOTED_VIDEO_CID)
        return json(res, 400, { error: "BlobNotFound", message: "Blob not found" });
      res.writeHead(200, {
        "content-type": "video/mp4",
        "content-length": String(sample.mp4.length),
      });
      return void res.end(req.method === "HEAD" ? undefined : sample.mp4);
    }
    const image = /^\/img\/feed_(fullsize|thumbnail)\/plain\/[^/]+\/bafkimage(\d)@jpeg$/.exec(
      url.pathname,
    );
    if (image || url.pathname.endsWith("/thumbnail.jpg")) {
      counts.cdn++;
      const body = sample.jpegs[Number(image?.[2] ?? 0)] as Buffer;
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(body.length) });
      return void res.end(body);
    }
    res.writeHead(404).end();
  });
  return {
    server,
    media: sample,
    counts,
    get limited() {
      return state.limited;
    },
    set limited(value: boolean) {
      state.limited = value;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    get changed() {
      return state.changed;
    },
    set changed(value: boolean) {
      state.changed = value;
    },
    pds,
    get hls() {
      return video.hls;
    },
    set hls(files: StreamFiles | undefined) {
      video.hls = files;
    },
    watched: () => video.watched,
    close: () => server.close(),
  };
}

/** The settings that point the app at the stand-in. */
export function bskyEnv(standIn: BskyStandIn): Record<string, string> {
  return {
    BSKY_APPVIEW_ORIGIN: standIn.server.origin,
    BSKY_PLC_ORIGIN: `${standIn.server.origin}/plc`,
  };
}
