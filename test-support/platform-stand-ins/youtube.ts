import { makeYoutubeMedia, startYoutube } from "../stand-ins/youtube.js";
import type { StartPlatformStandIn } from "./types.js";

/** YouTube's recorded VISIONOS answer: one video in five qualities. */
export const standIn: StartPlatformStandIn = async () => {
  const youtube = await startYoutube(makeYoutubeMedia());
  youtube.answers.set("M4gD1WSo5mA", { VISIONOS: "player-visionos-M4gD1WSo5mA.json" });
  return {
    platform: "youtube",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      YOUTUBE_ORIGIN: youtube.origin,
    },
    links: [{ url: "https://www.youtube.com/watch?v=M4gD1WSo5mA", kind: "reel", items: 1 }],
    requests: () => youtube.asked.length,
    close: () => youtube.close(),
  };
};
