import { startTumblr } from "../stand-ins/tumblr.js";
import type { StartPlatformStandIn } from "./types.js";

/** Tumblr's API and media hosts: a video post, a photo set of three and a reblog of three. */
export const standIn: StartPlatformStandIn = async () => {
  const tumblr = await startTumblr();
  return {
    platform: "tumblr",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      TUMBLR_API_ORIGIN: tumblr.api.origin,
    },
    links: [
      { url: "https://garfield-69.tumblr.com/post/696499862852780032", kind: "post", items: 1 },
      { url: "https://www.tumblr.com/someblog/100000000000000001", kind: "post", items: 3 },
      { url: "https://www.tumblr.com/rongzhi/707729381162958848", kind: "post", items: 3 },
    ],
    requests: () => tumblr.api.requests.length + tumblr.cdn.requests.length,
    close: () => tumblr.close(),
  };
};
