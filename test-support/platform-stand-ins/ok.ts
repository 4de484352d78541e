import { okEnv, startOk } from "../stand-ins/ok.js";
import type { StartPlatformStandIn } from "./types.js";

/** OK.ru's video page and CDN: one video in five MP4 qualities. */
export const standIn: StartPlatformStandIn = async () => {
  const s = await startOk();
  s.videos.set("7204071410346", "ready");
  return {
    platform: "ok",
    env: okEnv(s),
    links: [{ url: "https://ok.ru/video/7204071410346", kind: "reel", items: 1 }],
    requests: () => s.tally.total("page:") + s.tally.total("metadata:"),
    close: () => s.close(),
  };
};
