import { describe, expect, it } from "vitest";
import { trustedOrigins } from "../../server/accounts/auth.js";

describe("trusted origins for sign-in", () => {
  it("trusts every loopback alias of a loopback PUBLIC_URL, port kept", () => {
    expect(trustedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(trustedOrigins("http://127.0.0.1:8080")).toContain("http://localhost:8080");
  });

  it("trusts only the public origin itself otherwise", () => {
    expect(trustedOrigins("https://reels.example.com")).toEqual(["https://reels.example.com"]);
    expect(trustedOrigins("https://reels.example.com/")).toEqual(["https://reels.example.com"]);
  });
});
