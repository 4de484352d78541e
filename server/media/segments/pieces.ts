/**
 * What a segmented stream is made of once its playlist is read: the pieces fetched one after
 * another (an initialisation section first, where there is one), each a URL and maybe a byte
 * range and a clear-key AES-128 key, and how long the stream plays.
 * Why: docs/decisions/072-segmented-streams.md
 */
export interface Piece {
  url: string;
  /** Inclusive byte range of the file at `url`. */
  range?: { start: number; end: number };
  /** AES-128-CBC: the key's URL and the IV. */
  key?: { url: string; iv: Buffer };
}

export interface SegmentList {
  pieces: Piece[];
  /** Seconds the stream plays (0 when the playlist does not say). */
  seconds: number;
}

/** Bounds of what one stream may be (tests shorten them). */
export const SEGMENT_LIMITS = {
  /** Pieces in one stream: six hours of 1-second segments. */
  maxSegments: 25_000,
  /** Bytes of one piece (a segment is seconds of video, an initialisation section kilobytes). */
  maxPieceBytes: 512 * 1024 ** 2,
  /** Bytes of a playlist or a manifest. */
  maxPlaylistBytes: 8 * 1024 ** 2,
};
