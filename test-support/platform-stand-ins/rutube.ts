import { startRutube } from "../stand-ins/rutube.js";
import type { StartPlatformStandIn } from "./types.js";

const ID = "3eac3b4561676c17df9132a9a1e62e3e";

/** Rutube's player options and balancer: one video streamed as HLS. */
export const standIn: StartPlatformStandIn = async () => {
  const rutube = await startRutube();
  rutube.videos.set(ID, "hls");
  return {
    platform: "rutube",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      RUTUBE_ORIGIN: rutube.origin,
    },
    links: [{ url: `https://rutube.ru/video/${ID}/`, kind: "reel", items: 1 }],
    requests: () => rutube.asked(),
    close: () => rutube.close(),
  };
};
