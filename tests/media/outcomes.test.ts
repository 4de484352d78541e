import { describe, expect, it } from "vitest";
import { methodOutcomeCounts, recordMethodOutcome } from "../../server/media/outcomes.js";

describe("method outcome counts", () => {
  it("counts each platform, provider, method and outcome apart, sorted, and keeps nothing else", () => {
    recordMethodOutcome("zz-test", "b.method", "items");
    recordMethodOutcome("zz-test", "a.method", "not_found");
    recordMethodOutcome("zz-test", "b.method", "items");
    recordMethodOutcome("zz-test", "b.method", "timeout");
    const mine = methodOutcomeCounts().filter((c) => c.provider === "zz-test");
    expect(mine).toEqual([
      // No platform given: the one the method's key starts with.
      { platform: "a", provider: "zz-test", method: "a.method", outcome: "not_found", count: 1 },
      { platform: "b", provider: "zz-test", method: "b.method", outcome: "items", count: 2 },
      { platform: "b", provider: "zz-test", method: "b.method", outcome: "timeout", count: 1 },
    ]);
    // A copy: the caller cannot change the counts.
    (mine[0] as { count: number }).count = 99;
    expect(methodOutcomeCounts().find((c) => c.method === "a.method")?.count).toBe(1);
  });
});
