import { startThreads } from "../stand-ins/threads.js";
import type { StartPlatformStandIn } from "./types.js";

/** Threads' stand-in for the lookups bench: a video, a photo and a carousel of three. */
export const standIn: StartPlatformStandIn = async () => {
  const threads = await startThreads();
  return {
    platform: "threads",
    env: { THREADS_ORIGIN: threads.web.origin },
    links: [
      { url: "https://www.threads.com/@zuck/post/DHV7vTivqWD", kind: "reel", items: 1 },
      { url: "https://www.threads.net/post/DPh0t0P0st1", kind: "post", items: 1 },
      { url: "https://www.threads.com/t/DCar0uSe1x9", kind: "post", items: 3 },
    ],
    requests: () => threads.web.requests.length + threads.cdn.requests.length,
    close: () => threads.close(),
  };
};
