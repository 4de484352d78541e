import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorInProcess } from "../../../test-support/doctor.js";
import {
  type RedditStandIn,
  redditEnv,
  startRedditStandIn,
} from "../../../test-support/stand-ins/reddit.js";

/** `npm run doctor -- <reddit link>`, pointed at the stand-in. */
let rd: RedditStandIn;

beforeAll(async () => {
  rd = await startRedditStandIn();
  rd.posts.set("hrrh23", "gallery");
});
afterAll(() => rd?.close());

describe("npm run doctor for Reddit", { timeout: 90_000 }, () => {
  it("reads the post through the anonymous session and lists its items", async () => {
    const { stdout } = await doctorInProcess(["https://www.reddit.com/gallery/hrrh23"], {
      ...process.env,
      ...redditEnv(rd),
    });
    const rows = stdout
      .trim()
      .split("\n\n")[0]
      ?.split("\n")
      .slice(2)
      .map((line) => line.split(/\s{2,}/).slice(0, 4));
    expect(rows).toEqual([
      ["builtin", "reddit.json", "items: 1 video, 3 photos", "200"],
      ["cobalt", "-", "not configured", "-"],
    ]);
    // The session first, then the post: once for the step (the server's own route) and once
    // for the pool table's probe through egress 0, each a client of its own.
    expect(rd.old.requests.map((r) => r.url)).toEqual(["/", "/"]);
  }, 60_000);
});
