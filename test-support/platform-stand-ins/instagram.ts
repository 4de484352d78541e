import { instagramEnv, startInstagramStandIn } from "../stand-ins/instagram.js";
import type { StartPlatformStandIn } from "./types.js";

/** Instagram's recorded answers: a reel, a clip and a carousel of six. */
export const standIn: StartPlatformStandIn = async () => {
  const ig = await startInstagramStandIn();
  return {
    platform: "instagram",
    env: instagramEnv(ig),
    links: [
      { url: "https://www.instagram.com/reel/CrGkUHUL7_y/", kind: "reel", items: 1 },
      { url: "https://www.instagram.com/reel/CfRjHP0g-07/", kind: "reel", items: 1 },
      { url: "https://www.instagram.com/p/CVAksOjMuQu/", kind: "post", items: 6 },
    ],
    requests: () => ig.web.requests.length,
    close: () => ig.close(),
  };
};
