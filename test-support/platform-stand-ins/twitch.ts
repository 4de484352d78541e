import { startTwitch } from "../stand-ins/twitch.js";
import type { StartPlatformStandIn } from "./types.js";

/** Twitch's GraphQL and clips CDN: one clip in three qualities. */
export const standIn: StartPlatformStandIn = async () => {
  const twitch = await startTwitch();
  twitch.clips.set("CulturedAmazingKuduDatSheffy-TiZ_-ixAGYR3y2Uy", "ready");
  return {
    platform: "twitch",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      TWITCH_GQL_ORIGIN: twitch.origin,
    },
    links: [
      {
        url: "https://www.twitch.tv/xqc/clip/CulturedAmazingKuduDatSheffy-TiZ_-ixAGYR3y2Uy",
        kind: "reel",
        items: 1,
      },
    ],
    requests: () => twitch.asked(),
    close: () => twitch.close(),
  };
};
