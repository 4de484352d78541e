import { MediaError } from "../errors.js";
import { kindOf } from "../file-types.js";
import { isRecord, num, str } from "../json-fields.js";
import type { MediaCandidate } from "../lookup.js";
import { fetchJson } from "../upstream/body.js";
import type { Provider } from "./types.js";

/**
 * The RapidAPI Instagram downloader: GET /v1/instagram?url=<link> with x-rapidapi-key and
 * x-rapidapi-host; items are `data.data[]` with a `media` field, or one object with `media`.
 */
export const rapidapiProvider: Provider = {
  // Its API reads Instagram links only.
  supports: (link) => link.platform === "instagram",
  configured: (config) => Boolean(config.rapidapi.key && config.rapidapi.baseUrl),
  endpoint: (config) => config.rapidapi.baseUrl || undefined,
  async resolve({ link, kind }, { config, policy, signal }) {
    const url = new URL(`${config.rapidapi.baseUrl}/v1/instagram`);
    url.searchParams.set("url", link.url);
    const { json } = await fetchJson(url, {
      headers: {
        "x-rapidapi-key": config.rapidapi.key,
        "x-rapidapi-host": config.rapidapi.host,
      },
      signal,
      policy,
      statusMap: (status) => {
        if (status === 401 || status === 403) return new MediaError("upstream_failed");
        return undefined;
      },
    });
    const items = readItems(json);
    if (items.length === 0) throw new MediaError("not_found");
    return items.map((item) => toCandidate(item, kind === "post" ? "photo" : "video"));
  },
};

function readItems(json: unknown): Record<string, unknown>[] {
  const outer = isRecord(json) ? json.data : undefined;
  // data.data[] is the documented shape; some plans answer data[] or a single object.
  const inner = isRecord(outer) && "data" in outer ? outer.data : outer;
  const list = Array.isArray(inner) ? inner : inner !== undefined ? [inner] : [];
  const items = list.filter((i): i is Record<string, unknown> => isRecord(i) && !!str(i.media));
  if (items.length === 0 && isRecord(json) && (json.status === false || json.error)) {
    throw new MediaError("upstream_failed");
  }
  return items;
}

function toCandidate(item: Record<string, unknown>, fallback: "video" | "photo"): MediaCandidate {
  const media = str(item.media) as string;
  const declared = str(item.type)?.toLowerCase();
  const type =
    declared === "video" || declared === "mp4"
      ? "video"
      : declared === "image" || declared === "photo" || declared === "jpg"
        ? "photo"
        : (kindOf(media) ?? fallback);
  const candidate: MediaCandidate = { type, url: media };
  const thumbnail = str(item.thumbnail) ?? str(item.thumb);
  if (thumbnail) candidate.thumbnail = thumbnail;
  else if (type === "photo") candidate.thumbnail = media;
  const width = num(item.width);
  const height = num(item.height);
  if (width && height) Object.assign(candidate, { width, height });
  return candidate;
}
