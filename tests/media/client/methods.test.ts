import { describe, expect, it } from "vitest";
import { unreadable, Wall } from "../../../server/media/client/answers.js";
import { runMethods } from "../../../server/media/client/methods.js";
import { MediaError } from "../../../server/media/errors.js";
import { MethodBreaker } from "../../../server/media/pushback/method-breaker.js";
import { Refusal } from "../../../server/media/pushback/refusals.js";

const breaker = () => new MethodBreaker({ threshold: 2, baseMs: 60_000, maxMs: 600_000 });
const signal = () => new AbortController().signal;
const ok = (name: string) => ({ name, run: async () => [name] });
const failing = (name: string, error: Error) => ({
  name,
  run: async (): Promise<string[]> => {
    throw error;
  },
});

describe("a platform's methods in turn", () => {
  it("answers with the first method that reads the post", async () => {
    const found = await runMethods(
      "p",
      breaker(),
      [failing("a", unreadable("no data")), ok("b")],
      signal(),
    );
    expect(found).toEqual(["b"]);
  });

  it("never benches a method for a post's own answer, and charges one that could not read a post another read", async () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) {
      await expect(
        runMethods(
          "p",
          b,
          [failing("a", unreadable("no data")), failing("b", new MediaError("not_found"))],
          signal(),
          { readOn: true },
        ),
      ).rejects.toMatchObject({ code: "not_found" });
    }
    // A deleted post explains "a"'s empty answer: nothing is benched.
    expect(b.state("p.a")).toBe("closed");
    for (let i = 0; i < 2; i++) {
      await runMethods("p", b, [failing("a", unreadable("no data")), ok("b")], signal());
    }
    // "b" read what "a" could not: "a" is broken, and steps aside.
    expect(b.state("p.a")).toBe("open");
  });

  it("stops at a refusal, and keeps a wall for last (another method may read the post)", async () => {
    await expect(
      runMethods("p", breaker(), [failing("a", new Refusal("egress", "429")), ok("b")], signal()),
    ).rejects.toBeInstanceOf(Refusal);
    expect(
      await runMethods(
        "p",
        breaker(),
        [failing("a", new Wall("login_required", "login")), ok("b")],
        signal(),
      ),
    ).toEqual(["b"]);
    await expect(
      runMethods(
        "p",
        breaker(),
        [failing("a", new Wall("login_required", "login")), failing("b", unreadable("x"))],
        signal(),
      ),
    ).rejects.toBeInstanceOf(Wall);
  });

  it("answers 'come back later' when every method that could answer rests", async () => {
    const b = breaker();
    b.failed("p.a");
    b.failed("p.a");
    await expect(
      runMethods("p", b, [failing("a", unreadable("x"))], signal()),
    ).rejects.toMatchObject({ code: "rate_limited" });
  });
});
