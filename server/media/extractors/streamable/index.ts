import {
  type AnswerRules,
  ladderStep,
  type PlatformExtractor,
  unreadable,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { CandidateQuality, Kind, MediaCandidate } from "../../lookup.js";
import type { StreamableLink } from "../../platforms/streamable/links.js";
import { streamableSettings } from "../../platforms/streamable/settings.js";

/** One file of the answer's `files` (`mp4`, `mp4-mobile`, ...). */
interface StreamableFile {
  url: string;
  height?: number;
  width?: number;
  bytes?: number;
  fps?: number;
}

/**
 * Streamable's own reading of its answers, over the shared table (decision 059): an HTML 403
 * where JSON was asked for is the CDN's challenge (the address rests); a JSON 403 or 401 is a
 * wall the probe judges (a private video, or one only its owner signed in may see).
 */
export const STREAMABLE_ANSWERS: AnswerRules = {
  read(answer) {
    if (answer.status === 403 && answer.isHtml) return { is: "busy", detail: "challenge" };
    if (answer.status === 403) return { is: "wall", as: "private", detail: "403" };
    return undefined;
  },
};

/** The ready MP4 files with a URL; a protocol-relative URL takes the API's scheme. */
function filesOf(files: unknown, base: string): StreamableFile[] {
  if (!isRecord(files)) return [];
  const out: StreamableFile[] = [];
  for (const [key, file] of Object.entries(files)) {
    // `mp4` and `mp4-mobile` are Streamable's H.264 encodes (cobalt reads only those);
    // `original` is the upload as it came, in any container.
    if (!key.startsWith("mp4") || !isRecord(file)) continue;
    const url = str(file.url);
    const status = num(file.status);
    if (!url || (status !== undefined && status !== 2)) continue;
    const found: StreamableFile = { url: new URL(url, base).href };
    const height = num(file.height);
    const width = num(file.width);
    const bytes = num(file.size);
    const fps = num(file.framerate);
    if (height) found.height = height;
    if (width) found.width = width;
    if (bytes) found.bytes = bytes;
    if (fps) found.fps = Math.round(fps);
    out.push(found);
  }
  // The best first; one file per step of the ladder.
  out.sort((a, b) => ladderStepOf(b) - ladderStepOf(a));
  return out.filter(
    (f, i) =>
      i === 0 ||
      ladderStepOf(f) === 0 ||
      ladderStepOf(f) !== ladderStepOf(out[i - 1] as StreamableFile),
  );
}

/** The file's step on the one quality ladder (by its short side); 0 when its size is unknown. */
function ladderStepOf(file: StreamableFile): number {
  return ladderStep(file.width, file.height);
}

function qualityOf(file: StreamableFile, index: number): CandidateQuality {
  const step = ladderStepOf(file);
  const quality: CandidateQuality = {
    label: step ? `${step}p` : `file${index + 1}`,
    codec: "h264",
    ext: "mp4",
    url: file.url,
    processing: "none",
  };
  if (step) quality.height = step;
  if (file.fps) quality.fps = file.fps;
  if (file.bytes) quality.approxBytes = file.bytes;
  if (index === 0) quality.default = true;
  return quality;
}

/** The video of one answer: its files as qualities (none for the audio screen: it converts). */
function candidateOf(answer: unknown, kind: Kind, base: string): MediaCandidate {
  if (!isRecord(answer)) throw unreadable("not an object");
  const status = num(answer.status);
  if (status === 0 || status === 1) throw new MediaError("not_found", "still_processing");
  if (status === 3) throw new MediaError("removed");
  const files = filesOf(answer.files, base);
  const [best] = files;
  if (!best) throw unreadable("no files");
  const candidate: MediaCandidate = { type: "video", url: best.url, ext: "mp4" };
  if (best.width && best.height) {
    candidate.width = best.width;
    candidate.height = best.height;
  }
  const thumbnail = str(answer.thumbnail_url);
  if (thumbnail) candidate.thumbnail = new URL(thumbnail, base).href;
  if (kind !== "audio" && files.length > 1) candidate.qualities = files.map(qualityOf);
  return candidate;
}

export const streamableExtractor: PlatformExtractor<StreamableLink> = {
  /**
   * The built-in Streamable extractor: the video API cobalt reads, one request through the
   * attempt's client. Why: docs/decisions/054-streamable.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
   */
  extract: async (link, kind, client) => {
    const { apiOrigin, userAgent } = streamableSettings.of(client.config);
    const answer = await client.json(`${apiOrigin}/videos/${encodeURIComponent(link.id)}`, {
      headers: { "user-agent": userAgent },
    });
    return [candidateOf(answer, kind, apiOrigin)];
  },
  method: "api",
  answers: STREAMABLE_ANSWERS,
};
