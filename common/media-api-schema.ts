import type {
  MediaErrorCode,
  MediaItem,
  MediaQuality,
  ResolveRequest,
  ResolveResponse,
} from "./media-api.js";
import { MEDIA_ERROR_MESSAGES } from "./media-messages.js";
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
        "The link as pasted: a post, reel, story or video of a platform this server reads (see `GET /api/cobalt`'s `cobalt.services`). A missing scheme is taken as https.",
      example: "https://www.instagram.com/reel/CrGkUHUL7_y/",
    }),
    kind: resolveKindSchema,
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
      message: z.string().meta({ description: "A sentence a person can act on (English)." }),
      retryAfter: z.number().int().optional().meta({
        description:
          "With `rate_limited` from the platform: seconds until a try can succeed (also the Retry-After header).",
      }),
    }),
  })
  .meta({ id: "Error", description: "Every refusal of this API: a stable code and a sentence." });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(_proof?: T) => undefined;
same<Same<z.infer<typeof mediaQualitySchema>, MediaQuality>>();
same<Same<z.infer<typeof mediaItemSchema>, MediaItem>>();
same<Same<z.infer<typeof resolveResponseSchema>, ResolveResponse>>();
same<Same<z.infer<typeof resolveRequestSchema>, ResolveRequest>>();
