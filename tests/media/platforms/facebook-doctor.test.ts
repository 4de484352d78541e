import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorInProcess } from "../../../test-support/doctor.js";
import {
  type FacebookStandIn,
  facebookEnv,
  startFacebookStandIn,
} from "../../../test-support/stand-ins/facebook.js";

/** `npm run doctor -- <facebook link>`, pointed at the stand-in. */
let fb: FacebookStandIn;

beforeAll(async () => {
  fb = await startFacebookStandIn();
  fb.videos.set("730293269054758", "reel-page-only");
  fb.posts.set("pfbid02TwoVideosOnePhotoAbc", "post");
});
afterAll(() => fb?.close());

describe("npm run doctor for Facebook", { timeout: 90_000 }, () => {
  it("runs each page on its own: the watch page without the video, the reel page with it", async () => {
    const { stdout } = await doctorInProcess(
      ["https://www.facebook.com/watch/?v=730293269054758"],
      { ...process.env, ...facebookEnv(fb) },
    );
    const rows = stdout
      .trim()
      .split("\n\n")[0]
      ?.split("\n")
      .slice(2)
      .map((line) => line.split(/\s{2,}/).slice(0, 4));
    expect(rows).toEqual([
      ["builtin", "facebook.watch_page", "upstream_failed (only other videos on the page)", "200"],
      ["builtin", "facebook.reel_page", "items: 1 video", "200"],
      ["cobalt", "-", "not configured", "-"],
    ]);
  }, 60_000);

  it("reads a post's page as one step: its two videos and its photo (decision 086)", async () => {
    const { stdout } = await doctorInProcess(
      ["https://www.facebook.com/beastcamp/posts/pfbid02TwoVideosOnePhotoAbc"],
      { ...process.env, ...facebookEnv(fb) },
    );
    const rows = stdout
      .trim()
      .split("\n\n")[0]
      ?.split("\n")
      .slice(2)
      .map((line) => line.split(/\s{2,}/).slice(0, 4));
    expect(rows?.[0]).toEqual(["builtin", "facebook.post_page", "items: 2 videos, 1 photo", "200"]);
  }, 60_000);
});
