import { describe, expect, it } from "vitest";
import { type ProbeResult, WallJudge } from "../../../server/media/client/walls.js";

describe("whose wall is it", () => {
  it("takes a wall as the post's within the evidence window, with no probe", async () => {
    let now = 1_000;
    const judge = new WallJudge(
      () => 60_000,
      () => now,
    );
    let probes = 0;
    const probe = async (): Promise<ProbeResult> => {
      probes++;
      return "walled";
    };
    judge.vouch("threads egress:a");
    expect(await judge.judge("threads egress:a", probe)).toBe("post");
    expect(probes).toBe(0);
    now += 61_000;
    expect(await judge.judge("threads egress:a", probe)).toBe("address");
    expect(probes).toBe(1);
  });

  it("shares one probe among walls that arrive together, and remembers a served probe", async () => {
    const judge = new WallJudge(() => 60_000);
    let probes = 0;
    let release: (r: ProbeResult) => void = () => undefined;
    const probe = () => {
      probes++;
      return new Promise<ProbeResult>((resolve) => {
        release = resolve;
      });
    };
    const verdicts = Promise.all([1, 2, 3, 4, 5].map(() => judge.judge("k", probe)));
    release("served");
    expect(await verdicts).toEqual(["post", "post", "post", "post", "post"]);
    expect(probes).toBe(1);
    expect(judge.vouched("k")).toBe(true);
  });

  it("leaves a wall to the post when the probe cannot tell", async () => {
    const judge = new WallJudge(() => 0);
    expect(await judge.judge("k", async () => "unknown")).toBe("post");
    expect(await judge.judge("k", async () => Promise.reject(new Error("boom")))).toBe("post");
    expect(judge.vouched("k")).toBe(false);
  });
});
