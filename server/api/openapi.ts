import { z } from "zod";
import { createDocument, type ZodOpenApiResponsesObject } from "zod-openapi";
import { resolveRequestSchema, resolveResponseSchema } from "../../common/media-api-schema.js";
import { labelOf } from "../../common/platforms.js";
import { getConfig } from "../config.js";
import { PLATFORMS } from "../media/index.js";
import { COBALT_ERROR_CODES } from "./cobalt/answer.js";
import {
  cobaltAnswerSchema,
  cobaltErrorSchema,
  cobaltInfoSchema,
  cobaltRequestSchema,
} from "./cobalt/schema.js";
import { batchPaths } from "./openapi-batch.js";
import {
  draft6Limits,
  json,
  lookupOperation,
  optionalKey,
  refusal,
  retryAfter,
  tunnelErrors,
  tunnelFile,
} from "./openapi-parts.js";
import { apiSettings } from "./settings.js";

/**
 * The OpenAPI 3.1 document of the public API, generated from the zod schemas the routes
 * validate with (common/media-api-schema.ts, ./cobalt/schema.ts). Served at
 * /api/openapi.json and read by /api/docs. Why: docs/decisions/044-public-api.md
 */

/** What any path may answer before a route sees it (docs/decisions/025-request-hardening.md). */
const refusedBeforeRouting: ZodOpenApiResponsesObject = {
  "400": refusal("`bad_path`, `bad_host`: a request refused before routing."),
};

const token = z.object({
  token: z.string().meta({ description: "The sealed token of a download link." }),
});

function tunnel(operationId: string, summary: string, zip: boolean) {
  const ok = zip
    ? {
        ...tunnelFile,
        description:
          "The ZIP, stored entries streamed as they arrive: no Content-Length, no ranges.",
      }
    : tunnelFile;
  const responses: ZodOpenApiResponsesObject = {
    "200": ok,
    ...(zip ? {} : { "206": { ...tunnelFile, description: "The range asked for." } }),
    ...tunnelErrors,
  };
  const base = { tags: ["Downloads"], requestParams: { path: token }, security: [], responses };
  return {
    get: { ...base, operationId, summary },
    head: {
      ...base,
      operationId: `${operationId}Head`,
      summary: `${summary}: headers only (checks the link and the source, sends no body)`,
    },
  };
}

/** Every platform the server reads, from its registry, so the overview never falls behind it. */
const PLATFORM_NAMES = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(
  PLATFORMS.map((p) => labelOf(p.name)),
);

const OVERVIEW = `Look up a link to public media and download its files, as this site's own screens do.

**Platforms.** Links of ${PLATFORM_NAMES} (\`GET /api/cobalt\` lists them by cobalt's names in \`cobalt.services\`).

**Keys.** Send a key as \`Authorization: Bearer <key>\`, \`Authorization: Api-Key <key>\` or \`X-API-Key: <key>\`; an admin makes one in the admin area or with \`npm run api-key -- create <name>\`. A request with a key is limited per key (its own requests a minute) and its download links live API_TUNNEL_TTL_SECONDS; without one, per visitor address (30 lookups a minute). A key that is unknown, revoked or malformed is refused, never taken as no key. When the operator sets API_KEYS_REQUIRED, lookups need a key; the site's own screens buy a short session with a proof of work instead (\`/api/screen-session\`, sent as \`X-Screen-Session\`). A credential that is no key in force spends one of its address's lookups, so a burst of made-up keys is answered 429.

**Limits.** Lookups answer \`RateLimit-Policy\` and \`RateLimit\` (IETF draft); past the limit 429 with \`Retry-After\`.

**CORS.** Any origin may call the lookups, the tunnel and this document, without credentials mode; the limit and size headers are exposed.

**cobalt.** \`/api/cobalt/\` speaks cobalt's protocol (imputnet/cobalt 11.7), so cobalt's clients work with \`<this site>/api/cobalt\` as their instance. Where this server differs on purpose, its operations say so.`;

const COBALT_POST = `cobalt's \`POST /\`. Answers \`tunnel\` (one file) or \`picker\` (a carousel), or \`error\` with cobalt's code and status (400; 429 past the limit; 500 with \`critical\` for a failure of this server).

Codes: ${COBALT_ERROR_CODES.map((c) => `\`error.api.${c}\``).join(", ")}.

Where this server differs from cobalt on purpose:
- Fields it does not know are ignored (cobalt refuses them), and \`Accept\` is not required.
- Files always come through this server's tunnel: \`redirect\` and \`local-processing\` are never answered, \`alwaysProxy\` changes nothing.
- Tunnel URLs are \`<PUBLIC_URL>/api/tunnel/<token>\`, living API_TUNNEL_TTL_SECONDS for a request with a key and TUNNEL_TTL_SECONDS without, as the site's own links (cobalt: 90 s), with a real \`Content-Length\` for files relayed as they are.
- Picker items carry \`filename\`; the site's 'Download all' ZIP is not offered here.
- File names are this server's own; \`filenameStyle\`, \`audioBitrate\`, \`youtubeVideoContainer\`, \`youtubeDubLang\`, \`subtitleLang\` and \`disableMetadata\` are ignored; \`downloadMode: mute\` gets the file with its sound; \`audioFormat\` \`wav\` gets MP3.
- Keys: this server's own (see the keys above), sent as \`Api-Key\`, \`Bearer\` or \`X-API-Key\`; refusals are cobalt's \`error.api.auth.key.missing\`, \`.invalid\` and \`.not_found\`.
- Bodies over 4 KiB are refused with 413 in this API's own error shape.`;

/** The document, for this server's PUBLIC_URL. */
export function openApiDocument(): ReturnType<typeof createDocument> {
  const config = getConfig();
  const { tunnelTtlSeconds } = apiSettings.of(config);
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "reels-downloader API",
      version: "1.0.0",
      description: OVERVIEW,
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: config.publicUrl, description: "This server" }],
    tags: [
      { name: "Lookups", description: "What a link holds, as download links." },
      { name: "Downloads", description: "The tunnel: files through this server." },
      { name: "cobalt", description: "cobalt's protocol, for cobalt's clients." },
      { name: "Reference", description: "This document and its page." },
    ],
    components: {
      securitySchemes: {
        bearerKey: {
          type: "http",
          scheme: "bearer",
          description: "An API key as `Authorization: Bearer rdk_…`.",
        },
        apiKeyHeader: { type: "apiKey", in: "header", name: "X-API-Key" },
        cobaltApiKey: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "cobalt's scheme: `Authorization: Api-Key rdk_…`.",
        },
      },
    },
    paths: {
      "/api/resolve": {
        post: lookupOperation({
          operationId: "resolve",
          summary: "Look a link up",
          description: `What the link holds: each file with its download link (and each quality of a YouTube video), plus one ZIP of a post of several. Download links live TUNNEL_TTL_SECONDS, or ${tunnelTtlSeconds} s (API_TUNNEL_TTL_SECONDS) for a request with a key.`,
          request: resolveRequestSchema,
          answer: { description: "The files.", schema: resolveResponseSchema },
        }),
      },
      // Several links, playlists and their ZIP (docs/decisions/074-several-links-at-once.md).
      ...batchPaths(),
      "/api/tunnel/{token}": tunnel("download", "Download a file", false),
      "/api/tunnel/zip/{token}": tunnel(
        "downloadZip",
        "Download every item of a post as one ZIP",
        true,
      ),
      "/api/cobalt": {
        get: {
          operationId: "cobaltInstance",
          tags: ["cobalt"],
          summary: "cobalt's instance information",
          description:
            "cobalt's `GET /`: what this instance serves. Also at `/api/cobalt/` (cobalt's clients add the slash); not limited.",
          security: [],
          responses: {
            "200": { description: "The instance.", ...json(cobaltInfoSchema) },
            ...refusedBeforeRouting,
          },
        },
        post: {
          operationId: "cobaltLookup",
          tags: ["cobalt"],
          summary: "Look a link up in cobalt's protocol",
          description: COBALT_POST,
          security: optionalKey,
          requestBody: { required: true, ...json(cobaltRequestSchema) },
          responses: {
            "200": {
              description: "A file or a picker.",
              headers: z.object(draft6Limits),
              ...json(cobaltAnswerSchema),
            },
            "400": { description: "cobalt's error.", ...json(cobaltErrorSchema) },
            "413": refusal("`too_large`: a body over 4 KiB."),
            "429": {
              description: "`error.api.rate_exceeded`, `context.limit` the window in seconds.",
              headers: z.object({ ...retryAfter, ...draft6Limits }),
              ...json(cobaltErrorSchema),
            },
            "500": { description: "`error.api.fetch.critical.core`.", ...json(cobaltErrorSchema) },
          },
        },
      },
      "/api/screen-session": {
        get: {
          operationId: "screenChallenge",
          tags: ["Lookups"],
          summary: "A proof-of-work challenge for the site's own screens",
          description:
            "With API_KEYS_REQUIRED, the site's screens solve this signed, expiring challenge (ALTCHA, PBKDF2-SHA-256) in a worker instead of sending a key. Not for API callers: send a key. Why: docs/decisions/063-screen-proof-of-work.md",
          security: [],
          responses: {
            "200": {
              description: "`{ challenge: { parameters, signature } }`, valid for two minutes.",
              content: { "application/json": { schema: { type: "object" as const } } },
            },
            "429": refusal("`rate_limited`: 20 a minute per visitor.", z.object(retryAfter)),
            ...refusedBeforeRouting,
          },
        },
        post: {
          operationId: "screenSession",
          tags: ["Lookups"],
          summary: "A lookup session for a solved challenge",
          description:
            "Answers `{ token, lookups, expiresIn }`: the session the screen sends as `X-Screen-Session` with its lookups, bound to the address that solved it.",
          security: [],
          requestBody: {
            content: { "application/json": { schema: { type: "object" as const } } },
          },
          responses: {
            "200": {
              description: "The session.",
              content: { "application/json": { schema: { type: "object" as const } } },
            },
            "400": refusal("`invalid_request`, `bad_path`, `bad_host`."),
            "401": refusal("`proof_refused`: a wrong, late, tampered or spent answer."),
            "429": refusal("`rate_limited`: 20 a minute per visitor.", z.object(retryAfter)),
          },
        },
      },
      "/api/openapi.json": {
        get: {
          operationId: "openApi",
          tags: ["Reference"],
          summary: "This document",
          security: [],
          responses: {
            "200": {
              description: "OpenAPI 3.1.",
              content: { "application/json": { schema: { type: "object" as const } } },
            },
            ...refusedBeforeRouting,
          },
        },
      },
      "/api/docs": {
        get: {
          operationId: "docs",
          tags: ["Reference"],
          summary: "This document as a page",
          security: [],
          responses: {
            "200": {
              description: "The reference page.",
              content: { "text/html": { schema: { type: "string" as const } } },
            },
            ...refusedBeforeRouting,
          },
        },
      },
    },
  });
}
