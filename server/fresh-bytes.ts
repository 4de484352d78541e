import { randomFillSync } from "node:crypto";

/** 4 KiB of CSPRNG bytes: 341 twelve-byte nonces, 256 sixteen-byte ones, a refill. */
const pool = Buffer.alloc(4096);
let at = pool.length;

/**
 * `n` fresh random bytes (at most 256): the next unused slice of a pool of CSPRNG bytes, refilled
 * whole when it runs out, so no byte is ever handed out twice. Every response carries a CSP
 * nonce and a lookup seals a token for each quality and thumbnail: `randomBytes` for each was a
 * fresh buffer and a call into OpenSSL every time. The slice is a view of the pool, valid until
 * the next call: use it (copy, encode, hand to a cipher) at once. Each process (a cluster worker
 * is its own process, not a fork of this memory) fills its own pool.
 * Why: docs/decisions/059-platform-client.md
 */
export function freshBytes(n: number): Buffer {
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError(`freshBytes(${n})`);
  if (at + n > pool.length) {
    randomFillSync(pool);
    at = 0;
  }
  const bytes = pool.subarray(at, at + n);
  at += n;
  return bytes;
}
