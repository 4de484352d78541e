import { z } from "zod";
import {
  batchRequestSchema,
  batchResponseSchema,
  collectionRequestSchema,
  collectionResponseSchema,
  errorBodySchema,
} from "../../common/media-api-schema.js";
import {
  ietfLimits,
  json,
  lookupOperation,
  optionalKey,
  retryAfter,
  tunnelErrors,
  tunnelFile,
} from "./openapi-parts.js";

/**
 * Several links at once, a playlist a page at a time and one ZIP of their files, in the
 * OpenAPI document. Why: docs/decisions/074-several-links-at-once.md, 075-collections.md,
 * 076-batch-zip.md
 */
export function batchPaths() {
  return {
    "/api/resolve/batch": {
      post: {
        operationId: "resolveBatch",
        tags: ["Lookups"],
        summary: "Look several links up at once",
        description:
          "Each link is one lookup of the caller's limit (the key's, or the visitor's), looked up as `POST /api/resolve` would, a few at a time; one that fails says why in its own row and never stops the others. A link past the limit answers its row `rate_limited`; a batch refused at its first link is 429. Rows not answered within 120 s say `timeout`. Why: docs/decisions/074-several-links-at-once.md",
        security: optionalKey,
        requestBody: { required: true, ...json(batchRequestSchema) },
        responses: {
          "200": {
            description: "A row per link (as JSON, or as NDJSON lines with `index`).",
            headers: z.object(ietfLimits),
            content: {
              "application/json": { schema: batchResponseSchema },
              "application/x-ndjson": { schema: { type: "string" as const } },
            },
          },
          "400": {
            description:
              "`invalid_request`: `field_missing`, `urls_invalid`, `too_many_links` (`params.max`), `kind_invalid`.",
            ...json(errorBodySchema),
          },
          "413": { description: "`too_large`: a body over 256 KiB.", ...json(errorBodySchema) },
          "429": {
            description: "`rate_limited`: the caller's lookups are spent.",
            headers: z.object({ ...retryAfter, ...ietfLimits }),
            ...json(errorBodySchema),
          },
        },
      },
    },
    "/api/collection": {
      post: lookupOperation({
        operationId: "collection",
        summary: "List a playlist, a page at a time",
        description:
          "A YouTube playlist (or a video watched in one), or a SoundCloud set (`sound`: its entries are sound only): title, and each entry's link, title, duration and picture, the unavailable ones with why; `next` asks the next page, up to COLLECTION_MAX_ITEMS entries in all. One lookup of the caller's limit a page; each entry is then looked up as any link. Why: docs/decisions/075-collections.md",
        request: collectionRequestSchema,
        answer: { description: "One page of the list.", schema: collectionResponseSchema },
      }),
    },
    "/api/tunnel/batch": {
      post: {
        operationId: "downloadBatchZip",
        tags: ["Downloads"],
        summary: "Download the files of several links as one ZIP",
        description:
          "`downloads`: the download links lookups answered (`/api/tunnel/…`), in the order wanted; `filename`: the ZIP's name. Stored entries streamed one file at a time, names made unique; a later file that fails is left out and named in `not-downloaded.txt`. Why: docs/decisions/076-batch-zip.md",
        security: [],
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: z.object({
                downloads: z.array(z.string()).min(1),
                filename: z.string().optional(),
              }),
            },
            "application/json": {
              schema: z.object({
                downloads: z.array(z.string()).min(1),
                filename: z.string().optional(),
              }),
            },
          },
        },
        responses: {
          "200": {
            ...tunnelFile,
            description: "The ZIP, streamed as the files arrive: no Content-Length, no ranges.",
          },
          "400": {
            description: "`invalid_request`: no download link of this server, or too many.",
            ...json(errorBodySchema),
          },
          ...tunnelErrors,
        },
      },
    },
  };
}
