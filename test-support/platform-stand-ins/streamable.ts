import { startStreamable } from "../stand-ins/streamable.js";
import type { StartPlatformStandIn } from "./types.js";

/** Streamable's video API: one clip in two files. */
export const standIn: StartPlatformStandIn = async () => {
  const streamable = await startStreamable();
  streamable.videos.set("dnd1", "ready");
  return {
    platform: "streamable",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      STREAMABLE_API_ORIGIN: streamable.origin,
    },
    links: [{ url: "https://streamable.com/dnd1", kind: "reel", items: 1 }],
    requests: () => streamable.asked(),
    close: () => streamable.close(),
  };
};
