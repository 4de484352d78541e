import { startTiktok, tiktokEnv } from "../stand-ins/tiktok.js";
import type { StartPlatformStandIn } from "./types.js";

/**
 * TikTok's stand-in for the lookups bench: a video with qualities, a slideshow, a short link,
 * on post pages as large as TikTok's (300 KB of inline scripts before the post's data; 0 with
 * BENCH_TIKTOK_PAGE_BULK=0, the bare 3 KB page the bench read before 2026-11-28).
 */
export const standIn: StartPlatformStandIn = async () => {
  const tiktok = await startTiktok(undefined, {
    pageBulk: Number(process.env.BENCH_TIKTOK_PAGE_BULK ?? 300_000),
  });
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
