import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import { isRecord, num, str } from "../../json-fields.js";
import type { CandidateQuality, Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { StreamableLink } from "../../platforms/streamable/links.js";
import { streamableSettings } from "../../platforms/streamable/settings.js";
import { Refusal, retryAfterMs } from "../../pushback/refusals.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { toMediaError } from "../../upstream/failures.js";

const METHOD = "streamable.api";

/** One file of the answer's `files` (`mp4`, `mp4-mobile`, ...). */
interface StreamableFile {
  url: string;
  height?: number;
  width?: number;
  bytes?: number;
  fps?: number;
}

/** What an answer that is not 200 says: about the video, or about who asked. */
function refusalOf(status: number, headers: Record<string, unknown>, body: string): MediaError {
  if (status === 429) return new Refusal("egress", "429", retryAfterMs(headers["retry-after"]));
  // An HTML page where JSON was asked for is the CDN's challenge, not an answer about the video.
  if (status === 403 && body.trimStart().startsWith("<")) return new Refusal("egress", "challenge");
  if (status === 404 || status === 410) return new MediaError("not_found");
  if (status === 401) return new MediaError("login_required");
  if (status === 403) return new MediaError("private");
  if (status === 408 || status === 504) return new MediaError("timeout");
  return new MediaError("upstream_failed");
}

/**
 * The ready MP4 files with a URL. A protocol-relative URL takes the API's
 * scheme, as a browser reading the answer would.
 */
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
  // The tallest first; one file per height.
  out.sort((a, b) => (b.height ?? 0) - (a.height ?? 0));
  return out.filter((f, i) => i === 0 || f.height === undefined || f.height !== out[i - 1]?.height);
}

function qualityOf(file: StreamableFile, index: number): CandidateQuality {
  const quality: CandidateQuality = {
    label: file.height ? `${file.height}p` : `file${index + 1}`,
    codec: "h264",
    ext: "mp4",
    url: file.url,
    processing: "none",
  };
  if (file.height) quality.height = file.height;
  if (file.fps) quality.fps = file.fps;
  if (file.bytes) quality.approxBytes = file.bytes;
  if (index === 0) quality.default = true;
  return quality;
}

/** The video of one answer: its files as qualities (none for the audio screen: it converts). */
function candidateOf(answer: unknown, kind: Kind, base: string): MediaCandidate {
  if (!isRecord(answer)) throw new MediaError("upstream_failed");
  const status = num(answer.status);
  if (status === 0 || status === 1) {
    throw new MediaError("not_found", "still_processing");
  }
  if (status === 3) throw new MediaError("removed");
  const files = filesOf(answer.files, base);
  const [best] = files;
  if (!best) throw Object.assign(new MediaError("upstream_failed"), { detail: "no files" });
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

/** One API request through `egress`. */
async function ask(
  link: StreamableLink,
  kind: Kind,
  context: LookupContext,
  egress: Egress,
): Promise<MediaCandidate> {
  const { apiOrigin, userAgent } = streamableSettings.of(context.config);
  let status: number;
  let text: string;
  let headers: Record<string, unknown>;
  try {
    const response = await upstreamRequest(`${apiOrigin}/videos/${encodeURIComponent(link.id)}`, {
      headers: { accept: "application/json", "user-agent": userAgent },
      signal: context.signal,
      policy: context.policy,
      egress,
    });
    text = await readText(response.body);
    status = response.statusCode;
    headers = response.headers;
  } catch (error) {
    throw context.signal.aborted ? new MediaError("timeout") : toMediaError(error);
  }
  context.onStatus?.(status);
  if (status !== 200) throw refusalOf(status, headers, text);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw Object.assign(new MediaError("upstream_failed"), { detail: "not JSON" });
  }
  return {
    ...candidateOf(answer, kind, apiOrigin),
    egress: { index: egress.index, id: egress.id },
  };
}

/**
 * The built-in Streamable extractor: the video API cobalt reads, through the egress pool (a
 * 429 or a challenge rests the egress and the next one asks).
 * Why: docs/decisions/054-streamable.md
 */
export async function streamableResolve(
  link: StreamableLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  try {
    const found = await overEgresses(context, "streamable", (egress) =>
      ask(link, kind, context, egress),
    );
    recordMethodOutcome("builtin", METHOD, "items");
    return [found];
  } catch (error) {
    const failure = error instanceof EgressesSpent ? spentUntil(error.until) : toMediaError(error);
    recordMethodOutcome("builtin", METHOD, failure.code);
    throw failure;
  }
}
