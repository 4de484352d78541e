import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorInProcess } from "../../../test-support/doctor.js";
import {
  startTwitter,
  type TwitterStandIn,
  twitterEnv,
} from "../../../test-support/stand-ins/twitter.js";

/** `npm run doctor -- <link>` as an operator runs it, pointed at the local stand-in. */
let x: TwitterStandIn;

beforeAll(async () => {
  x = await startTwitter();
  x.posts.set("1697304622749086011", "video");
  x.posts.set("1869017025055793405", "nsfw");
});
afterAll(() => x?.close());

async function doctor(link: string): Promise<{ code: number; rows: string[][] }> {
  const env = {
    ...process.env,
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    ...twitterEnv(x),
  };
  const { code, stdout } = await doctorInProcess([link], env);
  const [methods = ""] = stdout.trim().split("\n\n");
  const rows = methods
    .split("\n")
    .slice(2)
    .map((line) => line.split(/\s{2,}/).slice(0, 4));
  return { code, rows };
}

describe("npm run doctor with an X link", { timeout: 90_000 }, () => {
  it("runs the guest query and the syndication endpoint one by one", async () => {
    const { code, rows } = await doctor("https://x.com/X/status/1697304622749086011");
    expect(code).toBe(0);
    expect(rows).toEqual([
      ["builtin", "twitter.graphql", "items: 1 video", "200"],
      ["builtin", "twitter.syndication", "items: 1 video", "200"],
      ["cobalt", "-", "not configured", "-"],
    ]);
  });

  it("says what each way says of an age-restricted post, and exits 1", async () => {
    const { code, rows } = await doctor("https://x.com/someone/status/1869017025055793405");
    expect(code).toBe(1);
    expect(rows.slice(0, 2)).toEqual([
      ["builtin", "twitter.graphql", "age_restricted", "200"],
      ["builtin", "twitter.syndication", "not_found", "404"],
    ]);
  });
});
