import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveLink as askServer, LookupError } from "../../../app/lib/resolve-client.js";
import { startMediaApp } from "../../../test-support/in-process/media-app.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { makeYoutubeMedia } from "../../../test-support/stand-ins/youtube.js";
import {
  type BusyYoutube,
  startBusyYoutube,
} from "../../../test-support/stand-ins/youtube-busy.js";

/** What the downloader screen says when every egress is spent: when to try again. */
let youtube: BusyYoutube;
let app: Running;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  youtube = await startBusyYoutube(makeYoutubeMedia(1), { addressBudget: 0 });
  app = await startMediaApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    YOUTUBE_ORIGIN: youtube.origin,
    MEDIA_COOLDOWN_SECONDS: "150",
  });
  // The screen's own client, its relative request sent to our app.
  globalThis.fetch = (input, init) => realFetch(`${app.origin}${String(input)}`, init);
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await Promise.all([app?.close(), youtube?.close()]);
});

describe("the screen when the platform pushes back", () => {
  it("tells the visitor when to try again", async () => {
    const failure = await askServer("https://www.youtube.com/watch?v=screenvid01", "reel").catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(LookupError);
    expect((failure as LookupError).code).toBe("rate_limited");
    expect((failure as LookupError).message).toBe(
      "The platform is limiting requests right now. Please try again in 3 minutes.",
    );
  });
});
