import type { LinkFollower, PlatformExtractor } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import {
  type ThreadsLink,
  type ThreadsShareLink,
  threadsPath,
} from "../../platforms/threads/links.js";
import { threadsSettings } from "../../platforms/threads/settings.js";
import { documentHeaders, postPageMedia, THREADS_ANSWERS } from "./page.js";

/** `/share/<id>/` links: the redirect, accepted only if it names a Threads post. */
export const followThreadsShare: LinkFollower<ThreadsShareLink, ThreadsLink> = (link, client) => {
  const threads = threadsSettings.of(client.config);
  return client.follow(
    `${threads.origin}/share/${link.token}/`,
    (target) => {
      const named = threadsPath(target.pathname);
      return named?.type === "post" ? named : undefined;
    },
    { headers: documentHeaders(threads) },
  );
};

export const threadsExtractor: PlatformExtractor<ThreadsLink, ThreadsShareLink> = {
  /**
   * The built-in Threads extractor: the post page's embedded post (every photo and video,
   * carousels item by item). The kind asked changes nothing here: the audio screen takes a
   * video's sound. Why: docs/decisions/047-threads.md, 059-platform-client.md
   */
  extract: async (link, _kind, client) => {
    // Share links were followed by the core before this runs.
    if (link.type !== "post") throw new MediaError("unsupported_link");
    const threads = threadsSettings.of(client.config);
    const path = link.user ? `/@${link.user}/post/${link.code}` : `/post/${link.code}`;
    const page = await client.page(`${threads.origin}${path}`, {
      headers: documentHeaders(threads),
    });
    return postPageMedia(page, link.code);
  },
  method: "page",
  answers: THREADS_ANSWERS,
  indirect: { type: "share", step: "threads.share", follow: followThreadsShare },
};
