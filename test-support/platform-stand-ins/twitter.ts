import { startTwitter, twitterEnv } from "../stand-ins/twitter.js";
import type { StartPlatformStandIn } from "./types.js";

/** X's stand-in for the lookups bench: a video with qualities, a GIF, a post of three photos. */
export const standIn: StartPlatformStandIn = async () => {
  const x = await startTwitter();
  x.posts.set("1697304622749086011", "video");
  x.posts.set("1897839691212202479", "gif");
  x.posts.set("1877880433242771717", "photos");
  return {
    platform: "twitter",
    env: twitterEnv(x),
    links: [
      { url: "https://twitter.com/X/status/1697304622749086011", kind: "reel", items: 1 },
      { url: "https://x.com/thelastromances/status/1897839691212202479", kind: "reel", items: 1 },
      { url: "https://x.com/PopCrave/status/1877880433242771717", kind: "post", items: 3 },
    ],
    requests: () => x.api.requests.length + x.syndication.requests.length + x.cdn.requests.length,
    close: () => x.close(),
  };
};
