import { describe, expect, it } from "vitest";
import {
  nextIv,
  openTicket,
  sealTicket,
  sealValue,
  TokenExpired,
  TokenInvalid,
} from "../../../server/media/tunnel/token.js";

const secret = "a-secret-that-is-at-least-32-characters-long";
const ticket = {
  u: "https://scontent.cdninstagram.com/v/t50/abc.mp4?oh=1&oe=2",
  f: "instagram-reel-CAnqPB-Jzcj.mp4",
  p: "none" as const,
  d: "attachment" as const,
  e: Math.floor(Date.now() / 1000) + 900,
  w: "instagram",
};

describe("download tokens", () => {
  it("round-trips and hides its contents", () => {
    const token = sealTicket(ticket, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain("cdninstagram");
    expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain("cdninstagram");
    expect(openTicket(token, secret)).toEqual(ticket);
  });

  it("carries both sources of a mux, and stays a short path segment with two long CDN URLs", () => {
    const cdn =
      "https://rr1---sn-25ge7nsk.googlevideo.com/videoplayback?expire=1780889123&ei=w-ElasX3LP7Pp";
    const mux = {
      ...ticket,
      u: `${cdn}&itag=137&mime=video%2Fmp4&sig=${"A".repeat(600)}`,
      a: `${cdn}&itag=140&mime=audio%2Fmp4&sig=${"B".repeat(600)}`,
      f: "youtube-M4gD1WSo5mA-1080p.mp4",
      p: "mux" as const,
      o: "mp4" as const,
    };
    const token = sealTicket(mux, secret);
    expect(openTicket(token, secret)).toEqual(mux);
    expect(token.length).toBeLessThan(2_000);
    // Deflated: its JSON is over 1,400 bytes.
    expect(Buffer.from(token, "base64url")[0]).toBe(1);
  });

  it("seals a short ticket as written, and still opens one deflated before that", () => {
    const token = sealTicket(ticket, secret);
    const raw = Buffer.from(token, "base64url");
    expect(raw[0]).toBe(4);
    // The format byte, the nonce, the ticket's JSON byte for byte, the tag.
    expect(raw.length).toBe(1 + 12 + Buffer.byteLength(JSON.stringify(ticket)) + 16);
    const earlier = sealValue(ticket, secret, 1);
    expect(Buffer.from(earlier, "base64url")[0]).toBe(1);
    expect(openTicket(earlier, secret)).toEqual(ticket);
    // The format byte is authenticated: one token's bytes never open as the other format.
    for (const [from, to] of [
      [token, 1],
      [earlier, 4],
    ] as const) {
      const relabelled = Buffer.from(from, "base64url");
      relabelled[0] = to;
      expect(() => openTicket(relabelled.toString("base64url"), secret)).toThrow(TokenInvalid);
    }
  });

  it("never seals the same ticket twice the same way", () => {
    expect(sealTicket(ticket, secret)).not.toBe(sealTicket(ticket, secret));
  });

  it("rejects any changed character", () => {
    const token = sealTicket(ticket, secret);
    for (const at of [0, 5, 20, token.length - 3, Math.floor(token.length / 2)]) {
      const flipped = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
      expect(() => openTicket(flipped, secret)).toThrow(TokenInvalid);
    }
    expect(() => openTicket(token.slice(0, -4), secret)).toThrow(TokenInvalid);
    expect(() => openTicket("not a token", secret)).toThrow(TokenInvalid);
  });

  it("rejects a token sealed under another secret", () => {
    const token = sealTicket(ticket, secret);
    expect(() => openTicket(token, `${secret}-other`)).toThrow(TokenInvalid);
  });

  it("expires", () => {
    const token = sealTicket({ ...ticket, e: 1_000 }, secret);
    expect(() => openTicket(token, secret)).toThrow(TokenExpired);
    expect(() => openTicket(sealTicket(ticket, secret), secret, (ticket.e + 1) * 1000)).toThrow(
      TokenExpired,
    );
  });

  it("never seals two tokens with the same nonce: the pool hands out each slice once, refilled whole", () => {
    // 2,000 nonces run through the 4 KiB pool (341 a fill) six times.
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const iv = nextIv();
      expect(iv.length).toBe(12);
      seen.add(iv.toString("hex"));
    }
    expect(seen.size).toBe(2_000);
    // Each slice lies after the last in the pool until the pool is filled anew from its start:
    // no slice is ever handed out again before that refill.
    let last = nextIv();
    let sinceFill = 1;
    for (let i = 0; i < 1_000; i++) {
      const iv = nextIv();
      expect(iv.buffer).toBe(last.buffer);
      if (iv.byteOffset > last.byteOffset) {
        expect(iv.byteOffset).toBe(last.byteOffset + 12);
        sinceFill++;
      } else {
        sinceFill = 1;
      }
      expect(sinceFill).toBeLessThanOrEqual(Math.floor(4096 / 12));
      last = iv;
    }
    const nonces = new Set(
      Array.from({ length: 700 }, () =>
        Buffer.from(sealTicket(ticket, secret), "base64url").subarray(1, 13).toString("hex"),
      ),
    );
    expect(nonces.size).toBe(700);
  });
});
