import { randomUUID } from "node:crypto";
import {
  type AnswerRules,
  type PlatformClient,
  type PlatformExtractor,
  unreadable,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { LoomLink } from "../../platforms/loom/links.js";
import { loomSettings } from "../../platforms/loom/settings.js";
import { playlistCandidate } from "../../segments/candidate.js";

type Endpoint = "transcoded-url" | "raw-url";

/**
 * Loom's own reading of its answers, over the shared table (decision 059): an HTML 403 is the
 * CDN's challenge (the address rests); a JSON 403 (private) or 401 (a workspace's or a
 * password's video) is a wall the probe judges.
 */
export const LOOM_ANSWERS: AnswerRules = {
  read(answer) {
    if (answer.status === 403 && answer.isHtml) return { is: "busy", detail: "challenge" };
    if (answer.status === 403) return { is: "wall", as: "private", detail: "403" };
    if (answer.status === 401) {
      return { is: "wall", as: "login_required", detail: "401", reason: "workspace_only" };
    }
    return undefined;
  },
};

/** cobalt's bodies: the transcoded file as is; the raw one asked for as MP4. */
function bodyOf(endpoint: Endpoint, clientVersion: string): Record<string, unknown> {
  const common = { force_original: false, password: null, deviceID: null };
  if (endpoint === "transcoded-url") return { ...common, anonID: null };
  return {
    ...common,
    anonID: randomUUID(),
    client_name: "web",
    client_version: clientVersion,
    supported_mime_types: ["video/mp4"],
  };
}

function isMp4(url: string): boolean {
  return URL.canParse(url) && new URL(url).pathname.toLowerCase().endsWith(".mp4");
}

/** One session-URL request: the URL it names (an MP4 or a playlist), or undefined. */
async function sessionUrl(
  endpoint: Endpoint,
  link: LoomLink,
  client: PlatformClient,
): Promise<string | undefined> {
  const { origin, clientVersion, userAgent } = loomSettings.of(client.config);
  const answer = await client.get(`${origin}/api/campaigns/sessions/${link.id}/${endpoint}`, {
    method: "POST",
    // The web app's own headers, as cobalt sends them.
    headers: {
      accept: "application/json",
      "user-agent": userAgent,
      origin,
      referer: `${origin}/share/${link.id}`,
      cookie: `loom_referral_video=${link.id};`,
      "x-loom-request-source": `loom_web_${clientVersion}`,
    },
    json: bodyOf(endpoint, clientVersion),
    cookies: false,
  });
  // 204 and empty JSON: yt-dlp saw transcoded-url answer nothing for some videos.
  if (answer.status === 204 || answer.text.trim() === "") return undefined;
  const json = answer.json();
  if (!isRecord(json)) throw unreadable(answer.isHtml ? "HTML, not JSON" : "not JSON");
  return str(json.url);
}

/** A playlist of segments (HLS or DASH) the segment relay reads. */
function isPlaylist(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const path = new URL(url).pathname.toLowerCase();
  return path.endsWith(".m3u8") || path.endsWith(".mpd");
}

export const loomExtractor: PlatformExtractor<LoomLink> = {
  /**
   * The built-in Loom extractor: cobalt's session URLs (transcoded, then raw), the first MP4; a
   * video Loom offers only as a playlist of segments goes through the segment relay.
   * Why: docs/decisions/057-loom.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
   */
  extract: async (link, kind, client) => {
    let playlist: string | undefined;
    for (const endpoint of ["transcoded-url", "raw-url"] as const) {
      const url = await sessionUrl(endpoint, link, client);
      if (url && isMp4(url)) return [{ type: "video", url, ext: "mp4" }];
      if (url && isPlaylist(url)) playlist ??= url;
    }
    if (playlist) return [await playlistCandidate(client, playlist, kind)];
    throw Object.assign(new MediaError("upstream_failed", "stream_only"), {
      detail: "STREAM_ONLY",
    });
  },
  method: "session_url",
  answers: LOOM_ANSWERS,
};
