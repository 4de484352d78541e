import { BSKY, bskyEnv, startBsky } from "../stand-ins/bsky.js";
import type { StartPlatformStandIn } from "./types.js";

const link = (a: { handle: string; rkey: string }) =>
  `https://bsky.app/profile/${a.handle}/post/${a.rkey}`;

/** Bluesky's stand-in for the lookups bench: a video, three images, a quote with a video. */
export const standIn: StartPlatformStandIn = async () => {
  const bsky = await startBsky();
  return {
    platform: "bsky",
    env: bskyEnv(bsky),
    links: [
      { url: link(BSKY.video), kind: "reel", items: 1 },
      { url: link(BSKY.images), kind: "post", items: 3 },
      { url: link(BSKY.quoteWithVideo), kind: "reel", items: 1 },
    ],
    requests: () => bsky.server.requests.length,
    close: () => bsky.close(),
  };
};
