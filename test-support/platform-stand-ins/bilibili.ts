import { bilibiliEnv, startBilibili } from "../stand-ins/bilibili.js";
import type { StartPlatformStandIn } from "./types.js";

/** bilibili's page, play API and CDN: one video in 1080p and its sound, muxed. */
export const standIn: StartPlatformStandIn = async () => {
  const s = await startBilibili();
  s.videos.set("BV18i4y1m7xV", "ready");
  return {
    platform: "bilibili",
    env: bilibiliEnv(s),
    links: [{ url: "https://www.bilibili.com/video/BV18i4y1m7xV", kind: "reel", items: 1 }],
    requests: () => s.tally.total("page:") + s.tally.total("api:"),
    close: () => s.close(),
  };
};
