import { describe, expect, it } from "vitest";
import { freshBytes } from "../server/fresh-bytes.js";

describe("fresh random bytes", () => {
  it("never hands out a byte twice between refills, whatever sizes are asked in turn", () => {
    // Nonces of 12 (tokens) and 16 (CSP) interleaved through the 4 KiB pool many times over.
    let last = freshBytes(12);
    let usedSinceFill = last.length;
    const seen = new Set<string>();
    for (let i = 0; i < 3_000; i++) {
      const bytes = freshBytes(i % 3 === 0 ? 16 : 12);
      expect(bytes.buffer).toBe(last.buffer);
      if (bytes.byteOffset > last.byteOffset) {
        // Right after the last slice: nothing skipped, nothing given twice.
        expect(bytes.byteOffset).toBe(last.byteOffset + last.length);
        usedSinceFill += bytes.length;
      } else {
        // Refilled: it starts again at the pool's start.
        expect(bytes.byteOffset).toBe(0);
        usedSinceFill = bytes.length;
      }
      expect(usedSinceFill).toBeLessThanOrEqual(4096);
      seen.add(bytes.toString("hex"));
      last = bytes;
    }
    expect(seen.size).toBe(3_000);
  });

  it("refuses sizes the pool cannot serve", () => {
    for (const n of [0, -1, 1.5, 257]) expect(() => freshBytes(n)).toThrow(RangeError);
    expect(freshBytes(256)).toHaveLength(256);
  });
});
