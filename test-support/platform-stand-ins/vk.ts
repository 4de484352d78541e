import { startVk, vkEnv } from "../stand-ins/vk.js";
import type { StartPlatformStandIn } from "./types.js";

/** VK's API (anonymous token, video.get) and CDN: one video in five MP4 qualities. */
export const standIn: StartPlatformStandIn = async () => {
  const s = await startVk();
  s.videos.set("-57274055_456239399", "ready");
  return {
    platform: "vk",
    env: vkEnv(s),
    links: [{ url: "https://vk.com/video-57274055_456239399", kind: "reel", items: 1 }],
    requests: () => s.tally.total("token:") + s.tally.total("api:"),
    close: () => s.close(),
  };
};
