import { startSoundcloud } from "../stand-ins/soundcloud.js";
import type { StartPlatformStandIn } from "./types.js";

/** SoundCloud's site, API, short links and CDN: a track and a set of three playable tracks. */
export const standIn: StartPlatformStandIn = async () => {
  const sc = await startSoundcloud();
  return {
    platform: "soundcloud",
    env: {
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      SOUNDCLOUD_ORIGIN: sc.web.origin,
      SOUNDCLOUD_API_ORIGIN: sc.api.origin,
      SOUNDCLOUD_SHORT_ORIGIN: sc.short.origin,
    },
    links: [
      { url: "https://soundcloud.com/l2share77/loona-butterfly", kind: "audio", items: 1 },
      {
        url: "https://soundcloud.com/the-concept-band/sets/the-royal-concept-ep",
        kind: "post",
        items: 3,
      },
    ],
    requests: () =>
      sc.web.requests.length +
      sc.api.requests.length +
      sc.short.requests.length +
      sc.cdn.requests.length,
    close: () => sc.close(),
  };
};
