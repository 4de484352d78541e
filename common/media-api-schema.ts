import type {
  BatchRequest,
  CollectionItem,
  CollectionRequest,
  CollectionResponse,
  MediaErrorCode,
  MediaItem,
  MediaQuality,
  ResolveRequest,
  ResolveResponse,
} from "./media-api.js";
import { MEDIA_ERROR_MESSAGES, MEDIA_REASONS } from "./media-messages.js";
import { z } from "./zod.js";

/**
 * `POST /api/resolve` as zod schemas: the server validates requests with them and the
 * OpenAPI document (`GET /api/openapi.json`) is generated from them. Each schema must stay
 * the type of common/media-api.ts it describes: the checks at the end fail the typecheck
 * when the two part. Why: docs/decisions/044-public-api.md
 */

export const resolveKindSchema = z.enum(["reel", "story", "post", "audio"]).meta({
  id: "ResolveKind",
  description:
    "What the screen asks for: it decides the file names, whether a post of several items also comes as one ZIP (`post`), and whether the sound is extracted as MP3 (`audio`).",
});

export const resolveRequestSchema = z
  .object({
    url: z.string().meta({
      description:
        "The link as pasted: a post, reel, story or video of a platform this server reads (see `GET /api/cobalt`'s `cobalt.services`). A missing scheme is taken as https. Checked first: a link that is not one answers `invalid_url`, a link of no platform this server reads `unsupported_link`, whatever `kind` says.",
      example: "https://www.instagram.com/reel/CrGkUHUL7_y/",
    }),
    kind: resolveKindSchema.optional().meta({
      description:
        "Optional: left out, the link's own kind is asked, as the site's screens do (a story link is a `story`, a TikTok photo post or a gallery a `post`, anything else a `reel`). Give `audio` for the sound as MP3.",
    }),
  })
  .meta({ id: "ResolveRequest" });

const download = z.string().meta({
  description:
    "The file through this server's tunnel: a path on this server (resolve it against the API's address), answering GET and HEAD with `Content-Disposition`, and Range when the file is relayed as it is. It expires (TUNNEL_TTL_SECONDS; API_TUNNEL_TTL_SECONDS for callers with a key).",
  example: "/api/tunnel/AQx3…",
});

export const mediaQualitySchema = z
  .object({
    label: z.string().meta({ example: "1080p" }),
    height: z.number().int().optional(),
    fps: z.number().optional(),
    codec: z.enum(["h264", "vp9", "av1", "mp3", "aac", "opus"]),
    container: z.enum(["mp4", "webm", "mp3", "m4a", "opus"]),
    approxBytes: z.number().int().optional().meta({
      description: "The platform's own size figure (video plus audio), when it gives one.",
    }),
    download,
    filename: z.string(),
    default: z
      .boolean()
      .optional()
      .meta({ description: "The quality chosen unless the visitor picks another." }),
  })
  .meta({ id: "MediaQuality", description: "One quality a video or its sound is offered in." });

export const mediaItemSchema = z
  .object({
    type: z.enum(["video", "photo", "audio"]),
    download,
    thumbnail: download.optional(),
    filename: z.string().meta({ example: "instagram-reel-CrGkUHUL7_y.mp4" }),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    qualities: z
      .array(mediaQualitySchema)
      .optional()
      .meta({ description: "Every quality on offer (YouTube); `download` is the default one's." }),
  })
  .meta({ id: "MediaItem", description: "One downloadable file of a resolved link." });

export const resolveResponseSchema = z
  .object({
    items: z.array(mediaItemSchema).min(1),
    archive: z.object({ download, filename: z.string() }).optional().meta({
      description:
        "A post of several items (kind `post`): all of them as one stored ZIP, streamed through the tunnel, entries named like the single downloads.",
    }),
  })
  .meta({ id: "ResolveResponse" });

const mediaCodes = Object.keys(MEDIA_ERROR_MESSAGES) as [MediaErrorCode, ...MediaErrorCode[]];

/** Codes of the API's own refusals, beside the lookups' (common/media-api.ts). */
export const API_ERROR_CODES = [
  "too_large",
  "api_key_required",
  "invalid_api_key",
  "not_found",
  "method_not_allowed",
  "bad_path",
  "bad_host",
  "server_error",
] as const;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum([...new Set([...mediaCodes, ...API_ERROR_CODES])] as [string, ...string[]]),
      reason: z.enum(MEDIA_REASONS).optional().meta({
        description:
          "Why, when the code's own sentence does not say it: `not_found` with `story_gone`, `invalid_request` with `field_missing`. Stable: translate by `code` and `reason`, not by `message`.",
      }),
      params: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .meta({
          description:
            "What the sentence names: `platform` (a platform's name, as in `cobalt.services`: `unreachable` says which platform could not be reached), `field` (the request's field), `wait` (seconds).",
          example: { platform: "tiktok" },
        }),
      message: z.string().meta({
        description:
          "A sentence a person can act on (English), written from `code`, `reason` and `params`.",
      }),
      retryAfter: z.number().int().optional().meta({
        description:
          "With `rate_limited` from the platform: seconds until a try can succeed (also the Retry-After header).",
      }),
    }),
  })
  .meta({ id: "Error", description: "Every refusal of this API: a stable code and a sentence." });

export const batchRequestSchema = z
  .object({
    urls: z
      .array(z.string().max(2048))
      .min(1)
      .meta({
        description:
          "The links, 1 to LINKS_PER_PASTE (20 unless the operator says otherwise; more answers `invalid_request` with `reason` `too_many_links` and `params.max`). Each is one lookup of the caller's limit, looked up as `POST /api/resolve` would, and fails in its own row.",
        example: ["https://vm.tiktok.com/ZTR45GpSF/", "https://x.com/X/status/1697304622749086011"],
      }),
    kind: resolveKindSchema.optional().meta({
      description:
        "The same kind for every link (`audio` for their sound); left out, each link's own.",
    }),
  })
  .meta({ id: "BatchRequest" });

export const batchResponseSchema = z
  .object({
    rows: z.array(
      z.union([
        resolveResponseSchema.extend({ url: z.string() }),
        errorBodySchema.extend({ url: z.string() }),
      ]),
    ),
  })
  .meta({
    id: "BatchResponse",
    description:
      "A row per link, in the links' order: its files as `POST /api/resolve` answers them, or its error. With `Accept: application/x-ndjson` the same rows come one JSON line each, with `index` (the link's place), as each is answered.",
  });

export const collectionRequestSchema = z
  .object({
    url: z.string().meta({
      description:
        "A playlist's link (YouTube: `list=`), or a video watched in one; a SoundCloud set's link.",
      example: "https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf",
    }),
    page: z.string().optional().meta({
      description: "The `next` of the page before; left out, the first page.",
    }),
  })
  .meta({ id: "CollectionRequest" });

export const collectionItemSchema = z
  .object({
    url: z.string().meta({ description: "The entry's own link: look it up as any link." }),
    id: z.string(),
    title: z.string(),
    durationSeconds: z.number().int().optional(),
    thumbnail: download.optional(),
    unavailable: z.enum(MEDIA_REASONS).optional().meta({
      description: "Why it cannot be downloaded (`video_private`, `video_unavailable`).",
    }),
  })
  .meta({ id: "CollectionItem" });

export const collectionResponseSchema = z
  .object({
    platform: z.string(),
    title: z.string(),
    url: z.string().meta({ description: "The list's canonical link." }),
    item: z.string().optional().meta({
      description: "The one video the pasted link also named (a video watched in the list).",
    }),
    entries: z.array(collectionItemSchema),
    listed: z.number().int().meta({ description: "Entries listed so far, this page's included." }),
    max: z.number().int().meta({ description: "COLLECTION_MAX_ITEMS: the most listed in all." }),
    sound: z.boolean().optional().meta({
      description: "Its entries are sound only (a SoundCloud set): each comes as its sound file.",
    }),
    next: z.string().optional().meta({ description: "The next page's token, sent as `page`." }),
    truncated: z.boolean().optional().meta({
      description: "The list holds more than `max`: the rest is not listed.",
    }),
  })
  .meta({ id: "CollectionResponse" });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(_proof?: T) => undefined;
same<Same<z.infer<typeof mediaQualitySchema>, MediaQuality>>();
same<Same<z.infer<typeof mediaItemSchema>, MediaItem>>();
same<Same<z.infer<typeof resolveResponseSchema>, ResolveResponse>>();
same<Same<z.infer<typeof resolveRequestSchema>, ResolveRequest>>();
same<Same<z.infer<typeof batchRequestSchema>, BatchRequest>>();
same<Same<z.infer<typeof collectionRequestSchema>, CollectionRequest>>();
same<Same<z.infer<typeof collectionItemSchema>, CollectionItem>>();
same<Same<z.infer<typeof collectionResponseSchema>, CollectionResponse>>();
