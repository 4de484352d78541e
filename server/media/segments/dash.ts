import { baseUrl, frameRate, isoSeconds, mpdParser } from "../dash-manifest.js";
import { MediaError } from "../errors.js";
import { isRecord, str } from "../json-fields.js";
import { type Piece, SEGMENT_LIMITS, type SegmentList } from "./pieces.js";

/**
 * A DASH manifest read for its segments: each representation's initialisation section and
 * media segments, from a `SegmentTemplate` (numbered, or timed by a `SegmentTimeline`), a
 * `SegmentList`, or one file (`BaseURL` alone). A manifest with `ContentProtection` is DRM and
 * refused; a dynamic (live) one too. Why: docs/decisions/072-segmented-streams.md
 */

export interface DashRepresentation {
  id: string;
  bandwidth: number;
  codecs: string;
  width?: number;
  height?: number;
  fps?: number;
}

export interface DashStreams {
  videos: DashRepresentation[];
  audios: DashRepresentation[];
  seconds: number;
}

type Node = Record<string, unknown>;

const parser = mpdParser(
  ["Period", "AdaptationSet", "Representation", "BaseURL", "S", "SegmentURL"],
  true,
);

export function isDash(text: string): boolean {
  return /<MPD[\s>]/.test(text.slice(0, 4096));
}

function list(value: unknown): Node[] {
  return Array.isArray(value) ? value.filter(isRecord) : isRecord(value) ? [value] : [];
}

function join(base: string, next: string | undefined): string {
  if (!next) return base;
  const url = new URL(next, base);
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new MediaError("upstream_failed");
  return url.href;
}

function int(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value) : undefined;
  return n !== undefined && Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

interface Document {
  mpd: Node;
  periods: { node: Node; base: string; seconds: number }[];
  seconds: number;
}

function open(xml: string, manifestUrl: string): Document {
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    throw new MediaError("upstream_failed", "cannot_prepare");
  }
  const mpd = isRecord(doc) && isRecord(doc.MPD) ? doc.MPD : undefined;
  if (!mpd) throw new MediaError("upstream_failed", "cannot_prepare");
  // Any protection scheme (Widevine, PlayReady, even plain CENC) needs a licence or a key the
  // manifest does not give: DRM for us.
  if (/<(?:\w+:)?ContentProtection[\s>/]/.test(xml)) {
    throw new MediaError("unsupported_link", "drm_protected");
  }
  if (str(mpd.type) === "dynamic") throw new MediaError("live_stream");
  const total = isoSeconds(mpd.mediaPresentationDuration) ?? 0;
  const root = join(manifestUrl, baseUrl(mpd));
  const nodes = list(mpd.Period);
  const starts = nodes.map((p) => isoSeconds(p.start) ?? undefined);
  const periods = nodes.map((node, index) => {
    const own = isoSeconds(node.duration);
    const next = starts[index + 1];
    const start = starts[index] ?? 0;
    const seconds = own ?? (next !== undefined ? next - start : Math.max(0, total - start));
    return { node, base: join(root, baseUrl(node)), seconds };
  });
  const seconds = total || periods.reduce((sum, p) => sum + p.seconds, 0);
  return { mpd, periods, seconds };
}

/** Every representation of the first period, by kind. */
export function readDash(xml: string, manifestUrl: string): DashStreams {
  const { periods, seconds } = open(xml, manifestUrl);
  const videos: DashRepresentation[] = [];
  const audios: DashRepresentation[] = [];
  const first = periods[0];
  if (!first) return { videos, audios, seconds };
  for (const set of list(first.node.AdaptationSet)) {
    for (const rep of list(set.Representation)) {
      const id = str(rep.id);
      if (!id) continue;
      const mimeType = str(rep.mimeType) ?? str(set.mimeType) ?? "";
      const contentType = str(set.contentType) ?? mimeType.split("/")[0];
      const out: DashRepresentation = {
        id,
        bandwidth: int(rep.bandwidth) ?? 0,
        codecs: str(rep.codecs) ?? str(set.codecs) ?? "",
      };
      const width = int(rep.width) ?? int(set.width);
      const height = int(rep.height) ?? int(set.height);
      const fps = frameRate(rep.frameRate ?? set.frameRate);
      if (width) out.width = width;
      if (height) out.height = height;
      if (fps) out.fps = fps;
      if (contentType === "audio") audios.push(out);
      else if (contentType === "video" || height) videos.push(out);
    }
  }
  return { videos, audios, seconds };
}

/** `$RepresentationID$`, `$Number%05d$`, `$Time$`, `$Bandwidth$`, `$$` (ISO 23009-1, 5.3.9.4.4). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\$(\w*)(?:%0(\d+)d)?\$/g, (whole, name: string, width?: string) => {
    if (name === "") return "$";
    const value = values[name];
    if (value === undefined) return whole;
    const text = String(value);
    return width ? text.padStart(Number(width), "0") : text;
  });
}

/** The attributes of a template, the representation's own over its set's and period's. */
function merged(...nodes: unknown[]): Node | undefined {
  const found = nodes.filter(isRecord);
  if (found.length === 0) return undefined;
  return Object.assign({}, ...found.reverse()) as Node;
}

function rangeOf(value: unknown): Piece["range"] {
  const m = typeof value === "string" ? /^(\d+)-(\d+)$/.exec(value) : null;
  return m ? { start: Number(m[1]), end: Number(m[2]) } : undefined;
}

function representationPieces(period: Document["periods"][number], set: Node, rep: Node): Piece[] {
  const id = str(rep.id) ?? "";
  const base = join(join(period.base, baseUrl(set)), baseUrl(rep));
  const values = { RepresentationID: id, Bandwidth: int(rep.bandwidth) ?? 0 };
  const template = merged(rep.SegmentTemplate, set.SegmentTemplate, period.node.SegmentTemplate);
  const pieces: Piece[] = [];
  const add = (piece: Piece) => {
    if (pieces.length >= SEGMENT_LIMITS.maxSegments) {
      throw new MediaError("upstream_failed", "cannot_prepare");
    }
    pieces.push(piece);
  };
  if (template) {
    const init = str(template.initialization);
    if (init) add({ url: join(base, fill(init, values)) });
    const media = str(template.media);
    if (!media) throw new MediaError("upstream_failed", "cannot_prepare");
    const timescale = int(template.timescale) || 1;
    let number = int(template.startNumber) ?? 1;
    const timeline = isRecord(template.SegmentTimeline) ? list(template.SegmentTimeline.S) : [];
    if (timeline.length > 0) {
      let time = 0;
      const end = period.seconds * timescale;
      timeline.forEach((s, index) => {
        time = int(s.t) ?? time;
        const d = int(s.d) ?? 0;
        if (d <= 0) throw new MediaError("upstream_failed", "cannot_prepare");
        let repeat = Number(s.r ?? 0);
        if (repeat < 0) {
          // Repeat until the next entry's time, or the period's end.
          const until = int(timeline[index + 1]?.t) ?? end;
          repeat = Math.max(0, Math.ceil((until - time) / d) - 1);
        }
        for (let i = 0; i <= repeat; i++) {
          add({ url: join(base, fill(media, { ...values, Number: number, Time: time })) });
          number += 1;
          time += d;
        }
      });
    } else {
      const duration = int(template.duration);
      if (!duration || period.seconds <= 0)
        throw new MediaError("upstream_failed", "cannot_prepare");
      const count = Math.ceil((period.seconds * timescale) / duration - 1e-6);
      if (count > SEGMENT_LIMITS.maxSegments)
        throw new MediaError("upstream_failed", "cannot_prepare");
      for (let i = 0; i < count; i++) {
        add({
          url: join(base, fill(media, { ...values, Number: number + i, Time: i * duration })),
        });
      }
    }
    return pieces;
  }
  const segmentList = isRecord(rep.SegmentList)
    ? rep.SegmentList
    : isRecord(set.SegmentList)
      ? set.SegmentList
      : undefined;
  if (segmentList) {
    const init = isRecord(segmentList.Initialization) ? segmentList.Initialization : undefined;
    if (init) {
      const range = rangeOf(init.range);
      add({ url: join(base, str(init.sourceURL)), ...(range ? { range } : {}) });
    }
    for (const segment of list(segmentList.SegmentURL)) {
      const range = rangeOf(segment.mediaRange);
      add({ url: join(base, str(segment.media)), ...(range ? { range } : {}) });
    }
    return pieces;
  }
  // One file: the representation's BaseURL as a whole.
  return [{ url: base }];
}

/**
 * The pieces of representation `id` across the manifest's periods, in order (a period that
 * lacks it is a gap the stream cannot have: refused).
 */
export function dashPieces(xml: string, manifestUrl: string, id: string): SegmentList {
  const doc = open(xml, manifestUrl);
  const pieces: Piece[] = [];
  for (const period of doc.periods) {
    let found = false;
    for (const set of list(period.node.AdaptationSet)) {
      for (const rep of list(set.Representation)) {
        if (str(rep.id) !== id) continue;
        const own = representationPieces(period, set, rep);
        // A later period's initialisation section repeats the first's: one stream, one init.
        pieces.push(
          ...(pieces.length > 0 && own.length > 1
            ? own.slice(hasInit(rep, set, period.node) ? 1 : 0)
            : own),
        );
        found = true;
      }
    }
    if (!found) throw new MediaError("upstream_failed", "file_gone");
  }
  if (pieces.length === 0) throw new MediaError("upstream_failed", "file_gone");
  return { pieces, seconds: doc.seconds };
}

function hasInit(rep: Node, set: Node, period: Node): boolean {
  const template = merged(rep.SegmentTemplate, set.SegmentTemplate, period.SegmentTemplate);
  if (template) return Boolean(str(template.initialization));
  const segmentList = isRecord(rep.SegmentList) ? rep.SegmentList : set.SegmentList;
  return isRecord(segmentList) && isRecord(segmentList.Initialization);
}
