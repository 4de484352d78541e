import { facebookEnv, startFacebookStandIn } from "../stand-ins/facebook.js";
import type { StartPlatformStandIn } from "./types.js";

/** Facebook's stand-in for the lookups bench and cross-platform tests: reels, videos, share links. */
export const standIn: StartPlatformStandIn = async () => {
  const fb = await startFacebookStandIn();
  fb.videos.set("1195289147628387", "reel");
  fb.videos.set("3676516585958356", "delivery");
  fb.videos.set("588631943886661", "dash-only");
  fb.shares.set("JFZfPVgLkiJQmWrr", { id: "1195289147628387", form: "reel" });
  fb.short_links.set("t9OUh0xJDE", { id: "3676516585958356", header: "location" });
  return {
    platform: "facebook",
    env: facebookEnv(fb),
    links: [
      { url: "https://www.facebook.com/reel/1195289147628387", kind: "reel", items: 1 },
      {
        url: "https://www.facebook.com/radiokicksfm/videos/3676516585958356/",
        kind: "reel",
        items: 1,
      },
      { url: "https://www.facebook.com/watch/?v=588631943886661", kind: "reel", items: 1 },
      { url: "https://www.facebook.com/share/r/JFZfPVgLkiJQmWrr/", kind: "reel", items: 1 },
      { url: "https://fb.watch/t9OUh0xJDE/", kind: "reel", items: 1 },
    ],
    requests: fb.requests,
    close: fb.close,
  };
};
