import type { PlatformClient } from "../../client/index.js";
import { ladderLabel, ladderStep, withDefault } from "../../client/index.js";
import { num, recordsAt, str } from "../../json-fields.js";
import type { CandidateQuality, Kind } from "../../lookup.js";

/** The host policy of the lookup, as its client holds it. */
type PolicyCheck = PlatformClient["policy"];

/**
 * bilibili's DASH as its play answers list it (`data.dash.video[]`, `data.dash.audio[]`): each
 * stream one whole `.m4s` file (not segments), so a quality is a video file and the best sound
 * muxed into one MP4, as YouTube's separate streams are. Why: docs/decisions/083-bilibili.md
 */
export interface DashStream {
  url: string;
  /** bilibili's quality number (`qn`: 80 is 1080p, 64 720p...); audio ids are 302xx. */
  id: number;
  width?: number;
  height?: number;
  fps?: number;
  bandwidth: number;
  codec: "h264" | "av1" | "hevc" | "aac" | "other";
  bytes?: number;
}

export interface Dash {
  video: DashStream[];
  audio: DashStream[];
}

function codecOf(codecs: string | undefined): DashStream["codec"] {
  const c = (codecs ?? "").toLowerCase();
  if (c.startsWith("avc")) return "h264";
  if (c.startsWith("av01")) return "av1";
  if (c.startsWith("hev") || c.startsWith("hvc")) return "hevc";
  if (c.startsWith("mp4a")) return "aac";
  return "other";
}

/**
 * The first of a stream's URLs (its own, then its backups) the platform's host policy lets us
 * fetch: the peer CDN (`*.mcdn.bilivideo.cn:8082`) listed first for some is on a port we never
 * fetch from.
 */
function fetchable(stream: Record<string, unknown>, policy: PolicyCheck): string | undefined {
  const urls = [
    str(stream.baseUrl),
    str(stream.base_url),
    ...(Array.isArray(stream.backupUrl) ? stream.backupUrl : []),
    ...(Array.isArray(stream.backup_url) ? stream.backup_url : []),
  ].filter((u): u is string => typeof u === "string" && URL.canParse(u));
  return urls.find((u) => {
    try {
      policy.check(new URL(u));
      return true;
    } catch {
      return false;
    }
  });
}

function streamsOf(list: Record<string, unknown>[], policy: PolicyCheck): DashStream[] {
  const out: DashStream[] = [];
  for (const s of list) {
    const url = fetchable(s, policy);
    const id = num(s.id);
    if (!url || id === undefined) continue;
    const fps = Number(str(s.frameRate) ?? str(s.frame_rate));
    const stream: DashStream = {
      url,
      id,
      bandwidth: num(s.bandwidth) ?? 0,
      codec: codecOf(str(s.codecs)),
    };
    const width = num(s.width);
    const height = num(s.height);
    const bytes = num(s.size);
    if (width) stream.width = width;
    if (height) stream.height = height;
    if (Number.isFinite(fps) && fps > 0) stream.fps = fps;
    if (bytes) stream.bytes = bytes;
    out.push(stream);
  }
  return out;
}

/** The DASH streams of a play answer's `data` (the page's `__playinfo__` or the API's). */
export function dashOf(data: unknown, policy: PolicyCheck): Dash | undefined {
  const video = streamsOf(recordsAt(data, "dash", "video"), policy);
  const audio = streamsOf(recordsAt(data, "dash", "audio"), policy);
  if (video.length === 0 || audio.length === 0) return undefined;
  return { video, audio };
}

/** The tallest ladder step a DASH offers (0 when none): which of two answers says more. */
export function tallest(dash: Dash | undefined): number {
  return Math.max(0, ...(dash?.video ?? []).map((v) => ladderStep(v.width, v.height)));
}

function best(streams: DashStream[]): DashStream | undefined {
  return [...streams].sort((a, b) => b.bandwidth - a.bandwidth)[0];
}

/**
 * Every quality: per ladder step, the best H.264 file and the best AV1 file, each muxed with
 * the best sound (HEVC left out: not a codec the product offers); the best H.264 up to 1080p
 * by the short side is the default. For the audio screen: MP3 from the best sound, and that
 * sound as M4A.
 */
export function dashQualities(dash: Dash, kind: Kind): CandidateQuality[] {
  const audio = best(dash.audio);
  if (!audio) return [];
  if (kind === "audio") {
    const m4a: CandidateQuality = {
      label: "M4A",
      codec: "aac",
      ext: "m4a",
      url: audio.url,
      processing: "mux",
    };
    if (audio.bytes) m4a.approxBytes = audio.bytes;
    return [
      { label: "MP3", codec: "mp3", ext: "mp3", url: audio.url, processing: "mp3", default: true },
      m4a,
    ];
  }
  const chosen = new Map<string, DashStream>();
  for (const video of dash.video) {
    if (video.codec !== "h264" && video.codec !== "av1") continue;
    const key = `${ladderStep(video.width, video.height)}:${video.codec}`;
    const held = chosen.get(key);
    if (!held || video.bandwidth > held.bandwidth) chosen.set(key, video);
  }
  const qualities = [...chosen.values()]
    .sort(
      (a, b) =>
        ladderStep(b.width, b.height) - ladderStep(a.width, a.height) ||
        (a.codec === "h264" ? -1 : 1),
    )
    .map((video): CandidateQuality => {
      const quality: CandidateQuality = {
        label: ladderLabel(video.width, video.height, video.fps) ?? `${video.id}`,
        height: ladderStep(video.width, video.height),
        codec: video.codec === "av1" ? "av1" : "h264",
        ext: "mp4",
        url: video.url,
        audioUrl: audio.url,
        processing: "mux",
      };
      if (video.fps && video.fps > 30) quality.fps = Math.round(video.fps);
      if (video.bytes && audio.bytes) quality.approxBytes = video.bytes + audio.bytes;
      return quality;
    });
  return withDefault(qualities);
}
