import { startSnapchat } from "../stand-ins/snapchat.js";
import type { StartPlatformStandIn } from "./types.js";

const ID = "W7_EDlXWTBiXAEEniNoMPwAAYcnVjYWdwcGV1AZEaIYn5AZEaIYnrAAAAAQ";

/** Snapchat's Spotlight page and CDN: one Spotlight video. */
export const standIn: StartPlatformStandIn = async () => {
  const snapchat = await startSnapchat();
  snapchat.spotlights.set(ID, "ready");
  return {
    platform: "snapchat",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      SNAPCHAT_WEB_ORIGIN: snapchat.origin,
      SNAPCHAT_SHORT_ORIGIN: snapchat.short.origin,
    },
    links: [{ url: `https://www.snapchat.com/spotlight/${ID}`, kind: "reel", items: 1 }],
    requests: () => snapchat.asked(),
    close: () => snapchat.close(),
  };
};
