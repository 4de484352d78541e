import { randomUUID } from "node:crypto";
import {
  type Answer,
  type AnswerRules,
  mp4Candidate,
  type PlatformClient,
  type PlatformExtractor,
  progressiveQualities,
  unreadable,
  type Verdict,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { at, isRecord, num, recordAt, recordsAt, sizeOf, str } from "../../json-fields.js";
import type { CandidateQuality } from "../../lookup.js";
import type { VkLink } from "../../platforms/vk/links.js";
import { VK_STREAM_HEADERS, type VkSettings, vkSettings } from "../../platforms/vk/settings.js";
import { playlistCandidate } from "../../segments/candidate.js";

/**
 * VK's API answers 200 with `{error: {error_code}}` when it refuses; the code says whose
 * refusal it is (https://dev.vk.com/reference/errors). Why: docs/decisions/085-vk.md
 */
function apiVerdict(answer: Answer): Verdict | undefined {
  if (answer.status !== 200) return undefined;
  const code = num(at(answer.json(), "error", "error_code"));
  switch (code) {
    case undefined:
      return undefined;
    // Too many requests per second, flood control, rate limit reached.
    case 6:
    case 9:
    case 29:
      return { is: "busy", detail: `api ${code}` };
    // Access denied; a community's or a profile's content closed to us.
    case 15:
    case 30:
    case 203:
    case 204:
      return { is: "post", code: "private" };
    // Deleted or banned; not found.
    case 18:
    case 104:
      return { is: "not_found" };
    default:
      // 5: the anonymous token was refused (asked again next time), 100: a parameter...
      return { is: "unreadable", detail: `api ${code}` };
  }
}

export const VK_ANSWERS: AnswerRules = { read: apiVerdict };

/** VK's anonymous tokens last a day; we ask again well before. */
const TOKEN_TTL_MS = 30 * 60_000;

interface AnonymousToken {
  token: string;
  deviceId: string;
}

/** cobalt's anonymous token (`auth.getAnonymToken` of the VK Video app), per address. */
function anonymousToken(client: PlatformClient, settings: VkSettings): Promise<AnonymousToken> {
  return client.remember("token", TOKEN_TTL_MS, async (c) => {
    const deviceId = randomUUID().toUpperCase();
    const url = new URL(`${settings.authOrigin}/method/auth.getAnonymToken`);
    url.searchParams.set("client_id", settings.clientId);
    url.searchParams.set("client_secret", settings.clientSecret);
    url.searchParams.set("device_id", deviceId);
    url.searchParams.set("v", settings.apiVersion);
    const answer = await c.json(url, { headers: { "user-agent": settings.userAgent } });
    const token = str(at(answer, "response", "token"));
    if (!token) throw unreadable("no anonymous token");
    return { token, deviceId };
  });
}

/** The API's `video.get` for one video: its object, or why not. */
async function videoGet(link: VkLink, client: PlatformClient): Promise<Record<string, unknown>> {
  const settings = vkSettings.of(client.config);
  const { token, deviceId } = await anonymousToken(client, settings);
  let answer: unknown;
  try {
    answer = await client.json(`${settings.apiOrigin}/method/video.get`, {
      method: "POST",
      headers: {
        "user-agent": settings.userAgent,
        "content-type": "application/x-www-form-urlencoded; charset=utf-8",
      },
      form: {
        anonymous_token: token,
        device_id: deviceId,
        lang: "en",
        v: settings.apiVersion,
        videos: `${link.owner}_${link.id}${link.accessKey ? `_${link.accessKey}` : ""}`,
      },
    });
  } catch (error) {
    // A token VK no longer takes is not asked with again.
    if ((error as { detail?: string }).detail === "api 5") client.forget("token");
    throw error;
  }
  const items = recordsAt(answer, "response", "items");
  const video = items.length === 1 ? items[0] : undefined;
  if (!video) throw new MediaError("not_found");
  return video;
}

/** A video VK will not play to us, by its `restriction` (cobalt's reading). */
function refusalOf(video: Record<string, unknown>): MediaError | undefined {
  const restriction = recordAt(video, "restriction");
  if (restriction) {
    const title = str(restriction.title) ?? "";
    if (title.endsWith("country") || title.endsWith("region.")) {
      return new MediaError("geo_blocked");
    }
    if (title === "Processing video") return new MediaError("not_found", "still_processing");
    return new MediaError("not_found", "video_unavailable");
  }
  const live = str(video.live_status);
  if (live === "upcoming") return new MediaError("upcoming");
  if (live === "started" || video.live === 1) return new MediaError("live_stream");
  return undefined;
}

/** `files.mp4_<height>`: each one quality, named by its step (VK names them by the short side). */
function mp4Qualities(files: Record<string, unknown>): CandidateQuality[] {
  const found = Object.entries(files).flatMap(([name, value]) => {
    const height = Number(/^mp4_(\d{3,4})$/.exec(name)?.[1]);
    const url = str(value);
    if (!height || !url || !URL.canParse(url)) return [];
    return [{ url, height }];
  });
  return progressiveQualities(found.sort((a, b) => b.height - a.height));
}

export const vkExtractor: PlatformExtractor<VkLink> = {
  /**
   * The built-in VK extractor: cobalt's way, the VK Video app's API with an anonymous token
   * (`video.get`), every MP4 quality it lists, else its HLS or DASH relayed in parts.
   * Why: docs/decisions/085-vk.md
   */
  extract: async (link, kind, client) => {
    const video = await videoGet(link, client);
    const refused = refusalOf(video);
    if (refused) throw refused;
    const files = recordAt(video, "files");
    if (!files) throw unreadable("no files");
    const thumbnail = [...recordsAt(video, "image")].sort(
      (a, b) => (num(b.width) ?? 0) - (num(a.width) ?? 0),
    )[0];
    const thumb = isRecord(thumbnail) ? str(thumbnail.url) : undefined;
    const mp4 = mp4Candidate(mp4Qualities(files), kind, { thumbnail: thumb, size: sizeOf(video) });
    if (mp4) return [mp4];
    // Only a stream in parts: relayed segment by segment (docs/decisions/072-segmented-streams.md).
    const stream = str(files.hls) ?? str(files.hls_ondemand) ?? str(files.dash_sep);
    if (!stream) throw unreadable("no MP4 files");
    return [
      await playlistCandidate(client, stream, kind, {
        headers: { ...VK_STREAM_HEADERS },
        ...(thumb ? { thumbnail: thumb } : {}),
        ...sizeOf(video),
      }),
    ];
  },
  method: "api",
  answers: VK_ANSWERS,
};
