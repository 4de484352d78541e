import type { MediaItem, ResolveResponse } from "../../common/media-api.js";
import { getConfig } from "../config.js";
import { MediaError } from "./errors.js";
import { extensionOf } from "./file-types.js";
import type { CandidateQuality, Kind, MediaCandidate } from "./lookup.js";
import { type MediaLink, platformOf } from "./platforms/index.js";
import { qualityItem } from "./qualities.js";
import { archiveUrl } from "./tunnel/archive-token.js";
import { ffmpegAvailable } from "./tunnel/ffmpeg.js";
import { tunnelUrl } from "./tunnel/link.js";
import { openTicket, type Ticket } from "./tunnel/token.js";

function extension(candidate: MediaCandidate): string {
  if (candidate.ext) return candidate.ext;
  const own = extensionOf(candidate.url);
  if (own) return own;
  return candidate.type === "video" ? "mp4" : candidate.type === "audio" ? "m4a" : "jpg";
}

/**
 * The quality a candidate of several (or the audio screen's source) is downloaded in when it is
 * a segmented stream: its default. Why: docs/decisions/072-segmented-streams.md
 */
function segmentedDefault(c: MediaCandidate): CandidateQuality | undefined {
  const chosen = c.qualities?.find((q) => q.default) ?? c.qualities?.[0];
  return chosen?.segmented ? chosen : undefined;
}

/** The quality a video of several qualities among a post's items is given in: its default. */
function chosenQuality(c: MediaCandidate): CandidateQuality | undefined {
  if (!c.qualities || c.type !== "video") return undefined;
  return c.qualities.find((q) => q.default) ?? c.qualities[0];
}

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 80);
}

/** How the download links of one answer are made. */
export interface LinkOptions {
  /** Their lifetime, when not TUNNEL_TTL_SECONDS (API callers). */
  tunnelTtlSeconds?: number;
}

/**
 * Candidates as tunnel links with their file names, named by the link's platform, and for a
 * post of several items one ZIP of them all.
 * Why: docs/decisions/006-file-names.md, 020-download-all-zip.md
 */
export async function toItems(
  link: MediaLink,
  kind: Kind,
  candidates: MediaCandidate[],
  { tunnelTtlSeconds: ttlSeconds }: LinkOptions = {},
): Promise<ResolveResponse> {
  const platform = platformOf(link);
  const lifetime = ttlSeconds === undefined ? {} : { ttlSeconds };
  const names = platform.names;
  const id = safeName(platform.mediaId(link));
  const thumbnailOf = (c: MediaCandidate, name: string) =>
    c.thumbnail
      ? tunnelUrl({
          platform: link.platform,
          url: c.thumbnail,
          headers: c.headers,
          filename: name,
          disposition: "inline",
          // A thumbnail works from any address: only the egress's position and id go along.
          egress: c.egress ? { index: c.egress.index, id: c.egress.id } : undefined,
          provider: c.provider,
          ...lifetime,
        })
      : undefined;

  const offered = candidates[0];
  if (offered?.qualities && candidates.length === 1) {
    const ffmpeg = offered.qualities.every((q) => q.processing === "none")
      ? true
      : (await ffmpegAvailable()).ok;
    const candidate = offered as MediaCandidate & { qualities: CandidateQuality[] };
    const base = {
      platform: link.platform,
      id,
      kind,
      names,
      headers: platform.streamHeaders,
      link: link.url,
      ...lifetime,
    };
    return { items: [qualityItem(base, candidate, ffmpeg, (name) => thumbnailOf(offered, name))] };
  }

  if (kind === "audio") {
    const source =
      candidates.find((c) => c.type === "audio") ?? candidates.find((c) => c.type === "video");
    if (!source) throw new MediaError("not_found", "no_sound");
    const filename = `${names.audio(id)}.mp3`;
    if (!source.mp3 && !(await ffmpegAvailable()).ok) throw new MediaError("audio_unavailable");
    const stream = segmentedDefault(source);
    const item: MediaItem = {
      type: "audio",
      download: tunnelUrl({
        platform: link.platform,
        // A segmented stream's sound: its audio rendition, else the stream itself.
        url: stream ? (stream.audioUrl ?? stream.url) : source.url,
        headers: source.headers,
        filename,
        processing: source.mp3 ? "none" : "mp3",
        egress: source.egress,
        provider: source.provider,
        ...(stream?.segmented
          ? {
              segmented: {
                ...stream.segmented,
                ...(stream.segmented.audio ? { video: stream.segmented.audio } : {}),
                audio: undefined,
              },
            }
          : {}),
        ...lifetime,
      }),
      filename,
    };
    const thumbnail = thumbnailOf(source, `${names.audio(id)}.jpg`);
    if (thumbnail) item.thumbnail = thumbnail;
    return { items: [item] };
  }

  const ffmpegOk = candidates.some((c) => c.qualities?.some((q) => q.processing !== "none"))
    ? (await ffmpegAvailable()).ok
    : true;
  const soundsIn = candidates.filter((c) => c.type === "audio").length;
  const items = candidates.map((c, index) => {
    // A post's one sound among its photos (a TikTok slideshow's) is named as the sound; the
    // tracks of a set keep their places.
    const base =
      c.type === "audio" && candidates.length > 1 && soundsIn === 1
        ? names.audio(id)
        : names.item(kind, id, index + 1, candidates.length);
    if (c.qualities && c.type === "video" && !segmentedDefault(c)) {
      // A post's video of several qualities (Facebook's): its qualities named by its place.
      // Why: docs/decisions/086-facebook-posts-with-several-videos.md
      const own = `${id}-${index + 1}`;
      const naming = {
        platform: link.platform,
        id: own,
        kind,
        names,
        headers: platform.streamHeaders,
        ...lifetime,
      };
      const candidate = c as MediaCandidate & { qualities: CandidateQuality[] };
      const item = qualityItem(naming, candidate, ffmpegOk, (name) => thumbnailOf(c, name));
      if (c.width && c.height) {
        item.width = c.width;
        item.height = c.height;
      }
      return item;
    }
    const stream = segmentedDefault(c);
    const filename = `${base}.${stream ? stream.ext : extension(c)}`;
    const item: MediaItem = {
      type: c.type,
      download: tunnelUrl({
        platform: link.platform,
        url: c.url,
        headers: c.headers,
        filename,
        egress: c.egress,
        provider: c.provider,
        ...(stream
          ? {
              url: stream.url,
              audioUrl: stream.audioUrl,
              headers: { ...platform.streamHeaders, ...c.headers },
              processing: stream.processing,
              output: stream.ext === "mp3" ? undefined : stream.ext,
              segmented: stream.segmented,
              approxBytes: stream.approxBytes,
            }
          : {}),
        ...lifetime,
      }),
      filename,
    };
    const thumbnail = thumbnailOf(c, c.type === "photo" ? filename : `${base}-thumbnail.jpg`);
    if (thumbnail) item.thumbnail = thumbnail;
    if (c.width && c.height) {
      item.width = c.width;
      item.height = c.height;
    }
    return item;
  });
  if (kind !== "post" || candidates.length < 2) return { items };
  // A segmented stream, or a video whose chosen quality is muxed, is made by ffmpeg into the
  // ZIP as its own download is: its entry carries its item's ticket (docs/decisions/076-batch-zip.md).
  const made = (c: MediaCandidate, item: MediaItem): Ticket | undefined => {
    if (!segmentedDefault(c) && (chosenQuality(c)?.processing ?? "none") === "none") {
      return undefined;
    }
    const token = /^\/api\/tunnel\/([A-Za-z0-9_-]+)$/.exec(item.download)?.[1];
    return token ? openTicket(token, getConfig().authSecret) : undefined;
  };
  const entries = candidates.map((c, index) => {
    const item = items[index] as MediaItem;
    const ticket = made(c, item);
    if (ticket) {
      return { url: ticket.u, headers: ticket.h, filename: item.filename, made: ticket };
    }
    const chosen = chosenQuality(c);
    return {
      url: chosen?.url ?? c.url,
      headers: chosen ? { ...platform.streamHeaders, ...c.headers } : c.headers,
      filename: item.filename,
    };
  });
  // ffmpeg makes those entries: without it, no ZIP.
  if (entries.some((e) => e.made) && !(await ffmpegAvailable()).ok) return { items };
  const filename = `${names.archive(id)}.zip`;
  const download = archiveUrl(entries, filename, {
    platform: link.platform,
    egress: candidates[0]?.egress,
    ttlSeconds,
    provider: candidates[0]?.provider,
  });
  return download ? { items, archive: { download, filename } } : { items };
}
