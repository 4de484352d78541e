import { ladderStep, withDefault } from "../../client/index.js";
import { dashQualities, readDashManifest } from "../../dash-manifest.js";
import { at, isRecord, num, str } from "../../json-fields.js";
import type { CandidateQuality, MediaCandidate } from "../../lookup.js";

/**
 * A Facebook video page read as yt-dlp reads it: the `data-sjs` JSON blocks, walked for the
 * video objects of Relay's prefetched data (a reel's `playback_video` among them), each with
 * its progressive MP4s and its DASH manifest. The page also carries other reels ("up next"),
 * so the one asked for is found by its id. Why: docs/decisions/048-facebook.md
 */

/** The fields that make an object with an id a video yt-dlp reads formats from. */
const VIDEO_FIELDS = [
  "playable_url",
  "playable_url_quality_hd",
  "browser_native_sd_url",
  "browser_native_hd_url",
  "dash_manifest",
  "manifest_xml",
  "videoDeliveryLegacyFields",
  "videoDeliveryResponseFragment",
];

export function idOf(node: Record<string, unknown>): string | undefined {
  const id = node.videoId ?? node.video_id ?? node.id;
  if (typeof id === "number") return String(id);
  return typeof id === "string" && /^\d{1,20}$/.test(id) ? id : undefined;
}

/** The video objects of the blocks by id; the same video seen twice is merged. */
export function videoObjects(blocks: unknown[]): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  let budget = 2_000_000;
  const walk = (value: unknown, depth: number): void => {
    if (depth > 80 || --budget < 0) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    const id = idOf(value);
    if (id && VIDEO_FIELDS.some((key) => value[key] !== undefined && value[key] !== null)) {
      found.set(id, { ...found.get(id), ...withoutNulls(value) });
    }
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(blocks, 0);
  return found;
}

function withoutNulls(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

/** Facebook's crawler stubs (yt-dlp: "unretrievable") are never a video file. */
function usable(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  try {
    return new URL(url).hostname.endsWith("fbsbx.com") ? undefined : url;
  } catch {
    return undefined;
  }
}

/** A manifest as the page writes it: XML, or XML URL-encoded (yt-dlp unquotes it). */
function manifestXml(value: unknown): string | undefined {
  const text = str(value);
  if (!text) return undefined;
  if (text.trimStart().startsWith("<")) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

interface Progressive {
  quality: "hd" | "sd";
  url: string;
}

function progressives(video: Record<string, unknown>): Progressive[] {
  const legacy = isRecord(video.videoDeliveryLegacyFields)
    ? { ...video, ...withoutNulls(video.videoDeliveryLegacyFields) }
    : video;
  const out: Progressive[] = [];
  const add = (quality: "hd" | "sd", value: unknown) => {
    const url = usable(str(value));
    if (url && !out.some((p) => p.url === url)) out.push({ quality, url });
  };
  add("hd", legacy.playable_url_quality_hd);
  add("hd", legacy.browser_native_hd_url);
  const result = responseResult(video);
  for (const entry of Array.isArray(result?.progressive_urls) ? result.progressive_urls : []) {
    if (!isRecord(entry)) continue;
    const quality = isRecord(entry.metadata) ? str(entry.metadata.quality)?.toLowerCase() : "";
    add(quality === "hd" ? "hd" : "sd", entry.progressive_url);
  }
  add("sd", legacy.playable_url);
  add("sd", legacy.browser_native_sd_url);
  return out.sort((a, b) => (a.quality === b.quality ? 0 : a.quality === "hd" ? -1 : 1));
}

function responseResult(video: Record<string, unknown>): Record<string, unknown> | undefined {
  const fragment = video.videoDeliveryResponseFragment;
  const result = isRecord(fragment) ? fragment.videoDeliveryResponseResult : undefined;
  return isRecord(result) ? result : undefined;
}

function manifests(video: Record<string, unknown>): string[] {
  const legacy = isRecord(video.videoDeliveryLegacyFields) ? video.videoDeliveryLegacyFields : {};
  const texts = [
    video.dash_manifest,
    video.manifest_xml,
    video.dash_manifest_xml_string,
    legacy.dash_manifest,
    legacy.manifest_xml,
  ];
  const result = responseResult(video);
  for (const entry of Array.isArray(result?.dash_manifests) ? result.dash_manifests : []) {
    if (isRecord(entry)) texts.push(entry.manifest_xml);
  }
  return texts.map(manifestXml).filter((x): x is string => x !== undefined);
}

function thumbnailOf(video: Record<string, unknown>): string | undefined {
  const pick = (node: unknown, ...path: string[]) => usable(str(at(node, ...path)));
  return (
    pick(video, "preferred_thumbnail", "image", "uri") ??
    pick(video, "thumbnailImage", "uri") ??
    pick(video, "first_frame_thumbnail")
  );
}

/**
 * A progressive file's height: from the encoding tag Facebook signs into the URL's `efg`
 * (base64 JSON, `vencode_tag: "..._720p"`), else the figure yt-dlp gives HD (720) and
 * Facebook's SD rendition (360).
 */
export function progressiveHeight(url: string, quality: "hd" | "sd"): number {
  try {
    const efg = new URL(url).searchParams.get("efg");
    if (efg) {
      const tag = JSON.parse(Buffer.from(efg, "base64url").toString("utf8")) as unknown;
      const text = isRecord(tag) ? str(tag.vencode_tag) : undefined;
      const height = Number(/_(\d{3,4})p\b/.exec(text ?? "")?.[1]);
      if (height >= 100 && height <= 4320) return height;
    }
  } catch {
    // not a tag we can read
  }
  return quality === "hd" ? 720 : 360;
}

/**
 * The video `id` of the page as one candidate with every quality, tallest first: progressive
 * MP4s (nothing to prepare: the default, and preferred where a DASH quality has the same
 * height), and the DASH manifest's others, each muxed with its sound. Undefined when the page
 * has no formats for that id.
 */
export interface FoundVideo {
  candidate: MediaCandidate & { qualities: CandidateQuality[] };
  /** The manifest's best sound stream alone, for the audio screen. */
  audio?: string;
}

export function videoCandidate(video: Record<string, unknown>): FoundVideo | undefined {
  const qualities: CandidateQuality[] = [];
  for (const p of progressives(video)) {
    // The encoding tag names the ladder step (the short side) of a progressive file.
    const height = ladderStep(progressiveHeight(p.url, p.quality), undefined);
    if (qualities.some((q) => q.height === height)) continue;
    qualities.push({
      label: `${height}p`,
      height,
      codec: "h264",
      ext: "mp4",
      url: p.url,
      processing: "none",
    });
  }
  let audioOnly: string | undefined;
  for (const xml of manifests(video)) {
    const manifest = readDashManifest(xml);
    for (const q of dashQualities(manifest)) {
      if (!qualities.some((o) => o.label === q.label && o.codec === q.codec)) qualities.push(q);
    }
    audioOnly ??= manifest.audios.sort((a, b) => b.bandwidth - a.bandwidth)[0]?.url;
  }
  if (qualities.length === 0) return undefined;
  // Tallest first; at one step, the file relayed as it is before one to mux.
  qualities.sort(
    (a, b) =>
      (b.height ?? 0) - (a.height ?? 0) ||
      Number(a.processing !== "none") - Number(b.processing !== "none"),
  );
  // Facebook's own player plays the progressive file: it is the default where there is one.
  const all = withDefault(qualities, { preferRelayed: true });
  const chosen = all.find((q) => q.default) ?? (all[0] as CandidateQuality);
  const candidate: FoundVideo["candidate"] = { type: "video", url: chosen.url, qualities: all };
  const thumbnail = thumbnailOf(video);
  if (thumbnail) candidate.thumbnail = thumbnail;
  const width = num(video.width) ?? num(video.original_width);
  const height = num(video.height) ?? num(video.original_height);
  if (width && height) {
    candidate.width = width;
    candidate.height = height;
  }
  return audioOnly ? { candidate, audio: audioOnly } : { candidate };
}
