import { startDailymotion } from "../stand-ins/dailymotion.js";
import type { StartPlatformStandIn } from "./types.js";

/** Dailymotion's player metadata and CDN: one video streamed as HLS. */
export const standIn: StartPlatformStandIn = async () => {
  const dm = await startDailymotion();
  dm.videos.set("x8u4owg", "hls");
  return {
    platform: "dailymotion",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      DAILYMOTION_ORIGIN: dm.origin,
      DAILYMOTION_GRAPHQL_ORIGIN: dm.origin,
    },
    links: [{ url: "https://dai.ly/x8u4owg", kind: "reel", items: 1 }],
    requests: () => dm.asked(),
    close: () => dm.close(),
  };
};
