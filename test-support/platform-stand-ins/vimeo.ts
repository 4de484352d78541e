import { startVimeo } from "../stand-ins/vimeo.js";
import type { StartPlatformStandIn } from "./types.js";

/** Vimeo's player config and CDN: one video with progressive files. */
export const standIn: StartPlatformStandIn = async () => {
  const vimeo = await startVimeo();
  vimeo.videos.set("54469442", "progressive");
  return {
    platform: "vimeo",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      VIMEO_PLAYER_ORIGIN: vimeo.origin,
    },
    links: [{ url: "https://player.vimeo.com/video/54469442", kind: "reel", items: 1 }],
    requests: () => vimeo.asked(),
    close: () => vimeo.close(),
  };
};
