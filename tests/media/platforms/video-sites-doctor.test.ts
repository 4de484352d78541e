import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctorInProcess } from "../../../test-support/doctor.js";
import {
  type DailymotionStandIn,
  startDailymotion,
} from "../../../test-support/stand-ins/dailymotion.js";
import { type RutubeStandIn, startRutube } from "../../../test-support/stand-ins/rutube.js";
import { startVimeo, type VimeoStandIn } from "../../../test-support/stand-ins/vimeo.js";

/** `npm run doctor -- <link>` for Dailymotion, Vimeo and Rutube (decisions 080-082), at their stand-ins. */
let dm: DailymotionStandIn;
let vimeo: VimeoStandIn;
let rutube: RutubeStandIn;

beforeAll(async () => {
  [dm, vimeo, rutube] = await Promise.all([startDailymotion(), startVimeo(), startRutube()]);
  dm.videos.set("x8u4owg", "hls");
  dm.videos.set("xgeo0001", "geo");
  vimeo.videos.set("54469442", "progressive");
  rutube.videos.set("3eac3b4561676c17df9132a9a1e62e3e", "hls");
}, 60_000);
afterAll(() => Promise.all([dm?.close(), vimeo?.close(), rutube?.close()]));

const env = () => ({
  ...process.env,
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  DAILYMOTION_ORIGIN: dm.origin,
  DAILYMOTION_GRAPHQL_ORIGIN: dm.origin,
  VIMEO_PLAYER_ORIGIN: vimeo.origin,
  RUTUBE_ORIGIN: rutube.origin,
});

/** The first table's rows: provider, method, outcome, HTTP status. */
function rowsOf(stdout: string): string[][] | undefined {
  return stdout
    .trim()
    .split("\n\n")[0]
    ?.split("\n")
    .slice(2)
    .map((line) => line.split(/\s{2,}/).slice(0, 4));
}

describe("npm run doctor for the video sites", { timeout: 90_000 }, () => {
  it.each([
    ["https://dai.ly/x8u4owg", "dailymotion.metadata", "items: 1 video"],
    ["https://dai.ly/xgeo0001", "dailymotion.metadata", "geo_blocked"],
    ["https://player.vimeo.com/video/54469442", "vimeo", "items: 1 video"],
    ["https://rutube.ru/video/3eac3b4561676c17df9132a9a1e62e3e/", "rutube", "items: 1 video"],
  ])("%s: the %s row answers %s", async (link, method, outcome) => {
    const { stdout } = await doctorInProcess([link], env());
    expect(rowsOf(stdout)?.[0]?.slice(0, 3)).toEqual(["builtin", method, outcome]);
  });
});
