import { MediaError, type MediaErrorCode } from "../errors.js";
import { kindOf } from "../file-types.js";
import { isRecord, str } from "../json-fields.js";
import type { MediaCandidate } from "../lookup.js";
import { fetchJson } from "../upstream/body.js";
import type { Provider } from "./types.js";

/**
 * The services a cobalt instance reads, by cobalt's own names (its service table,
 * api/src/processing/service-config.js): a platform of ours under the same name is sent to it.
 */
const COBALT_SERVICES = new Set([
  "bilibili",
  "bsky",
  "dailymotion",
  "facebook",
  "instagram",
  "loom",
  "newgrounds",
  "ok",
  "pinterest",
  "reddit",
  "rutube",
  "snapchat",
  "soundcloud",
  "streamable",
  "tiktok",
  "tumblr",
  "twitch",
  "twitter",
  "vimeo",
  "vk",
  "xiaohongshu",
  "youtube",
]);

/**
 * A cobalt instance's JSON API (POST / with {url, downloadMode}). Its `tunnel` URLs live
 * on the instance's own origin (trusted); `redirect` and `picker` URLs point at the
 * platform's CDN and are checked like any other URL from a response.
 */
export const cobaltProvider: Provider = {
  supports: (link) => COBALT_SERVICES.has(link.platform),
  configured: (config) => config.cobalt.apiUrl !== null,
  endpoint: (config) => config.cobalt.apiUrl ?? undefined,
  async resolve({ link, kind }, { config, policy, signal }) {
    const apiUrl = config.cobalt.apiUrl;
    if (!apiUrl) throw new MediaError("upstream_failed");
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (config.cobalt.apiKey) headers.authorization = `Api-Key ${config.cobalt.apiKey}`;
    const request = {
      url: link.url,
      downloadMode: kind === "audio" ? "audio" : "auto",
      ...(kind === "audio" ? { audioFormat: "mp3" } : {}),
      filenameStyle: "basic",
    };
    let json: unknown;
    try {
      ({ json } = await fetchJson(apiUrl, {
        method: "POST",
        headers,
        body: JSON.stringify(request),
        signal,
        policy,
        // cobalt answers errors as JSON with 4xx statuses: read the body, not the status.
        statusMap: () => undefined,
      }));
    } catch (error) {
      const body = (error as { body?: unknown }).body;
      if (body !== undefined) json = body;
      else throw error;
    }
    return read(json, kind === "audio");
  },
};

function read(json: unknown, audio: boolean): MediaCandidate[] {
  if (!isRecord(json)) throw new MediaError("upstream_failed");
  const status = str(json.status);
  if (status === "error") {
    const code = isRecord(json.error) ? str(json.error.code) : undefined;
    throw new MediaError(mapError(code ?? ""));
  }
  if (status === "tunnel" || status === "redirect") {
    const url = str(json.url);
    if (!url) throw new MediaError("upstream_failed");
    const filename = str(json.filename) ?? "";
    const ext = /\.([a-z0-9]{2,4})$/i.exec(filename)?.[1]?.toLowerCase();
    const type = audio ? "audio" : (kindOf(filename) ?? kindOf(url) ?? "video");
    const candidate: MediaCandidate = { type, url };
    if (ext) candidate.ext = ext;
    if (audio && (ext === "mp3" || !ext)) candidate.mp3 = true;
    if (type === "photo") candidate.thumbnail = url;
    return [candidate];
  }
  if (status === "picker") {
    const picker = Array.isArray(json.picker) ? json.picker : [];
    if (audio && str(json.audio)) {
      return [
        {
          type: "audio",
          url: str(json.audio) as string,
          mp3: /\.mp3$/i.test(str(json.audioFilename) ?? ""),
        },
      ];
    }
    const items = picker.filter(isRecord).flatMap((entry): MediaCandidate[] => {
      const url = str(entry.url);
      if (!url) return [];
      const type = str(entry.type) === "photo" ? "photo" : "video";
      const thumb = str(entry.thumb) ?? (type === "photo" ? url : undefined);
      return [{ type, url, ...(thumb ? { thumbnail: thumb } : {}) }];
    });
    if (items.length === 0) throw new MediaError("not_found");
    return items;
  }
  throw new MediaError("upstream_failed");
}

/** cobalt's error codes (error.api.*) mapped to ours. */
export function mapError(code: string): MediaErrorCode {
  const c = code.toLowerCase();
  if (c.includes("rate_exceeded") || c.includes("rate_limit")) return "rate_limited";
  if (c.includes("private")) return "private";
  if (c.includes("age") || c.includes("login") || c.includes("auth.required"))
    return "login_required";
  if (
    c.includes("link.invalid") ||
    c.includes("link.unsupported") ||
    c.includes("service.unsupported")
  )
    return "unsupported_link";
  if (
    c.includes("content.video.unavailable") ||
    c.includes("content.post.unavailable") ||
    c.includes("not_found") ||
    c.includes("empty") ||
    c.includes("unavailable")
  )
    return "not_found";
  if (c.includes("timed_out") || c.includes("timeout")) return "timeout";
  return "upstream_failed";
}
