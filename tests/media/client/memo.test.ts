import { describe, expect, it } from "vitest";
import { forget, remembered } from "../../../server/media/client/memo.js";

describe("what a client remembers per address", () => {
  it("builds once for lookups that ask together, keeps it until it expires, forgets on a drop", async () => {
    let builds = 0;
    let now = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return { token: builds };
    };
    const signal = new AbortController().signal;
    const all = await Promise.all(
      [1, 2, 3].map(() => remembered("memo-test-a", 1_000, build, signal, () => now)),
    );
    expect(builds).toBe(1);
    expect(new Set(all).size).toBe(1);
    now = 500;
    expect(await remembered("memo-test-a", 1_000, build, signal, () => now)).toBe(all[0]);
    now = 2_000;
    const fresh = await remembered("memo-test-a", 1_000, build, signal, () => now);
    expect(builds).toBe(2);
    forget("memo-test-a", all[0]);
    expect(await remembered("memo-test-a", 1_000, build, signal, () => now)).toBe(fresh);
    forget("memo-test-a", fresh);
    await remembered("memo-test-a", 1_000, build, signal, () => now);
    expect(builds).toBe(3);
  });

  it("lets one waiter go when its own lookup ends, without failing the build for others", async () => {
    let finish: (v: string) => void = () => undefined;
    const build = () => new Promise<string>((resolve) => (finish = resolve));
    const impatient = new AbortController();
    const waiting = remembered("memo-test-b", 1_000, build, impatient.signal);
    const patient = remembered("memo-test-b", 1_000, build, new AbortController().signal);
    impatient.abort(new Error("gone"));
    await expect(waiting).rejects.toThrow("gone");
    finish("value");
    expect(await patient).toBe("value");
  });

  it("forgets a build that failed, so the next lookup builds anew", async () => {
    const signal = new AbortController().signal;
    await expect(
      remembered("memo-test-c", 1_000, () => Promise.reject(new Error("refused")), signal),
    ).rejects.toThrow("refused");
    expect(await remembered("memo-test-c", 1_000, async () => "ok", signal)).toBe("ok");
  });
});
