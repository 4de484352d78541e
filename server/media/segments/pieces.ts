import type { PlatformClient } from "../client/client.js";

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

/**
 * Every piece's URL (and key's) checked against the policy before a byte is fetched: a
 * playlist that names a private address, another platform's host or plain HTTP is refused whole,
 * not once the download has begun. (The address a name resolves to is checked at connect time.)
 */
export function checkPieces(
  streams: readonly SegmentList[],
  policy: Pick<PlatformClient["policy"], "check">,
): void {
  const seen = new Set<string>();
  for (const stream of streams) {
    for (const piece of stream.pieces) {
      for (const url of piece.key ? [piece.url, piece.key.url] : [piece.url]) {
        const parsed = new URL(url);
        // The policy judges an origin (scheme, host, port) and any credentials, never a path:
        // once per origin, and every URL that carries credentials.
        if (seen.has(parsed.origin) && !parsed.username && !parsed.password) continue;
        policy.check(parsed);
        seen.add(parsed.origin);
      }
    }
  }
}
