import { z } from "zod";
import type { ZodOpenApiResponsesObject } from "zod-openapi";
import type { MediaErrorCode } from "../../common/media-api.js";
import { errorBodySchema } from "../../common/media-api-schema.js";
import { MEDIA_ERROR_MESSAGES } from "../../common/media-messages.js";
import { MediaError } from "../media/index.js";

/**
 * The pieces the OpenAPI document's paths share (./openapi.ts, ./openapi-batch.ts): headers,
 * error answers, the tunnel's file. Why: docs/decisions/044-public-api.md
 */

/** A lookup may go with a key or without one (a visitor's limit). */
export const optionalKey: Record<string, string[]>[] = [
  {},
  { bearerKey: [] },
  { apiKeyHeader: [] },
  { cobaltApiKey: [] },
];

export const header = (description: string) => z.string().meta({ description });
export const ietfLimits = {
  RateLimit: header(
    'What is left of the window: `"key";r=<remaining>;t=<seconds to reset>` (`"visitor"` without a key). IETF draft-ietf-httpapi-ratelimit-headers.',
  ),
  "RateLimit-Policy": header('The limit: `"key";q=<requests>;w=60`.'),
};
export const draft6Limits = {
  "RateLimit-Limit": header("Requests allowed per window (cobalt's draft-6 fields)."),
  "RateLimit-Remaining": header("Requests left in the window."),
  "RateLimit-Reset": header("Seconds until the window starts again."),
  "RateLimit-Policy": header("`<requests>;w=<window seconds>`."),
};
export const retryAfter = { "Retry-After": header("Seconds to wait.") };

export const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });
/** An error answer (`{ error: { code, message } }`) described by its codes, with its headers. */
export const refusal = (description: string, headers?: z.ZodObject) => ({
  description,
  ...(headers ? { headers } : {}),
  ...json(errorBodySchema),
});

/** Every code of POST /api/resolve by its HTTP status. */
function codesByStatus(): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  const add = (status: number, code: string) =>
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  for (const code of Object.keys(MEDIA_ERROR_MESSAGES) as MediaErrorCode[]) {
    add(new MediaError(code).status, code);
  }
  add(401, "api_key_required");
  add(401, "invalid_api_key");
  add(413, "too_large");
  return byStatus;
}

/** What a lookup may answer besides its files: every code by its HTTP status. */
export function lookupErrors(): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, codes] of [...codesByStatus()].sort(([a], [b]) => a - b)) {
    responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: `\`${codes.join("`, `")}\``,
      ...json(errorBodySchema),
      ...(status === 429 ? { headers: z.object({ ...retryAfter, ...ietfLimits }) } : {}),
    };
  }
  return responses;
}

export const tunnelFile = {
  description: "The file.",
  headers: z.object({
    "Content-Disposition": header("`attachment` with the file's name (RFC 6266)."),
    "Content-Length": header(
      "The exact length, for a file relayed as it is (also on HEAD). Not sent for a file made while it is sent.",
    ),
    "Estimated-Content-Length": header(
      "For a file made while it is sent (a YouTube mux, an MP3): an estimate from the sources' sizes, not exact.",
    ),
    "Accept-Ranges": header("`bytes` for a file relayed as it is, else `none`."),
  }),
  content: { "application/octet-stream": { schema: { type: "string" as const } } },
};

export const tunnelErrors: ZodOpenApiResponsesObject = {
  "403": refusal("`invalid_token`: not a link of this server."),
  "410": refusal("`expired`: look the link up again."),
  "429": refusal("`rate_limited`: 300 downloads a minute per visitor.", z.object(retryAfter)),
  "502": refusal("`upstream_failed`, `upstream_refused`, `too_large`, `no_audio`."),
  "503": refusal("`busy` (every ffmpeg slot taken; Retry-After), `audio_unavailable`."),
  "504": refusal("`timeout`."),
};

/**
 * A lookup's operation (POST, JSON in and out): one of the caller's lookups, with a key or
 * without, the limit's headers on its answer and every lookup error besides.
 */
export function lookupOperation(operation: {
  operationId: string;
  summary: string;
  description: string;
  request: z.ZodType;
  /** What the answer holds, and its schema. */
  answer: { description: string; schema: z.ZodType };
}) {
  const { operationId, summary, description, request, answer } = operation;
  return {
    operationId,
    tags: ["Lookups"],
    summary,
    description,
    security: optionalKey,
    requestBody: { required: true, ...json(request) },
    responses: {
      "200": {
        description: answer.description,
        headers: z.object(ietfLimits),
        ...json(answer.schema),
      },
      ...lookupErrors(),
    },
  };
}
