import { createDecipheriv } from "node:crypto";
import type { Readable } from "node:stream";
import type { Egress } from "../egress/pool.js";
import { discard, MAX_MEDIA_BYTES } from "../tunnel/answer.js";
import { pulledSource, SourceFailed, sourceRequest } from "../tunnel/ranged.js";
import type { PolicyCheck } from "../upstream/policy-check.js";
import { type Piece, SEGMENT_LIMITS } from "./pieces.js";

export interface SourceOptions {
  headers: Record<string, string>;
  policy: PolicyCheck;
  signal: AbortSignal;
  egress?: Egress;
}

/**
 * One stream of segments as one readable: each piece fetched in turn through our policy-checked
 * client (its range, if any, asked for), decrypted when it is clear-key AES-128, and passed on
 * as it arrives. One piece is in flight at a time and the next is asked only when the reader
 * wants more, so memory holds a read buffer whatever the stream's length. A piece that fails
 * (an error status, a broken body) fails the stream: the download is cut, never padded.
 * Why: docs/decisions/072-segmented-streams.md
 */
export function segmentSource(pieces: readonly Piece[], options: SourceOptions): Readable {
  return pulledSource(options.signal, async function* chunks(signal): AsyncGenerator<Buffer> {
    const keys = new Map<string, Promise<Buffer>>();
    const keyOf = (url: string) => {
      let key = keys.get(url);
      if (!key) {
        key = fetchKey(url, options, signal);
        keys.set(url, key);
      }
      return key;
    };
    let total = 0;
    for (const piece of pieces) {
      const headers = { ...options.headers };
      if (piece.range) headers.range = `bytes=${piece.range.start}-${piece.range.end}`;
      const key = piece.key ? await keyOf(piece.key.url) : undefined;
      const response = await sourceRequest(piece.url, headers, signal, options);
      const status = response.statusCode;
      if (status !== 200 && status !== 206) {
        discard(response);
        throw new SourceFailed(status);
      }
      // A server that ignores the range sends the whole file: only the asked bytes are kept.
      let skip = piece.range && status === 200 ? piece.range.start : 0;
      let left = piece.range ? piece.range.end - piece.range.start + 1 : Number.POSITIVE_INFINITY;
      const decipher =
        key && piece.key ? createDecipheriv("aes-128-cbc", key, piece.key.iv) : undefined;
      let got = 0;
      for await (const raw of response.body) {
        let chunk = raw as Buffer;
        got += chunk.length;
        if (got > SEGMENT_LIMITS.maxPieceBytes) throw new SourceFailed(413);
        if (skip > 0) {
          const dropped = Math.min(skip, chunk.length);
          chunk = chunk.subarray(dropped);
          skip -= dropped;
        }
        if (chunk.length > left) chunk = chunk.subarray(0, left);
        left -= chunk.length;
        const out = decipher ? decipher.update(chunk) : chunk;
        total += out.length;
        if (total > MAX_MEDIA_BYTES) throw new SourceFailed(413);
        if (out.length > 0) yield out;
        if (left <= 0) {
          discard(response);
          break;
        }
      }
      if (decipher) {
        const last = decipher.final();
        if (last.length > 0) yield last;
      }
    }
  });
}

/** A clear-key AES-128 key: 16 bytes at a URL on the platform's hosts. */
async function fetchKey(url: string, options: SourceOptions, signal: AbortSignal): Promise<Buffer> {
  const response = await sourceRequest(url, options.headers, signal, options);
  if (response.statusCode !== 200) {
    discard(response);
    throw new SourceFailed(response.statusCode);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > 16) break;
    chunks.push(chunk as Buffer);
  }
  discard(response);
  if (size !== 16) throw new SourceFailed(502);
  return Buffer.concat(chunks);
}
