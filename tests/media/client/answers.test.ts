import { describe, expect, it } from "vitest";
import { Answer } from "../../../server/media/client/answer.js";
import {
  type AnswerRules,
  sharedVerdict,
  verdictError,
  Wall,
} from "../../../server/media/client/answers.js";
import { MediaError } from "../../../server/media/errors.js";
import { Refusal } from "../../../server/media/pushback/refusals.js";

const answer = (status: number, path = "/p/1", text = "", headers: Record<string, string> = {}) =>
  new Answer(status, new URL(`https://www.example.com${path}`), headers, text, 0);

const rules: AnswerRules = { loginPath: /^\/login\b/, challengePath: /^\/checkpoint\b/ };

describe("one table of answers", () => {
  it.each([
    [200, "/p/1", "ok"],
    [302, "/p/1", "ok"],
    [404, "/p/1", "not_found"],
    [410, "/p/1", "not_found"],
    [429, "/p/1", "busy"],
    [401, "/p/1", "wall"],
    [403, "/p/1", "wall"],
    [200, "/login/?next=x", "wall"],
    [200, "/checkpoint/", "busy"],
    [408, "/p/1", "timeout"],
    [504, "/p/1", "timeout"],
    [500, "/p/1", "failed"],
    [502, "/p/1", "failed"],
    [503, "/p/1", "failed"],
    [400, "/p/1", "unreadable"],
    [405, "/p/1", "unreadable"],
  ])("logged out, %s at %s is %s", (status, path, verdict) => {
    expect(sharedVerdict(answer(status, path), { signedIn: false }, rules).is).toBe(verdict);
  });

  it("signed in, a login page or checkpoint says the session is lost; a 429 slows it down", () => {
    const signedIn = { signedIn: true };
    expect(sharedVerdict(answer(200, "/login/"), signedIn, rules)).toMatchObject({
      is: "lost",
      as: "logged_out",
    });
    expect(sharedVerdict(answer(200, "/checkpoint/"), signedIn, rules)).toMatchObject({
      is: "lost",
      as: "challenged",
    });
    const slow = verdictError({ is: "busy", detail: "429" }, signedIn, answer(429));
    expect(slow).toBeInstanceOf(Refusal);
    expect((slow as Refusal).scope).toBe("session");
  });

  it("a platform's own reading comes first", () => {
    const own: AnswerRules = {
      read: (a) => (a.text.includes("blocked") ? { is: "busy", detail: "block page" } : undefined),
    };
    expect(sharedVerdict(answer(200, "/p/1", "blocked"), { signedIn: false }, own).is).toBe("busy");
    expect(sharedVerdict(answer(200, "/p/1", "fine"), { signedIn: false }, own).is).toBe("ok");
  });

  it("turns verdicts into what the core acts on: only busy and lost are refusals", () => {
    const out = { signedIn: false };
    const rest = verdictError({ is: "busy", detail: "429" }, out, answer(429));
    expect(rest).toBeInstanceOf(Refusal);
    expect((rest as Refusal).scope).toBe("egress");
    const wall = verdictError({ is: "wall", as: "private", detail: "403" }, out, answer(403));
    expect(wall).toBeInstanceOf(Wall);
    expect((wall as Wall).forPost()).toMatchObject({ code: "private" });
    const failed = verdictError({ is: "failed", detail: "HTTP_502" }, out, answer(502));
    expect(failed).toBeInstanceOf(MediaError);
    expect(failed).not.toBeInstanceOf(Refusal);
    expect((failed as MediaError).code).toBe("upstream_failed");
    expect((verdictError({ is: "not_found" }, out, answer(404)) as MediaError).code).toBe(
      "not_found",
    );
    expect(verdictError({ is: "ok" }, out, answer(200))).toBeUndefined();
  });
});
