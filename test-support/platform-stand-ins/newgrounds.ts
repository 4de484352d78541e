import { startNewgrounds } from "../stand-ins/newgrounds.js";
import type { StartPlatformStandIn } from "./types.js";

/** Newgrounds' movie endpoint, audio pages and files: a movie of two heights and a song. */
export const standIn: StartPlatformStandIn = async () => {
  const newgrounds = await startNewgrounds();
  return {
    platform: "newgrounds",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      NEWGROUNDS_ORIGIN: newgrounds.web.origin,
    },
    links: [
      { url: "https://www.newgrounds.com/portal/view/938050", kind: "reel", items: 1 },
      { url: "https://www.newgrounds.com/audio/listen/549479", kind: "audio", items: 1 },
    ],
    requests: () => newgrounds.web.requests.length + newgrounds.cdn.requests.length,
    close: () => newgrounds.close(),
  };
};
