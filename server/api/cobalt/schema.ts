import { z } from "zod";

/**
 * cobalt's protocol (imputnet/cobalt 11.7, a636575b: api/src/processing/schema.js and
 * request.js) as zod schemas: the requests `/api/cobalt` reads and the answers it gives, and
 * the OpenAPI document is generated from them. Unlike cobalt, fields this server does not
 * know are ignored rather than refused. Why: docs/decisions/045-cobalt-protocol.md
 */

const language = z
  .string()
  .min(2)
  .max(8)
  .regex(/^[0-9a-zA-Z-]+$/);

const ignored = (what: string) => ({ description: `Accepted and ignored: ${what}` });

export const cobaltRequestSchema = z
  .object({
    url: z.string().min(1).meta({
      description: "The link to look up (any link `/api/resolve` reads).",
    }),
    downloadMode: z.enum(["auto", "audio", "mute"]).default("auto").meta({
      description:
        "`auto`: the post's files (a carousel is a `picker`); `audio`: the sound only; `mute` is answered like `auto` (this server keeps the sound).",
    }),
    videoQuality: z
      .enum(["max", "4320", "2160", "1440", "1080", "720", "480", "360", "240", "144"])
      .default("1080")
      .meta({
        description:
          "YouTube: the best quality up to this height (the smallest when none fits); other platforms give the one file they have.",
      }),
    youtubeVideoCodec: z.enum(["h264", "av1", "vp9"]).default("h264").meta({
      description:
        "YouTube: preferred codec; when the quality is not offered in it, the best fitting quality of another codec.",
    }),
    audioFormat: z.enum(["best", "mp3", "ogg", "wav", "opus"]).default("mp3").meta({
      description:
        "With `downloadMode: audio`. `mp3`: MP3 made by ffmpeg; `best`: the platform's own stream as it is (YouTube's M4A), else MP3; `opus` and `ogg`: YouTube's Opus stream in Ogg, else MP3; `wav`: MP3 (this server makes no WAV).",
    }),
    audioBitrate: z
      .enum(["320", "256", "128", "96", "64", "8"])
      .default("128")
      .meta(ignored("MP3 is made at ffmpeg's quality 2 (about 190 kbit/s).")),
    filenameStyle: z
      .enum(["classic", "pretty", "basic", "nerdy"])
      .default("basic")
      .meta(ignored("file names are this server's own (`instagram-reel-<code>.mp4`).")),
    youtubeVideoContainer: z
      .enum(["auto", "mp4", "webm", "mkv"])
      .default("auto")
      .meta(ignored("H.264 comes in MP4, VP9 and AV1 in WebM.")),
    localProcessing: z
      .union([z.enum(["disabled", "preferred", "forced"]), z.boolean()])
      .default("disabled")
      .meta({
        description:
          "This server processes files itself and never answers `local-processing`: every value gets a finished file (`true` is read as `preferred`, as cobalt does).",
      }),
    alwaysProxy: z
      .boolean()
      .default(false)
      .meta(ignored("every file already comes through this server's tunnel.")),
    disableMetadata: z.boolean().default(false).meta(ignored("no metadata is added to files.")),
    youtubeDubLang: language.optional().meta(ignored("the original sound track is taken.")),
    subtitleLang: language.optional().meta(ignored("no subtitles are added.")),
    allowH265: z.boolean().optional().meta(ignored("")),
    convertGif: z.boolean().optional().meta(ignored("")),
    tiktokFullAudio: z.boolean().optional().meta(ignored("")),
    youtubeHLS: z.boolean().optional().meta(ignored("")),
    youtubeBetterAudio: z.boolean().optional().meta(ignored("")),
  })
  .meta({
    id: "CobaltRequest",
    description:
      "cobalt's request body. Fields this server does not know (also ones cobalt removed, such as `twitterGif`) are ignored, where cobalt refuses them with `error.api.invalid_body`.",
  });
export type CobaltRequest = z.infer<typeof cobaltRequestSchema>;

const tunnelUrl = z.string().meta({
  description:
    "An absolute URL on this server's PUBLIC_URL (`/api/tunnel/<sealed token>`, not cobalt's `?id=&exp=&sig=&sec=&iv=`), answering GET and HEAD with `Content-Disposition`, and `Content-Length` and Range for a file relayed as it is (`Estimated-Content-Length` for one made while it is sent). It lives API_TUNNEL_TTL_SECONDS for a request with a key, TUNNEL_TTL_SECONDS without.",
});

export const cobaltFileSchema = z
  .object({
    status: z.literal("tunnel"),
    url: tunnelUrl,
    filename: z.string().meta({ example: "instagram-reel-CrGkUHUL7_y.mp4" }),
  })
  .meta({
    id: "CobaltTunnel",
    description:
      "One file through this server's tunnel. This server never answers `redirect`: every file comes through its tunnel.",
  });

export const cobaltPickerSchema = z
  .object({
    status: z.literal("picker"),
    audio: tunnelUrl.optional().meta({
      description: "The post's sound, when it has one beside its photos (a TikTok slideshow).",
    }),
    audioFilename: z.string().optional(),
    picker: z.array(
      z.object({
        type: z.enum(["photo", "video"]),
        url: tunnelUrl,
        thumb: tunnelUrl.optional(),
        filename: z.string().meta({
          description: "This server's addition: the file's name (cobalt gives none).",
        }),
      }),
    ),
  })
  .meta({
    id: "CobaltPicker",
    description:
      "A post of several items (a carousel). The site's 'Download all' ZIP is not offered here; `audio` and `audioFilename` name the post's sound where it has one beside its photos (a TikTok slideshow), as cobalt gives it.",
  });

export const cobaltErrorSchema = z
  .object({
    status: z.literal("error"),
    error: z.object({
      code: z.string().meta({
        description: "cobalt's code, `error.api.…` (see the description of `/api/cobalt`).",
        example: "error.api.link.unsupported",
      }),
      context: z
        .object({
          service: z.string().optional(),
          limit: z.number().optional(),
        })
        .optional(),
    }),
    critical: z.literal(true).optional(),
  })
  .meta({ id: "CobaltError" });

export const cobaltAnswerSchema = z
  .discriminatedUnion("status", [cobaltFileSchema, cobaltPickerSchema, cobaltErrorSchema])
  .meta({ id: "CobaltAnswer" });
export type CobaltAnswer = z.infer<typeof cobaltAnswerSchema>;

export const cobaltInfoSchema = z
  .object({
    cobalt: z.object({
      version: z.string().meta({
        description: "The cobalt version whose protocol this endpoint follows.",
        example: "11.7.1",
      }),
      url: z.string().meta({ description: "This endpoint's address." }),
      startTime: z.string().meta({ description: "When this process started, ms since the epoch." }),
      services: z.array(z.string()).meta({
        description:
          "Every platform this server reads, by cobalt's name (`bluesky` for bsky, as cobalt lists it).",
      }),
    }),
    git: z.object({ commit: z.string(), branch: z.string(), remote: z.string() }),
  })
  .meta({ id: "CobaltInstance" });
