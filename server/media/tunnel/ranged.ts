import { Readable } from "node:stream";
import type { Egress } from "../egress/pool.js";
import { type UpstreamResponse, upstreamRequest } from "../upstream/client.js";
import type { PolicyCheck } from "../upstream/policy-check.js";
import { discard, MAX_MEDIA_BYTES } from "./answer.js";

/** Bytes asked for in one request (cobalt reads YouTube in 8 MB pieces; yt-dlp in 10 MB). */
export const rangedLimits = { chunkBytes: 8 * 1024 * 1024 };

export class SourceFailed extends Error {
  constructor(readonly status: number) {
    super(`Source answered ${status}`);
    this.name = "SourceFailed";
  }
}

/** A request for a source's bytes through our policy-checked client, on its egress if any. */
export function sourceRequest(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  options: { policy: PolicyCheck; egress?: Egress | undefined },
): Promise<UpstreamResponse> {
  return upstreamRequest(url, {
    headers,
    signal,
    policy: options.policy,
    ...(options.egress ? { egress: options.egress } : {}),
  });
}

/**
 * A source's chunks as a readable that asks for the next only when the reader wants more.
 * Destroying it must end the request in flight at once (the generator is given a signal for
 * that, aborted with `parent` too): a generator waiting on a trickling body would otherwise only
 * notice at its next byte. Why: docs/decisions/072-segmented-streams.md
 */
export function pulledSource(
  parent: AbortSignal,
  chunks: (signal: AbortSignal) => AsyncGenerator<Buffer>,
): Readable {
  const own = new AbortController();
  const onParent = () => own.abort();
  parent.addEventListener("abort", onParent, { once: true });
  const iterator = chunks(own.signal);
  return new Readable({
    highWaterMark: 256 * 1024,
    read() {
      iterator.next().then(
        ({ value, done }) => {
          if (done) this.push(null);
          else this.push(value);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new SourceFailed(0)),
      );
    },
    destroy(error, callback) {
      own.abort();
      parent.removeEventListener("abort", onParent);
      iterator.return(undefined).catch(() => undefined);
      callback(error);
    },
  });
}

/**
 * One source read from start to end in sequential `Range` requests, each through our
 * policy-checked client. YouTube's stream servers slow or refuse long single responses; a server
 * that ignores ranges (200) simply sends everything in the first answer.
 */
export function rangedSource(
  url: string,
  options: {
    headers: Record<string, string>;
    policy: PolicyCheck;
    signal: AbortSignal;
    egress?: Egress;
    /** Told the source's whole size once an answer gives it. */
    onSize?: (bytes: number) => void;
  },
): Readable {
  return pulledSource(options.signal, async function* chunks(signal): AsyncGenerator<Buffer> {
    const size = rangedLimits.chunkBytes;
    let offset = 0;
    let total: number | undefined;
    for (;;) {
      const asked = `bytes=${offset}-${offset + size - 1}`;
      const response = await sourceRequest(
        url,
        { ...options.headers, range: asked },
        signal,
        options,
      );
      const status = response.statusCode;
      if (status !== 200 && status !== 206) {
        discard(response);
        // Past the end of a file whose size no answer told: it simply ended.
        if (status === 416 && offset > 0 && total === undefined) return;
        throw new SourceFailed(status);
      }
      if (status === 206) {
        const range = /\/(\d+)\s*$/.exec(String(response.headers["content-range"] ?? ""));
        if (range) total = Number(range[1]);
      } else if (offset === 0) {
        const length = Number(response.headers["content-length"]);
        if (Number.isFinite(length) && length > 0) total = length;
      }
      if (offset === 0 && total !== undefined) options.onSize?.(total);
      let got = 0;
      for await (const chunk of response.body) {
        got += (chunk as Buffer).length;
        if (offset + got > MAX_MEDIA_BYTES) throw new SourceFailed(413);
        yield chunk as Buffer;
      }
      offset += got;
      // A 200 is the whole file; otherwise go on until the size (or a short piece) says done.
      if (status === 200 || got === 0) return;
      if (total !== undefined ? offset >= total : got < size) return;
    }
  });
}
