import { redditEnv, startRedditStandIn } from "../stand-ins/reddit.js";
import type { StartPlatformStandIn } from "./types.js";

/** Reddit's stand-in for the lookups bench and cross-platform tests: videos, galleries, share links. */
export const standIn: StartPlatformStandIn = async () => {
  const rd = await startRedditStandIn();
  rd.posts.set("6rrwyj", "video");
  rd.posts.set("hrrh23", "gallery");
  rd.posts.set("im0001", "image");
  rd.posts.set("gf0001", "gif");
  rd.shares.set("abc456GHIJ", "6rrwyj");
  return {
    platform: "reddit",
    env: redditEnv(rd),
    links: [
      {
        url: "https://www.reddit.com/r/videos/comments/6rrwyj/that_small_heart_attack/",
        kind: "reel",
        items: 1,
      },
      { url: "https://www.reddit.com/gallery/hrrh23", kind: "post", items: 4 },
      { url: "https://redd.it/im0001", kind: "post", items: 1 },
      { url: "https://old.reddit.com/r/gifs/comments/gf0001/", kind: "post", items: 1 },
      { url: "https://www.reddit.com/r/videos/s/abc456GHIJ", kind: "reel", items: 1 },
    ],
    requests: rd.requests,
    close: rd.close,
  };
};
