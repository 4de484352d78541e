import type { MediaItem, MediaQuality, ResolveResponse } from "../../../common/media-api.js";
import type { Kind } from "../../media/index.js";
import type { CobaltAnswer, CobaltRequest } from "./schema.js";

/**
 * Our answers in cobalt's shapes and codes (imputnet/cobalt a636575b, api/src/processing/
 * request.js `createResponse` and match.js). Why: docs/decisions/045-cobalt-protocol.md
 */

/** An answer and its HTTP status. */
export interface Answer {
  status: number;
  body: CobaltAnswer;
  /** Seconds for Retry-After (a refusal of this server's own limits). */
  retryAfter?: number;
}

export function cobaltError(
  code: string,
  context?: { service?: string; limit?: number },
  status = 400,
): Answer {
  return {
    status,
    body: {
      status: "error",
      error: context ? { code: `error.api.${code}`, context } : { code: `error.api.${code}` },
    },
  };
}

/** cobalt's default internal error: 500, `critical: true`. */
export function cobaltCritical(): Answer {
  return {
    status: 500,
    body: { status: "error", error: { code: "error.api.fetch.critical.core" }, critical: true },
  };
}

/** cobalt lists a few services by a friendlier name than its id (service-alias.js). */
const FRIENDLY: Record<string, string> = { bsky: "bluesky", twitch: "twitch clips" };
export const serviceName = (platform: string) => FRIENDLY[platform] ?? platform;

/** What cobalt says for each of our lookup errors; a code not listed is `fetch.fail`. */
const CODES: Record<string, { code: string; service?: true; video?: string }> = {
  invalid_url: { code: "invalid_body" },
  invalid_request: { code: "invalid_body" },
  unsupported_link: { code: "link.unsupported", service: true },
  // cobalt answers a story without a session as a link it cannot read.
  login_required: { code: "link.unsupported", service: true },
  not_found: { code: "content.post.unavailable", video: "content.video.unavailable" },
  removed: { code: "content.post.unavailable", video: "content.video.unavailable" },
  upcoming: { code: "content.video.unavailable", service: true },
  private: { code: "content.post.private", video: "content.video.private" },
  age_restricted: { code: "content.post.age", video: "content.video.age" },
  geo_blocked: { code: "content.region", video: "content.video.region" },
  live_stream: { code: "content.video.live" },
  members_only: { code: "content.paid" },
  rate_limited: { code: "fetch.rate", service: true },
  audio_unavailable: { code: "service.audio_not_supported" },
};

/** Every code /api/cobalt answers with (without `error.api.`), for the document. */
export const COBALT_ERROR_CODES = [
  ...new Set([
    "header.content_type",
    "invalid_body",
    "link.missing",
    "link.invalid",
    "auth.key.missing",
    "auth.key.invalid",
    "auth.key.not_found",
    "rate_exceeded",
    ...Object.values(CODES).flatMap((c) => (c.video ? [c.code, c.video] : [c.code])),
    "fetch.fail",
    "fetch.empty",
    "fetch.critical.core",
  ]),
];

/** Services whose media cobalt calls a video (its `content.video.*` codes). */
const VIDEO_SERVICES = new Set(["youtube", "vimeo", "twitch", "dailymotion", "rutube", "vk"]);

/** The cobalt error for one of our lookup errors on `platform`. */
export function lookupError(code: string, platform: string): Answer {
  const mapped = CODES[code] ?? { code: "fetch.fail", service: true };
  const video = VIDEO_SERVICES.has(platform) && mapped.video;
  const name = video || mapped.code;
  const service =
    mapped.service || name === "content.video.unavailable" ? serviceName(platform) : undefined;
  return cobaltError(name, service ? { service } : undefined);
}

/** The kind of lookup a cobalt request makes of a link whose own kind is `linkKind`. */
export function kindFor(request: CobaltRequest, linkKind: Kind): Kind {
  return request.downloadMode === "audio" ? "audio" : linkKind;
}

const HEIGHTS: Record<string, number> = { max: Number.POSITIVE_INFINITY };

/** The video quality a request asks for: its codec up to its height, else any codec, else the smallest. */
export function pickVideo(
  qualities: MediaQuality[],
  request: CobaltRequest,
): MediaQuality | undefined {
  const limit = HEIGHTS[request.videoQuality] ?? Number(request.videoQuality);
  const tallest = (list: MediaQuality[]) =>
    [...list].sort((a, b) => (b.height ?? 0) - (a.height ?? 0) || (b.fps ?? 30) - (a.fps ?? 30))[0];
  const fitting = qualities.filter((q) => (q.height ?? 0) <= limit);
  return (
    tallest(fitting.filter((q) => q.codec === request.youtubeVideoCodec)) ??
    tallest(fitting) ??
    [...qualities].sort((a, b) => (a.height ?? 0) - (b.height ?? 0))[0]
  );
}

/** The sound a request asks for: see `audioFormat` in the schema. */
export function pickAudio(
  qualities: MediaQuality[],
  request: CobaltRequest,
): MediaQuality | undefined {
  const mp3 = qualities.find((q) => q.codec === "mp3");
  const opus = qualities.find((q) => q.codec === "opus");
  const original = qualities.find((q) => q.codec !== "mp3");
  switch (request.audioFormat) {
    case "best":
      return original ?? mp3;
    case "opus":
    case "ogg":
      return opus ?? mp3 ?? original;
    default:
      return mp3 ?? original;
  }
}

/** The one file of an item: the quality the request picks when there are several. */
function fileOf(item: MediaItem, request: CobaltRequest): { download: string; filename: string } {
  if (!item.qualities || item.qualities.length === 0) return item;
  const chosen =
    item.type === "audio" ? pickAudio(item.qualities, request) : pickVideo(item.qualities, request);
  return chosen ?? item;
}

/**
 * Our answer as cobalt's: one file is a `tunnel`, several (a carousel) a `picker` whose items
 * name their files too; every URL absolute on PUBLIC_URL. The ZIP is left out.
 */
export function toCobalt(answer: ResolveResponse, request: CobaltRequest, origin: string): Answer {
  const absolute = (path: string) => `${origin}${path}`;
  const [first, ...rest] = answer.items;
  if (!first) return cobaltError("fetch.empty");
  if (rest.length === 0 || request.downloadMode === "audio") {
    const file = fileOf(first, request);
    return {
      status: 200,
      body: { status: "tunnel", url: absolute(file.download), filename: file.filename },
    };
  }
  // A post's sound among its photos (a TikTok slideshow's) is cobalt's `audio`, not an item.
  const sound = answer.items.find((item) => item.type === "audio");
  return {
    status: 200,
    body: {
      status: "picker",
      ...(sound
        ? { audio: absolute(fileOf(sound, request).download), audioFilename: sound.filename }
        : {}),
      picker: answer.items
        .filter((item) => item !== sound)
        .map((item) => ({
          type: item.type === "photo" ? "photo" : "video",
          url: absolute(item.download),
          ...(item.thumbnail ? { thumb: absolute(item.thumbnail) } : {}),
          filename: item.filename,
        })),
    },
  };
}
