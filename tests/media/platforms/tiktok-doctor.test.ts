import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorInProcess } from "../../../test-support/doctor.js";
import {
  startTiktok,
  type TiktokStandIn,
  tiktokEnv,
} from "../../../test-support/stand-ins/tiktok.js";

/** `npm run doctor -- <link>` as an operator runs it, pointed at the local stand-in. */
let tt: TiktokStandIn;

beforeAll(async () => {
  tt = await startTiktok();
  tt.posts.set("7195741644585454894", "video");
  tt.posts.set("7000000000000000001", "private");
  tt.shortLinks.set("ZTR45GpSF", "7195741644585454894");
});
afterAll(() => tt?.close());

async function doctor(link: string): Promise<{ code: number; rows: string[][] }> {
  const env = {
    ...process.env,
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    ...tiktokEnv(tt),
  };
  const { code, stdout } = await doctorInProcess([link], env);
  const [methods = ""] = stdout.trim().split("\n\n");
  const rows = methods
    .split("\n")
    .slice(2)
    .map((line) => line.split(/\s{2,}/).slice(0, 4));
  return { code, rows };
}

describe("npm run doctor with a TikTok link", { timeout: 90_000 }, () => {
  it("follows the short link, then reads the post", async () => {
    const { code, rows } = await doctor("https://vm.tiktok.com/ZTR45GpSF/");
    expect(code).toBe(0);
    expect(rows).toEqual([
      [
        "builtin",
        "tiktok.short",
        "-> https://www.tiktok.com/@standin.user/video/7195741644585454894",
        "301",
      ],
      ["builtin", "tiktok", "items: 1 video", "200"],
      ["cobalt", "-", "not configured", "-"],
    ]);
  });

  it("says what TikTok says of a private post, and exits 1", async () => {
    const { code, rows } = await doctor(
      "https://www.tiktok.com/@someone/video/7000000000000000001",
    );
    expect(code).toBe(1);
    expect(rows[0]).toEqual(["builtin", "tiktok", "private", "200"]);
  });
});
