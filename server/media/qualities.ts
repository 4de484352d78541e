import type { MediaItem, MediaQuality } from "../../common/media-api.js";
import { MediaError } from "./errors.js";
import type { CandidateQuality, Kind, MediaCandidate } from "./lookup.js";
import type { FileNames } from "./platforms/platform.js";
import { tunnelUrl } from "./tunnel/link.js";

/** What names a video's qualities: its id, the screen's kind and its platform's naming. */
export interface QualityNaming {
  /** The platform whose link named the video (its hosts bound the downloads). */
  platform: string;
  id: string;
  kind: Kind;
  names: FileNames;
  /** The platform's stream headers (what its own player sends), on every quality's ticket. */
  headers?: Readonly<Record<string, string>>;
  /** The links' lifetime, when not TUNNEL_TTL_SECONDS. */
  ttlSeconds?: number;
  /** The canonical link: looked up again by an instance that cannot fetch a bound URL. */
  link?: string;
}

/**
 * A video's (or its sound's) qualities as download links: each quality its own sealed
 * ticket, naming its file by quality (`youtube-<id>-1080p.mp4`, `youtube-<id>-1080p-vp9.webm`,
 * `youtube-audio-<id>.m4a`). Why: docs/decisions/019-youtube-clients-and-muxing.md,
 * docs/decisions/006-file-names.md
 */
export function qualityItem(
  { platform, id, kind, names, headers, ttlSeconds, link }: QualityNaming,
  candidate: MediaCandidate & { qualities: CandidateQuality[] },
  ffmpeg: boolean,
  thumbnailOf: (name: string) => string | undefined,
): MediaItem {
  const audio = candidate.type === "audio";
  // Without ffmpeg only what is relayed as it is remains (a muxed format, if any).
  const usable = candidate.qualities.filter((q) => ffmpeg || q.processing === "none");
  if (usable.length === 0) {
    throw audio
      ? new MediaError("audio_unavailable")
      : new MediaError("upstream_failed", "cannot_prepare");
  }
  const qualities = usable.map((q): MediaQuality => {
    const filename = `${audio ? names.audio(id) : names.quality(id, q)}.${q.ext}`;
    const download = tunnelUrl({
      platform,
      url: q.url,
      // The platform's stream headers, and what this lookup's answer asked for (cookies).
      headers: headers || candidate.headers ? { ...headers, ...candidate.headers } : undefined,
      audioUrl: q.audioUrl,
      filename,
      processing: q.processing,
      output: q.processing === "mux" && q.ext !== "mp3" ? q.ext : undefined,
      egress: candidate.egress,
      provider: candidate.provider,
      ...(ttlSeconds === undefined ? {} : { ttlSeconds }),
      ...(q.approxBytes ? { approxBytes: q.approxBytes } : {}),
      ...(q.segmented ? { segmented: q.segmented } : {}),
      ...(link ? { relookup: { l: link, k: kind, q: q.label, c: q.codec, o: q.ext } } : {}),
    });
    const out: MediaQuality = {
      label: q.label,
      codec: q.codec,
      container: q.ext,
      download,
      filename,
    };
    if (q.height) out.height = q.height;
    if (q.fps) out.fps = q.fps;
    if (q.approxBytes) out.approxBytes = q.approxBytes;
    if (q.default) out.default = true;
    return out;
  });
  const chosen = qualities.find((q) => q.default) ?? qualities[0];
  if (!chosen) throw new MediaError("upstream_failed");
  if (!qualities.some((q) => q.default)) chosen.default = true;
  const item: MediaItem = {
    type: audio ? "audio" : "video",
    download: chosen.download,
    filename: chosen.filename,
    qualities,
  };
  const thumbnail = thumbnailOf(
    audio ? `${names.audio(id)}.jpg` : `${names.item(kind, id, 1, 1)}-thumbnail.jpg`,
  );
  if (thumbnail) item.thumbnail = thumbnail;
  return item;
}
