import { z } from "zod";

/**
 * The parts of an InnerTube player answer we read, checked with zod. Lenient on purpose:
 * YouTube adds fields all the time, and a field we do not know must not fail a lookup.
 */
const text = z
  .object({
    simpleText: z.string().optional(),
    runs: z.array(z.object({ text: z.string() })).optional(),
  })
  .partial()
  .optional();

const numeric = z.union([z.string(), z.number()]).optional();

const format = z.looseObject({
  itag: z.number(),
  url: z.string().optional(),
  signatureCipher: z.string().optional(),
  cipher: z.string().optional(),
  mimeType: z.string(),
  bitrate: z.number().optional(),
  averageBitrate: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  fps: z.number().optional(),
  contentLength: numeric,
  approxDurationMs: numeric,
  qualityLabel: z.string().optional(),
  audioTrack: z
    .looseObject({ id: z.string().optional(), audioIsDefault: z.boolean().optional() })
    .optional(),
  xtags: z.string().optional(),
  drmFamilies: z.array(z.unknown()).optional(),
});
export type RawFormat = z.infer<typeof format>;

const thumbnails = z
  .object({ thumbnails: z.array(z.looseObject({ url: z.string(), width: z.number().optional() })) })
  .optional();

export const playerAnswer = z.looseObject({
  playabilityStatus: z
    .looseObject({
      status: z.string().optional(),
      reason: z.string().optional(),
      errorScreen: z
        .looseObject({
          playerErrorMessageRenderer: z.looseObject({ reason: text, subreason: text }).optional(),
        })
        .optional(),
    })
    .optional(),
  streamingData: z
    .looseObject({
      formats: z.array(format).optional(),
      adaptiveFormats: z.array(format).optional(),
    })
    .optional(),
  videoDetails: z
    .looseObject({
      videoId: z.string().optional(),
      lengthSeconds: numeric,
      isLive: z.boolean().optional(),
      isUpcoming: z.boolean().optional(),
      thumbnail: thumbnails,
    })
    .optional(),
});
export type PlayerAnswer = z.infer<typeof playerAnswer>;

/**
 * What the table of answers reads of a player answer (its playability): not its formats, which
 * the extractor reads once the answer is `ok` (a player answer lists dozens; checking them twice
 * cost about 2% of a YouTube lookup's CPU). A plain object: the answer's other keys are neither
 * checked nor copied.
 */
export const playabilityAnswer = z.object({
  playabilityStatus: playerAnswer.shape.playabilityStatus,
  videoDetails: playerAnswer.shape.videoDetails,
});

/** `reel/reel_item_watch` wraps the player answer. */
export const reelAnswer = z.looseObject({ playerResponse: playerAnswer.optional() });

export function textOf(value: z.infer<typeof text>): string {
  if (!value) return "";
  return value.simpleText ?? (value.runs ?? []).map((r) => r.text).join("");
}
