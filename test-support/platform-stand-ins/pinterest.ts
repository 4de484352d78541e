import { startPinterest } from "../stand-ins/pinterest.js";
import type { StartPlatformStandIn } from "./types.js";

/** Pinterest's stand-in for the lookups bench: a video pin, an image pin and a carousel. */
export const standIn: StartPlatformStandIn = async () => {
  const pinterest = await startPinterest();
  return {
    platform: "pinterest",
    env: { PINTEREST_ORIGIN: pinterest.web.origin, PINTEREST_API_ORIGIN: pinterest.web.origin },
    links: [
      { url: "https://www.pinterest.com/pin/664281013778109217/", kind: "reel", items: 1 },
      { url: "https://www.pinterest.ca/pin/412994228343400946/", kind: "post", items: 1 },
      { url: "https://co.pinterest.com/pin/824721750502199491/", kind: "post", items: 3 },
    ],
    requests: () => pinterest.web.requests.length + pinterest.cdn.requests.length,
    close: () => pinterest.close(),
  };
};
