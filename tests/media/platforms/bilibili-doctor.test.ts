import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorInProcess } from "../../../test-support/doctor.js";
import {
  type BilibiliStandIn,
  bilibiliEnv,
  startBilibili,
} from "../../../test-support/stand-ins/bilibili.js";

/** `npm run doctor -- <bilibili link>`, pointed at the stand-in. */
let bili: BilibiliStandIn;

beforeAll(async () => {
  bili = await startBilibili();
  bili.videos.set("BV18i4y1m7xV", "ready");
  // The probe post the pool table asks each address for.
  bili.videos.set("BV13x41117TL", "ready");
}, 60_000);
afterAll(() => bili?.close());

describe("npm run doctor for bilibili", { timeout: 90_000 }, () => {
  it("reads the page's own streams and the play API, each on its own", async () => {
    const { stdout } = await doctorInProcess(["https://www.bilibili.com/video/BV18i4y1m7xV"], {
      ...process.env,
      ...bilibiliEnv(bili),
    });
    const rows = stdout
      .trim()
      .split("\n\n")[0]
      ?.split("\n")
      .slice(2)
      .map((line) => line.split(/\s{2,}/).slice(0, 4));
    expect(rows).toEqual([
      ["builtin", "bilibili.page", "items: 1 video", "200"],
      ["builtin", "bilibili.playurl", "items: 1 video", "200"],
      ["cobalt", "-", "not configured", "-"],
    ]);
    expect(stdout).toContain("verdict: bilibili works from this machine");
    expect(stdout).not.toContain("not_found");
  }, 60_000);
});
