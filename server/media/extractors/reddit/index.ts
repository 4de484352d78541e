import type { PlatformExtractor } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import type { RedditLink, RedditShareLink } from "../../platforms/reddit/links.js";
import { postMedia } from "./media.js";
import { fetchPost, REDDIT_ANSWERS, redditWait } from "./post.js";
import { followShare } from "./share.js";

/** The doctor's step: the post's JSON through the anonymous session, and its media. */
export function redditSteps(link: RedditLink): DiagnosticStep[] | undefined {
  if (link.type !== "post") return undefined;
  return [
    {
      name: "reddit.json",
      run: async (client) => postMedia(await fetchPost(link.id, client), "post", client),
    },
  ];
}

export const redditExtractor: PlatformExtractor<RedditLink, RedditShareLink> = {
  /**
   * The built-in Reddit extractor: the post's JSON through the anonymous `loid` session of the
   * attempt's address (or an OAuth app's token when one is set), or through a signed-in session
   * of REDDIT_COOKIES_FILE when the core's turns ask one (the post needs an account, or every
   * address rests). Share links were followed by the core before this runs.
   * Why: docs/decisions/049-reddit.md, 061-x-reddit-pinterest-on-the-client.md
   */
  extract: async (link, kind, client) => {
    if (link.type !== "post") throw new MediaError("unsupported_link");
    return postMedia(await fetchPost(link.id, client), kind, client);
  },
  method: "json",
  answers: REDDIT_ANSWERS,
  waitMs: redditWait,
  indirect: { type: "share", step: "reddit.share", follow: followShare },
  diagnose: redditSteps,
};
