import { startTiktok, tiktokEnv } from "../stand-ins/tiktok.js";
import type { StartPlatformStandIn } from "./types.js";

/** TikTok's stand-in for the lookups bench: a video with qualities, a slideshow, a short link. */
export const standIn: StartPlatformStandIn = async () => {
  const tiktok = await startTiktok();
  tiktok.posts.set("7195741644585454894", "video");
  tiktok.posts.set("7328848106722725126", "photo");
  tiktok.shortLinks.set("ZTR45GpSF", "7195741644585454894");
  return {
    platform: "tiktok",
    env: tiktokEnv(tiktok),
    links: [
      {
        url: "https://www.tiktok.com/@fatfatmillycat/video/7195741644585454894",
        kind: "reel",
        items: 1,
      },
      // Three photos and the slideshow's sound after them.
      { url: "https://www.tiktok.com/@mr_anabo/photo/7328848106722725126", kind: "post", items: 4 },
      { url: "https://vm.tiktok.com/ZTR45GpSF/", kind: "reel", items: 1 },
    ],
    requests: () => tiktok.web.requests.length + tiktok.cdn.requests.length,
    close: () => tiktok.close(),
  };
};
