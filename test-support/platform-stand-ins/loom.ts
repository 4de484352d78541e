import { startLoom } from "../stand-ins/loom.js";
import type { StartPlatformStandIn } from "./types.js";

const ID = "d165fd054a294d8a8587807bcc50c885";

/** Loom's session-URL API and CDN: one transcoded video. */
export const standIn: StartPlatformStandIn = async () => {
  const loom = await startLoom();
  loom.videos.set(ID, "ready");
  return {
    platform: "loom",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      LOOM_ORIGIN: loom.origin,
    },
    links: [{ url: `https://www.loom.com/share/${ID}`, kind: "reel", items: 1 }],
    requests: () => loom.asked(),
    close: () => loom.close(),
  };
};
