import { XMLParser } from "fast-xml-parser";
import { Parser } from "htmlparser2";
import { ladderLabel, ladderStep } from "./client/ladder.js";
import { isRecord, num, str } from "./json-fields.js";
import type { CandidateQuality } from "./lookup.js";

/**
 * A DASH manifest (MPD) read for its single-file representations: each video stream and each
 * sound stream that is one file at one URL (`BaseURL` with `SegmentBase`), which the tunnel can
 * fetch with ranges and mux. Segment templates and lists (live, many files) are left out.
 * Why: docs/decisions/048-facebook.md, 049-reddit.md
 */
export interface DashStream {
  url: string;
  mimeType: string;
  codecs: string;
  bandwidth: number;
  width?: number;
  height?: number;
  fps?: number;
  /** The platform's own name of the quality (Facebook's `FBQualityLabel`), when it gives one. */
  label?: string;
}

export interface DashManifest {
  videos: DashStream[];
  audios: DashStream[];
  /** `mediaPresentationDuration` in seconds, when given. */
  seconds?: number;
}

/**
 * An MPD parser: attributes kept under their own names, values as written, and the elements
 * in `arrays` always lists. Shared with the segment reader (server/media/segments/dash.ts),
 * which also drops namespace prefixes.
 */
export function mpdParser(arrays: readonly string[], removeNSPrefix = false): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: true,
    removeNSPrefix,
    isArray: (name) => arrays.includes(name),
  });
}

/** The text of the first `BaseURL` (a plain string or `{ "#text": ... }`). */
export function baseUrl(node: Record<string, unknown>): string | undefined {
  const first = Array.isArray(node.BaseURL) ? node.BaseURL[0] : undefined;
  if (typeof first === "string") return str(first.trim());
  return isRecord(first) ? str(first["#text"]) : undefined;
}

function joinBase(base: string | undefined, next: string | undefined): string | undefined {
  if (!next) return base;
  try {
    return new URL(next, base).href;
  } catch {
    return base;
  }
}

function int(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value) : num(value);
  return n !== undefined && Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}

/** A `frameRate` attribute (`30`, `30000/1001`), rounded. */
export function frameRate(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const [a, b] = value.split("/").map(Number);
  if (!a || !Number.isFinite(a)) return undefined;
  return Math.round(b ? a / b : a);
}

/** ISO 8601 durations as MPDs write them (`PT1M2.5S`, `P0DT0H0M9.6S`). */
export function isoSeconds(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const m =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      value.trim(),
    );
  if (!m) return undefined;
  const [, d = "0", h = "0", min = "0", s = "0"] = m;
  const total = Number(d) * 86400 + Number(h) * 3600 + Number(min) * 60 + Number(s);
  return total > 0 ? total : undefined;
}

/**
 * Elements kept of one manifest at most: a real one has a few dozen; a hostile answer of
 * millions of empty tags would otherwise be a tree of millions of objects.
 */
const MAX_ELEMENTS = 10_000;

/** An element of a manifest: its attributes as written, its child elements and its text. */
interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * The elements of `xml` as a tree, read by htmlparser2's XML mode (entities decoded, names as
 * written). A lookup reads Facebook's and Reddit's manifests this way rather than through
 * fast-xml-parser's objects, which cost three times as much for the few attributes wanted
 * (docs/decisions/059-platform-client.md). Not well-formed XML still gives a tree: a page
 * without an `MPD` element has no streams.
 */
function xmlTree(xml: string): XmlElement[] {
  const top: XmlElement = { name: "", attrs: {}, children: [], text: "" };
  const open: XmlElement[] = [top];
  let kept = 0;
  const parser = new Parser(
    {
      onopentag: (name, attrs) => {
        const element: XmlElement = { name, attrs, children: [], text: "" };
        // Past the bound an element is still opened and closed in turn, but kept nowhere.
        if (kept < MAX_ELEMENTS) {
          open[open.length - 1]?.children.push(element);
          kept++;
        }
        open.push(element);
      },
      ontext: (text) => {
        const current = open[open.length - 1];
        if (current && current !== top) current.text += text;
      },
      onclosetag: () => {
        if (open.length > 1) open.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return top.children;
}

function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The text of an element's first `BaseURL`, trimmed. */
function ownBase(element: XmlElement): string | undefined {
  const first = element.children.find((child) => child.name === "BaseURL");
  return first ? str(first.text.trim()) : undefined;
}

/**
 * The single-file streams of `xml`, their URLs made absolute against `manifestUrl` (and the
 * manifest's own `BaseURL`s). Throws nothing: an unreadable manifest has no streams.
 */
export function readDashManifest(xml: string, manifestUrl?: string): DashManifest {
  const mpd = xmlTree(xml).find((element) => element.name === "MPD");
  if (!mpd) return { videos: [], audios: [] };
  const videos: DashStream[] = [];
  const audios: DashStream[] = [];
  const root = joinBase(manifestUrl, ownBase(mpd));
  for (const period of childrenNamed(mpd, "Period")) {
    const periodBase = joinBase(root, ownBase(period));
    for (const adaptation of childrenNamed(period, "AdaptationSet")) {
      const setBase = joinBase(periodBase, ownBase(adaptation));
      const set = adaptation.attrs;
      const setTemplated = childrenNamed(adaptation, "SegmentTemplate").length > 0;
      for (const representation of childrenNamed(adaptation, "Representation")) {
        const own = ownBase(representation);
        const segmented = representation.children.some(
          (child) => child.name === "SegmentTemplate" || child.name === "SegmentList",
        );
        // A representation without its own file (segment templates) cannot be fetched whole.
        if (!own || segmented || setTemplated) continue;
        const url = joinBase(setBase, own);
        if (!url || !/^https?:/.test(url)) continue;
        const rep = representation.attrs;
        const mimeType = str(rep.mimeType) ?? str(set.mimeType) ?? "";
        const contentType = str(set.contentType) ?? mimeType.split("/")[0];
        const stream: DashStream = {
          url,
          mimeType,
          codecs: str(rep.codecs) ?? str(set.codecs) ?? "",
          bandwidth: int(rep.bandwidth) ?? 0,
        };
        const width = int(rep.width) ?? int(set.width);
        const height = int(rep.height) ?? int(set.height);
        const fps = frameRate(rep.frameRate ?? set.frameRate);
        const label = str(rep.FBQualityLabel);
        if (width) stream.width = width;
        if (height) stream.height = height;
        if (fps) stream.fps = fps;
        if (label) stream.label = label;
        if (contentType === "audio" || mimeType.startsWith("audio/")) audios.push(stream);
        else if (contentType === "video" || mimeType.startsWith("video/") || height) {
          videos.push(stream);
        }
      }
    }
  }
  const seconds = isoSeconds(mpd.attrs.mediaPresentationDuration);
  return seconds === undefined ? { videos, audios } : { videos, audios, seconds };
}

/** Sorts streams the fullest first: by the ladder's step of the short side, then by bits. */
export function fullestFirst(
  a: { width?: number | undefined; height?: number | undefined; bandwidth: number },
  b: { width?: number | undefined; height?: number | undefined; bandwidth: number },
): number {
  return ladderStep(b.width, b.height) - ladderStep(a.width, a.height) || b.bandwidth - a.bandwidth;
}

/** The codec family of an RFC 6381 codecs string, as qualities name it; undefined when unknown. */
export function videoCodec(codecs: string): "h264" | "vp9" | "av1" | undefined {
  const c = codecs.toLowerCase();
  if (c.startsWith("avc") || c.startsWith("h264")) return "h264";
  if (c.startsWith("vp09") || c.startsWith("vp9")) return "vp9";
  if (c.startsWith("av01")) return "av1";
  return undefined;
}

/**
 * Every video stream of `manifest` as a quality muxed with its best sound stream (MP4 with
 * AAC; WebM with Opus or Vorbis), one per label and codec, best first. Without any sound stream
 * (a silent clip) the video is offered as it is; a video no sound fits is left out. Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
export function dashQualities(manifest: DashManifest): CandidateQuality[] {
  const bestAudio = (webm: boolean) =>
    manifest.audios
      .filter((a) => (webm ? a.mimeType.includes("webm") : !a.mimeType.includes("webm")))
      .sort((a, b) => b.bandwidth - a.bandwidth)[0];
  const seen = new Set<string>();
  const out: CandidateQuality[] = [];
  const sorted = [...manifest.videos].sort(fullestFirst);
  for (const video of sorted) {
    const codec = videoCodec(video.codecs);
    if (!codec) continue;
    const webm = video.mimeType.includes("webm");
    const ext = webm ? "webm" : "mp4";
    // Named by the short side, as every quality is (a 720x1280 video is 720p).
    const step = ladderStep(video.width, video.height);
    const height = step > 0 ? step : undefined;
    const label = ladderLabel(video.width, video.height, video.fps) ?? video.label;
    if (!label || seen.has(`${label}/${codec}`)) continue;
    seen.add(`${label}/${codec}`);
    const audio = bestAudio(webm);
    // A video whose container has no sound to go with it would be offered silent: left out.
    if (!audio && manifest.audios.length > 0) continue;
    const bits = video.bandwidth + (audio?.bandwidth ?? 0);
    const approxBytes = manifest.seconds && bits ? Math.round((bits * manifest.seconds) / 8) : 0;
    out.push({
      label,
      codec,
      ext,
      url: video.url,
      ...(audio ? { audioUrl: audio.url } : {}),
      processing: audio ? "mux" : "none",
      ...(height ? { height } : {}),
      ...(video.fps ? { fps: video.fps } : {}),
      ...(approxBytes ? { approxBytes } : {}),
    });
  }
  return out;
}
