import { randomUUID } from "node:crypto";
import { type AnswerRules, type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import type { LoomLink } from "../../platforms/loom/links.js";
import { loomSettings } from "../../platforms/loom/settings.js";

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

/**
 * The built-in Loom extractor: cobalt's session URLs (transcoded, then raw), the first MP4.
 * Why: docs/decisions/057-loom.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
 */
export async function loomExtract(
  link: LoomLink,
  _kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  const named: string[] = [];
  for (const endpoint of ["transcoded-url", "raw-url"] as const) {
    const url = await sessionUrl(endpoint, link, client);
    if (url && isMp4(url)) return [{ type: "video", url, ext: "mp4" }];
    if (url) named.push(url);
  }
  // Only a playlist of segments (HLS), which the tunnel does not relay yet.
  throw Object.assign(new MediaError("upstream_failed", "stream_only"), { detail: "STREAM_ONLY" });
}
